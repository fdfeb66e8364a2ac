// Portfolio tiles (square): each discipline shown as the thing it makes, in the house palette.
// The tile crops to 4:3 on phones and shades its lower third for the caption, so every subject
// sits in the middle band, a little above centre.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { glows, litBackdrop, textShade, vignette } from "./motifs-light";
import {
  codeTokens,
  floating,
  grid,
  heart,
  landingPage,
  lineChart,
  phoneFrame,
  shadow,
  sparkle,
  textBar,
  tick,
  type Box,
} from "./motifs-ui";
import { sceneGroup } from "./scene";
import { el, group, n, polyline, roundRect, smoothPath, type Point } from "./svg";

const S = 800;
const widths = [400, 640, 800];
const mint = hue.teal;
const periwinkle = hue.indigo;

// Shared start and finish: a dark field lit in mint and periwinkle; a caption shade and vignette.
const field = (ctx: Ctx, top = "#0b1228") =>
  litBackdrop(ctx, top, [
    { x: ctx.w * 0.3, y: ctx.h * 0.3, rx: ctx.h * 0.6, color: mint, opacity: 0.12 },
    { x: ctx.w * 0.85, y: ctx.h * 0.75, rx: ctx.h * 0.5, color: periwinkle, opacity: 0.18 },
  ]);
const finish = (ctx: Ctx) => textShade(ctx, 0.32, 0.5, "bottom") + vignette(ctx, 0.45);

// An analytics screen: KPI tiles over a chart; used by the laptop and the tablet-like panels.
function dashboard(ctx: Ctx, b: Box): string {
  const u = b.w / 100;
  let out = roundRect(b.x, b.y, b.w, b.h, 0, "#0a1020");
  out += roundRect(b.x, b.y, 16 * u, b.h, 0, ink.raised, 0.8);
  for (let i = 0; i < 6; i++)
    out += textBar(
      b.x + 3 * u,
      b.y + (8 + i * 7) * u,
      10 * u,
      1.6 * u,
      i === 1 ? mint : ink.muted,
      i === 1 ? 0.9 : 0.45,
    );
  const x0 = b.x + 20 * u;
  const cw = (b.w - 24 * u - 6 * u) / 3;
  [mint, periwinkle, hue.amber].forEach((c, i) => {
    const x = x0 + i * (cw + 3 * u);
    out += roundRect(x, b.y + 5 * u, cw, 14 * u, 1.5 * u, ink.raised);
    out += textBar(x + 2 * u, b.y + 8 * u, cw * 0.45, 1.4 * u, ink.muted, 0.55);
    out += textBar(x + 2 * u, b.y + 12 * u, cw * 0.6, 3 * u, ink.text, 0.9);
    out += roundRect(x + cw - 7 * u, b.y + 12 * u, 5 * u, 3 * u, 1.5 * u, c, 0.85);
  });
  const chart = { x: x0, y: b.y + 24 * u, w: b.w - 24 * u, h: b.h - 28 * u };
  out += roundRect(chart.x, chart.y, chart.w, chart.h, 1.5 * u, ink.raised, 0.7);
  const inner = { x: chart.x + 3 * u, y: chart.y + 5 * u, w: chart.w - 6 * u, h: chart.h - 9 * u };
  for (let i = 0; i < 4; i++)
    out += el("line", {
      x1: inner.x,
      x2: inner.x + inner.w,
      y1: inner.y + (inner.h * i) / 3,
      y2: inner.y + (inner.h * i) / 3,
      stroke: ink.muted,
      "stroke-opacity": 0.14,
      "stroke-width": ctx.lw(1),
    });
  out += lineChart(ctx, inner, [0.2, 0.32, 0.28, 0.45, 0.4, 0.58, 0.55, 0.72, 0.86], mint);
  out += lineChart(ctx, inner, [0.1, 0.16, 0.22, 0.2, 0.3, 0.34, 0.4, 0.38, 0.5], periwinkle, 2);
  return out;
}

// Work 01: a laptop showing a dashboard, and a phone with the same service's app.
function technology(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const lx = w * 0.1;
  const ly = h * 0.2;
  const lwid = w * 0.66;
  const lh = lwid * 0.64;
  const lid = roundRect(lx, ly, lwid, lh, 16 * s, "#1a2133");
  const screen: Box = { x: lx + 14 * s, y: ly + 14 * s, w: lwid - 28 * s, h: lh - 28 * s };
  const base = defs.linear(
    [
      [0, "#2a3347"],
      [1, "#121826"],
    ],
    0,
    ly + lh,
    0,
    ly + lh + 30 * s,
  );
  const deck =
    el("path", {
      d: `M${n(lx - 40 * s)} ${n(ly + lh + 4 * s)}L${n(lx + lwid + 40 * s)} ${n(ly + lh + 4 * s)}L${n(lx + lwid + 20 * s)} ${n(ly + lh + 28 * s)}L${n(lx - 20 * s)} ${n(ly + lh + 28 * s)}Z`,
      fill: base,
    }) + roundRect(lx + lwid * 0.4, ly + lh + 4 * s, lwid * 0.2, 6 * s, 3 * s, "#0b0f19", 0.9);
  const px = w * 0.66;
  const py = h * 0.3;
  const pw = w * 0.2;
  const ph = phoneFrame(ctx, px, py, pw, mint);
  const sc = ph.screen;
  const u = sc.w / 100;
  let app = textBar(sc.x + 10 * u, sc.y + 16 * u, 40 * u, 5 * u, ink.text, 0.85);
  app += el("circle", {
    cx: sc.x + sc.w / 2,
    cy: sc.y + 62 * u,
    r: 28 * u,
    fill: "none",
    stroke: ink.muted,
    "stroke-opacity": 0.2,
    "stroke-width": 8 * u,
  });
  app += el("path", {
    d: `M${n(sc.x + sc.w / 2)} ${n(sc.y + 34 * u)}A${n(28 * u)} ${n(28 * u)} 0 1 1 ${n(sc.x + sc.w / 2 - 26.6 * u)} ${n(sc.y + 70.6 * u)}`,
    fill: "none",
    stroke: mint,
    "stroke-width": 8 * u,
    "stroke-linecap": "round",
  });
  app += textBar(sc.x + 36 * u, sc.y + 58 * u, 28 * u, 8 * u, ink.text, 0.9);
  for (let i = 0; i < 3; i++) {
    const y = sc.y + (104 + i * 26) * u;
    app += roundRect(sc.x + 8 * u, y, 84 * u, 20 * u, 4 * u, ink.raised);
    app += roundRect(
      sc.x + 13 * u,
      y + 5 * u,
      10 * u,
      10 * u,
      3 * u,
      [mint, periwinkle, hue.sky][i]!,
      0.85,
    );
    app += textBar(sc.x + 28 * u, y + 6 * u, 40 * u, 3 * u, ink.text, 0.7);
    app += textBar(sc.x + 28 * u, y + 12 * u, 28 * u, 2.4 * u, ink.muted, 0.45);
  }
  // Sync between the two devices.
  const sync = el("path", {
    d: `M${n(lx + lwid * 0.82)} ${n(ly - 20 * s)}Q${n(w * 0.78)} ${n(h * 0.12)} ${n(px + pw * 0.5)} ${n(py - 16 * s)}`,
    fill: "none",
    stroke: mint,
    "stroke-opacity": 0.7,
    "stroke-width": lw(2),
    "stroke-dasharray": `${n(lw(3))} ${n(lw(7))}`,
    "stroke-linecap": "round",
  });
  return (
    field(ctx) +
    grid(ctx, 48 * s, periwinkle, 0.05) +
    shadow(ctx, lx, ly + 30 * s, lwid, lh, 16 * s, 30 * s, 0.7) +
    lid +
    dashboard(ctx, screen) +
    deck +
    sync +
    ph.frame +
    group(app, { "clip-path": ph.clip }) +
    finish(ctx)
  );
}

// Work 02: a Python script in an editor, and the terminal printing what it found.
const pythonListing = `import csv
from statistics import mean

def monthly_totals(path):
    totals = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            month = row["date"][:7]
            totals[month] = totals.get(month, 0) + float(row["amount"])
    return totals

if __name__ == "__main__":
    totals = monthly_totals("sales.csv")
    print(f"average: {mean(totals.values()):.2f}")`;
const PY_KEYWORDS = /^(import|from|def|for|in|with|as|return|if)$/;

function python(ctx: Ctx): string {
  const { w, h, s } = ctx;
  const blue = "#4b8bd4";
  const yellow = "#ffd43b";
  const editor = floating(
    ctx,
    { x: w * 0.06, y: h * 0.1, w: w * 0.88, h: h * 0.58 },
    periwinkle,
    (b) => {
      let out = roundRect(b.x, b.y, b.w, 34 * s, 0, ink.deep, 0.4);
      out += roundRect(b.x, b.y, 170 * s, 34 * s, 0, ink.surface);
      out += roundRect(b.x, b.y + 31 * s, 170 * s, 3 * s, 0, yellow, 0.9);
      // The file's icon in the language's two colours.
      out += roundRect(b.x + 16 * s, b.y + 10 * s, 8 * s, 14 * s, 2 * s, blue);
      out += roundRect(b.x + 25 * s, b.y + 10 * s, 8 * s, 14 * s, 2 * s, yellow);
      out += textBar(b.x + 42 * s, b.y + 13 * s, 100 * s, 8 * s, ink.text, 0.75);
      const lh = 28 * s;
      const cw = 10.4 * s;
      const top = b.y + 52 * s;
      pythonListing.split("\n").forEach((line, i) => {
        const y = top + i * lh;
        out += textBar(
          b.x + 14 * s,
          y + 1 * s,
          String(i + 1).length * 8 * s,
          10 * s,
          ink.muted,
          0.3,
        );
        for (const t of codeTokens(line, PY_KEYWORDS))
          out += textBar(b.x + 50 * s + t.col * cw, y, t.len * cw - cw * 0.3, 12 * s, t.color, t.o);
      });
      return out;
    },
  );
  const term = floating(ctx, { x: w * 0.38, y: h * 0.5, w: w * 0.56, h: h * 0.26 }, mint, (b) => {
    let out = roundRect(b.x, b.y, b.w, b.h, 0, ink.deep, 0.6);
    const rows: [string, number][] = [
      [mint, 0.5],
      [ink.text, 0.7],
      [ink.text, 0.55],
      [yellow, 0.35],
    ];
    rows.forEach(([c, len], i) => {
      const y = b.y + 22 * s + i * 28 * s;
      out += el("path", {
        d: `M${n(b.x + 18 * s)} ${n(y)}l${n(8 * s)} ${n(6 * s)}l${n(-8 * s)} ${n(6 * s)}`,
        fill: "none",
        stroke: i === 0 ? mint : ink.muted,
        "stroke-opacity": i === 0 ? 1 : 0,
        "stroke-width": ctx.lw(2),
      });
      out += textBar(b.x + 38 * s, y + 1 * s, b.w * len, 10 * s, c, 0.85);
    });
    return out;
  });
  return (
    field(ctx, "#0b1530") +
    glows(ctx, [{ x: w * 0.7, y: h * 0.2, rx: h * 0.35, color: yellow, opacity: 0.06 }]) +
    editor.out +
    term.out +
    finish(ctx)
  );
}

// Work 03: a code review: a change with removed and added lines and a reviewer's note.
function coding(ctx: Ctx): string {
  const { w, h, s } = ctx;
  const rows: ["ctx" | "del" | "add", number, number][] = [
    ["ctx", 0, 0.5],
    ["ctx", 1, 0.62],
    ["del", 1, 0.58],
    ["del", 2, 0.44],
    ["add", 1, 0.66],
    ["add", 2, 0.5],
    ["add", 2, 0.38],
    ["ctx", 1, 0.3],
    ["ctx", 0, 0.12],
    ["ctx", 0, 0.55],
    ["add", 1, 0.48],
    ["ctx", 1, 0.6],
  ];
  const view = floating(
    ctx,
    { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.66 },
    periwinkle,
    (b) => {
      let out = roundRect(b.x, b.y, b.w, 48 * s, 0, ink.deep, 0.4);
      out += el("circle", {
        cx: b.x + 30 * s,
        cy: b.y + 24 * s,
        r: 11 * s,
        fill: periwinkle,
        "fill-opacity": 0.8,
      });
      out += textBar(b.x + 52 * s, b.y + 19 * s, 220 * s, 10 * s, ink.text, 0.8);
      out += textBar(b.x + b.w - 150 * s, b.y + 17 * s, 56 * s, 14 * s, mint, 0.9);
      out += textBar(b.x + b.w - 86 * s, b.y + 17 * s, 56 * s, 14 * s, hue.rose, 0.8);
      const lh = 30 * s;
      const top = b.y + 60 * s;
      rows.forEach(([kind, indent, len], i) => {
        const y = top + i * lh;
        const tint = kind === "add" ? mint : kind === "del" ? hue.rose : undefined;
        if (tint) {
          out += roundRect(b.x, y - 8 * s, b.w, lh, 0, tint, 0.1);
          out += roundRect(b.x, y - 8 * s, 4 * s, lh, 0, tint, 0.9);
          out += textBar(b.x + 76 * s, y + 2 * s, 10 * s, 4 * s, tint, 0.9);
          if (kind === "add") out += textBar(b.x + 79 * s, y - 1 * s, 4 * s, 10 * s, tint, 0.9);
        }
        out += textBar(b.x + 16 * s, y, 18 * s, 10 * s, ink.muted, 0.3);
        out += textBar(b.x + 42 * s, y, 18 * s, 10 * s, ink.muted, 0.3);
        const x0 = b.x + (100 + indent * 30) * s;
        const total = (b.w - 130 * s - indent * 30 * s) * len;
        const parts = [0.3, 0.45, 0.25];
        let x = x0;
        parts.forEach((p, k) => {
          const c = tint ? mix(tint, ink.text, 0.35) : [periwinkle, ink.text, hue.sky][k]!;
          out += textBar(x, y, total * p - 8 * s, 11 * s, c, tint ? 0.85 : 0.6);
          x += total * p;
        });
      });
      return out;
    },
  );
  // The reviewer's comment, pinned under the added lines.
  const cx = w * 0.3;
  const cy = h * 0.52;
  const cw = w * 0.6;
  const ch = h * 0.17;
  const comment =
    shadow(ctx, cx + 6 * s, cy + 16 * s, cw, ch, 14 * s, 18 * s, 0.8) +
    el("rect", {
      x: cx,
      y: cy,
      width: cw,
      height: ch,
      rx: 14 * s,
      fill: ink.raised,
      stroke: mint,
      "stroke-opacity": 0.45,
      "stroke-width": ctx.lw(1.2),
    }) +
    el("circle", {
      cx: cx + 34 * s,
      cy: cy + 34 * s,
      r: 16 * s,
      fill: hue.amber,
      "fill-opacity": 0.85,
    }) +
    textBar(cx + 62 * s, cy + 24 * s, 120 * s, 9 * s, ink.text, 0.85) +
    textBar(cx + 62 * s, cy + 46 * s, cw - 90 * s, 8 * s, ink.muted, 0.6) +
    textBar(cx + 62 * s, cy + 64 * s, cw - 170 * s, 8 * s, ink.muted, 0.6) +
    tick(cx + cw - 34 * s, cy + 30 * s, 14 * s);
  return field(ctx) + view.out + comment + finish(ctx);
}

// Work 04: a design tool: layers, the page on the canvas with its hero selected, and colours.
function websiteDesign(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const app = floating(
    ctx,
    { x: w * 0.04, y: h * 0.08, w: w * 0.92, h: h * 0.68 },
    periwinkle,
    (b) => {
      const side = b.w * 0.2;
      let out = roundRect(b.x, b.y, side, b.h, 0, ink.deep, 0.5);
      out += roundRect(b.x + b.w - side, b.y, side, b.h, 0, ink.deep, 0.5);
      for (let i = 0; i < 9; i++) {
        const y = b.y + 22 * s + i * 30 * s;
        const depth = [0, 1, 1, 2, 2, 2, 1, 1, 0][i]!;
        if (i === 4) out += roundRect(b.x, y - 9 * s, side, 28 * s, 0, mint, 0.16);
        out += roundRect(
          b.x + (14 + depth * 14) * s,
          y,
          10 * s,
          10 * s,
          2 * s,
          i === 4 ? mint : ink.muted,
          0.6,
        );
        out += textBar(
          b.x + (30 + depth * 14) * s,
          y + 1 * s,
          (50 + ((i * 29) % 40)) * s,
          8 * s,
          ink.muted,
          i === 4 ? 0.9 : 0.45,
        );
      }
      // Properties: size fields, then the page's colours.
      const rx = b.x + b.w - side + 14 * s;
      for (let i = 0; i < 3; i++) {
        out += textBar(rx, b.y + (24 + i * 38) * s, 40 * s, 7 * s, ink.muted, 0.45);
        out += roundRect(rx, b.y + (36 + i * 38) * s, side - 28 * s, 16 * s, 4 * s, ink.raised);
      }
      [mint, periwinkle, hue.violet, ink.text, "#0a1020"].forEach((c, i) => {
        out += el("rect", {
          x: rx + (i % 3) * 36 * s,
          y: b.y + 160 * s + Math.floor(i / 3) * 36 * s,
          width: 28 * s,
          height: 28 * s,
          rx: 6 * s,
          fill: c,
          stroke: ink.muted,
          "stroke-opacity": 0.3,
          "stroke-width": lw(1),
        });
      });
      out += roundRect(b.x + side, b.y, b.w - side * 2, b.h, 0, "#141a28");
      const page: Box = {
        x: b.x + side + 22 * s,
        y: b.y + 36 * s,
        w: b.w - side * 2 - 44 * s,
        h: b.h - 60 * s,
      };
      out += textBar(page.x, page.y - 20 * s, 70 * s, 7 * s, ink.muted, 0.5);
      out += landingPage(ctx, page, false);
      // Selection around the hero art, with handles and its size tag.
      const u = page.w / 100;
      const sel = { x: page.x + 50 * u, y: page.y + 10 * u, w: 44 * u, h: 32 * u };
      out += el("rect", {
        ...sel,
        width: sel.w,
        height: sel.h,
        fill: "none",
        stroke: hue.sky,
        "stroke-width": lw(2),
      });
      for (const [hx, hy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const)
        out += el("rect", {
          x: sel.x + sel.w * hx - 5 * s,
          y: sel.y + sel.h * hy - 5 * s,
          width: 10 * s,
          height: 10 * s,
          fill: "#ffffff",
          stroke: hue.sky,
          "stroke-width": lw(1.5),
        });
      out += roundRect(
        sel.x + sel.w / 2 - 30 * s,
        sel.y + sel.h + 8 * s,
        60 * s,
        16 * s,
        4 * s,
        hue.sky,
      );
      return out;
    },
  );
  const cursor = el("path", {
    d: `M${n(w * 0.6)} ${n(h * 0.34)}l${n(26 * s)} ${n(62 * s)}l${n(9 * s)} ${n(-25 * s)}l${n(25 * s)} ${n(-9 * s)}Z`,
    fill: ink.text,
    stroke: ink.base,
    "stroke-width": lw(2),
  });
  return field(ctx, "#0d1030") + app.out + cursor + finish(ctx);
}

// Work 05: an analytics view of a large data set: clusters of points, a histogram and a query.
function bigData(ctx: Ctx): string {
  const { w, h, s, rng, lw } = ctx;
  const view = floating(ctx, { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.68 }, mint, (b) => {
    let out = roundRect(b.x + 20 * s, b.y + 16 * s, b.w - 40 * s, 36 * s, 10 * s, ink.deep, 0.7);
    out += el("circle", {
      cx: b.x + 42 * s,
      cy: b.y + 34 * s,
      r: 7 * s,
      fill: "none",
      stroke: ink.muted,
      "stroke-width": lw(2),
    });
    out += textBar(b.x + 60 * s, b.y + 30 * s, 90 * s, 8 * s, hue.violet, 0.9);
    out += textBar(b.x + 158 * s, b.y + 30 * s, 160 * s, 8 * s, ink.text, 0.6);
    out += textBar(b.x + 326 * s, b.y + 30 * s, 70 * s, 8 * s, hue.amber, 0.8);
    out += roundRect(b.x + b.w - 110 * s, b.y + 22 * s, 82 * s, 24 * s, 12 * s, mint, 0.9);
    // Histogram across the top of the plot.
    const plot: Box = { x: b.x + 40 * s, y: b.y + 150 * s, w: b.w - 80 * s, h: b.h - 180 * s };
    const bins = 36;
    for (let i = 0; i < bins; i++) {
      const t = i / (bins - 1);
      const v =
        0.15 +
        0.85 * (Math.exp(-((t - 0.3) ** 2) / 0.015) * 0.8 + Math.exp(-((t - 0.7) ** 2) / 0.02));
      const bh = 70 * s * Math.min(1, v);
      out += roundRect(
        plot.x + (plot.w / bins) * i,
        plot.y - 14 * s - bh,
        (plot.w / bins) * 0.7,
        bh,
        2 * s,
        i / bins < 0.5 ? mint : periwinkle,
        0.7,
      );
    }
    for (let i = 0; i <= 4; i++)
      out += el("line", {
        x1: plot.x,
        x2: plot.x + plot.w,
        y1: plot.y + (plot.h * i) / 4,
        y2: plot.y + (plot.h * i) / 4,
        stroke: ink.muted,
        "stroke-opacity": 0.12,
        "stroke-width": lw(1),
      });
    const clusters = [
      { x: 0.3, y: 0.55, sx: 0.09, sy: 0.16, c: mint, k: 900 },
      { x: 0.7, y: 0.35, sx: 0.1, sy: 0.12, c: periwinkle, k: 900 },
      { x: 0.62, y: 0.75, sx: 0.06, sy: 0.07, c: hue.amber, k: 300 },
    ];
    for (const c of clusters)
      for (let i = 0; i < c.k; i++) {
        const px = c.x + rng.normal() * c.sx;
        const py = c.y + rng.normal() * c.sy;
        if (px < 0 || px > 1 || py < 0 || py > 1) continue;
        out += el("circle", {
          cx: plot.x + px * plot.w,
          cy: plot.y + py * plot.h,
          r: 2.2 * s,
          fill: c.c,
          "fill-opacity": 0.55,
        });
      }
    return out;
  });
  return field(ctx) + view.out + finish(ctx);
}

// Work 06: a sponsored post on a phone, and the campaign's funnel and clicks beside it.
function digitalMarket(ctx: Ctx): string {
  const { w, h, s, defs } = ctx;
  const report = floating(
    ctx,
    { x: w * 0.36, y: h * 0.14, w: w * 0.58, h: h * 0.56 },
    periwinkle,
    (b) => {
      let out = textBar(b.x + 26 * s, b.y + 24 * s, 150 * s, 10 * s, ink.text, 0.85);
      const stages = [1, 0.72, 0.46, 0.26];
      stages.forEach((v, i) => {
        const bw = (b.w - 52 * s) * v;
        const y = b.y + 56 * s + i * 40 * s;
        out += roundRect(
          b.x + 26 * s,
          y,
          bw,
          28 * s,
          6 * s,
          i === 3 ? mint : periwinkle,
          0.35 + i * 0.15,
        );
        out += textBar(b.x + 36 * s, y + 10 * s, 50 * s, 8 * s, ink.text, 0.75);
      });
      out += lineChart(
        ctx,
        { x: b.x + 26 * s, y: b.y + 230 * s, w: b.w - 52 * s, h: b.h - 250 * s },
        [0.1, 0.2, 0.16, 0.34, 0.3, 0.5, 0.62, 0.58, 0.9],
        mint,
      );
      return out;
    },
  );
  const px = w * 0.07;
  const py = h * 0.11;
  const pw = w * 0.32;
  const ph = phoneFrame(ctx, px, py, pw, mint);
  const sc = ph.screen;
  const u = sc.w / 100;
  const photo = defs.linear(
    [
      [0, mint, 0.9],
      [0.6, periwinkle, 0.8],
      [1, hue.violet, 0.7],
    ],
    sc.x,
    sc.y + 26 * u,
    sc.x + sc.w,
    sc.y + 126 * u,
  );
  let post = el("circle", { cx: sc.x + 12 * u, cy: sc.y + 18 * u, r: 5 * u, fill: hue.amber });
  post += textBar(sc.x + 21 * u, sc.y + 15 * u, 32 * u, 3 * u, ink.text, 0.8);
  post += textBar(sc.x + 21 * u, sc.y + 20 * u, 18 * u, 2.4 * u, ink.muted, 0.5);
  post += roundRect(sc.x, sc.y + 27 * u, sc.w, 100 * u, 0, photo);
  // The product in the picture: a bag with a handle.
  post += roundRect(sc.x + 34 * u, sc.y + 62 * u, 32 * u, 36 * u, 4 * u, "#ffffff", 0.85);
  post += el("path", {
    d: `M${n(sc.x + 42 * u)} ${n(sc.y + 62 * u)}Q${n(sc.x + 50 * u)} ${n(sc.y + 46 * u)} ${n(sc.x + 58 * u)} ${n(sc.y + 62 * u)}`,
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.85,
    "stroke-width": 2.5 * u,
  });
  post += heart(sc.x + 12 * u, sc.y + 136 * u, 5 * u, hue.rose);
  post += el("circle", {
    cx: sc.x + 28 * u,
    cy: sc.y + 136 * u,
    r: 4.5 * u,
    fill: "none",
    stroke: ink.text,
    "stroke-width": 1.5 * u,
  });
  post += textBar(sc.x + 8 * u, sc.y + 148 * u, 60 * u, 3 * u, ink.text, 0.7);
  post += textBar(sc.x + 8 * u, sc.y + 155 * u, 44 * u, 3 * u, ink.muted, 0.5);
  post += roundRect(sc.x + 8 * u, sc.y + 166 * u, 84 * u, 13 * u, 6.5 * u, mint);
  post += textBar(sc.x + 36 * u, sc.y + 171 * u, 28 * u, 3 * u, ink.deep, 0.8);
  return field(ctx) + report.out + ph.frame + group(post, { "clip-path": ph.clip }) + finish(ctx);
}

// A round character with eyes, squashed by `squash` (1 = round), the animator's usual test subject.
function blob(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  squash: number,
  opacity: number,
  lit: boolean,
): string {
  const rx = r * squash;
  const ry = r / squash;
  let out = el("ellipse", {
    cx: x,
    cy: y,
    rx,
    ry,
    fill: lit ? mint : periwinkle,
    "fill-opacity": opacity,
  });
  if (!lit) return out;
  out += el("ellipse", {
    cx: x - rx * 0.3,
    cy: y - ry * 0.35,
    rx: rx * 0.3,
    ry: ry * 0.18,
    fill: "#ffffff",
    "fill-opacity": 0.35,
  });
  for (const dx of [-0.28, 0.28]) {
    out += el("ellipse", {
      cx: x + rx * dx,
      cy: y - ry * 0.05,
      rx: r * 0.13,
      ry: r * 0.18,
      fill: "#ffffff",
    });
    out += el("circle", {
      cx: x + rx * dx + r * 0.04,
      cy: y - ry * 0.02,
      r: r * 0.07,
      fill: ink.deep,
    });
  }
  out += el("path", {
    d: `M${n(x - r * 0.18)} ${n(y + ry * 0.3)}Q${n(x)} ${n(y + ry * 0.45)} ${n(x + r * 0.18)} ${n(y + ry * 0.3)}`,
    fill: "none",
    stroke: ink.deep,
    "stroke-width": ctx.lw(3),
    "stroke-linecap": "round",
  });
  return out;
}

// Work 07: an animation app: a character mid-jump with onion skins, keyframes on a timeline.
function animation(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const app = floating(
    ctx,
    { x: w * 0.05, y: h * 0.08, w: w * 0.9, h: h * 0.68 },
    periwinkle,
    (b) => {
      const stage: Box = { x: b.x, y: b.y, w: b.w, h: b.h * 0.66 };
      let out = roundRect(stage.x, stage.y, stage.w, stage.h, 0, "#111830");
      const ground = stage.y + stage.h * 0.86;
      out += roundRect(stage.x, ground, stage.w, stage.h - (ground - stage.y), 0, periwinkle, 0.12);
      const r = 44 * s;
      const at = (t: number) => ({
        x: stage.x + stage.w * (0.14 + 0.72 * t),
        y: ground - r - stage.h * 0.5 * 4 * t * (1 - t),
      });
      out += el("path", {
        d: smoothPath(Array.from({ length: 41 }, (_, i) => at(i / 40))),
        fill: "none",
        stroke: ink.text,
        "stroke-opacity": 0.3,
        "stroke-width": lw(1.5),
        "stroke-dasharray": `${n(lw(4))} ${n(lw(6))}`,
      });
      const poses = [0, 0.14, 0.28, 0.42, 0.56];
      poses.forEach((t, i) => {
        const p = at(t);
        const squash = i === 0 ? 1.3 : 0.86;
        out += blob(ctx, p.x, i === 0 ? ground - r / 1.3 : p.y, r, squash, 0.2 + i * 0.1, false);
      });
      const now = at(0.7);
      out += el("ellipse", {
        cx: now.x,
        cy: ground + 4 * s,
        rx: r * 0.8,
        ry: r * 0.18,
        fill: "#000000",
        "fill-opacity": 0.35,
      });
      out += blob(ctx, now.x, now.y, r, 0.9, 1, true);
      // Timeline: a ruler, three tracks with keyframes, and the playhead at the current pose.
      const tl: Box = { x: b.x, y: stage.y + stage.h, w: b.w, h: b.h - stage.h };
      out += roundRect(tl.x, tl.y, tl.w, tl.h, 0, ink.deep, 0.6);
      const x0 = tl.x + tl.w * 0.2;
      const x1 = tl.x + tl.w - 20 * s;
      for (let i = 0; i <= 40; i++)
        out += el("line", {
          x1: x0 + ((x1 - x0) * i) / 40,
          x2: x0 + ((x1 - x0) * i) / 40,
          y1: tl.y + 10 * s,
          y2: tl.y + (i % 5 === 0 ? 22 : 16) * s,
          stroke: ink.muted,
          "stroke-opacity": 0.4,
          "stroke-width": lw(1),
        });
      const tracks = [
        [0, 0.14, 0.28, 0.42, 0.56, 0.7, 0.84],
        [0, 0.35, 0.7, 1],
        [0, 0.14, 0.84],
      ];
      tracks.forEach((keys, k) => {
        const y = tl.y + 42 * s + k * 30 * s;
        out += textBar(tl.x + 16 * s, y - 4 * s, tl.w * 0.12, 8 * s, ink.muted, 0.5);
        out += roundRect(x0, y - 1 * s, x1 - x0, 2 * s, 1 * s, ink.muted, 0.2);
        for (const t of keys) {
          const x = x0 + (x1 - x0) * t;
          out += el("rect", {
            x: x - 6 * s,
            y: y - 6 * s,
            width: 12 * s,
            height: 12 * s,
            transform: `rotate(45 ${n(x)} ${n(y)})`,
            fill: [mint, periwinkle, hue.amber][k]!,
          });
        }
      });
      const ph = x0 + (x1 - x0) * 0.7;
      out += el("line", {
        x1: ph,
        x2: ph,
        y1: tl.y + 6 * s,
        y2: tl.y + tl.h,
        stroke: hue.rose,
        "stroke-width": lw(2),
      });
      out += roundRect(ph - 12 * s, tl.y + 4 * s, 24 * s, 12 * s, 3 * s, hue.rose);
      return out;
    },
  );
  return field(ctx, "#100f2c") + app.out + finish(ctx);
}

// A landscape photograph in a white border: hills, a lake and a low sun.
function print(ctx: Ctx, b: Box, warm: boolean): string {
  const { defs } = ctx;
  const pad = b.w * 0.05;
  const p: Box = { x: b.x + pad, y: b.y + pad, w: b.w - pad * 2, h: b.h - pad * 3 };
  const sky = defs.linear(
    warm
      ? [
          [0, "#2b2552"],
          [0.6, "#c07a5a"],
          [1, "#f4c07e"],
        ]
      : [
          [0, "#1d3f6e"],
          [1, "#8fd8e8"],
        ],
    0,
    p.y,
    0,
    p.y + p.h * 0.6,
  );
  const hill = (k: number, color: string) => {
    const pts: Point[] = [];
    for (let i = 0; i <= 10; i++)
      pts.push({
        x: p.x + (p.w * i) / 10,
        y: p.y + p.h * (0.45 + k * 0.12) - Math.sin(i * 0.9 + k * 2) * p.h * 0.08,
      });
    return el("path", {
      d: `${smoothPath(pts)}L${n(p.x + p.w)} ${n(p.y + p.h)}L${n(p.x)} ${n(p.y + p.h)}Z`,
      fill: color,
    });
  };
  return (
    shadow(ctx, b.x + 6, b.y + 14, b.w, b.h, 4, 14, 0.7) +
    roundRect(b.x, b.y, b.w, b.h, b.w * 0.01, "#e9edf3") +
    roundRect(p.x, p.y, p.w, p.h, 0, sky) +
    el("circle", {
      cx: p.x + p.w * 0.7,
      cy: p.y + p.h * 0.42,
      r: p.w * 0.08,
      fill: warm ? "#ffe0a3" : "#ffffff",
      "fill-opacity": 0.9,
    }) +
    hill(0, warm ? "#5a3f68" : "#2c6a7d") +
    hill(1, warm ? "#2b2447" : "#1d4a5c") +
    roundRect(p.x, p.y + p.h * 0.82, p.w, p.h * 0.18, 0, warm ? "#1a1730" : "#143445")
  );
}

// Work 08: a camera with a large lens in front of two landscape prints.
function photography(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const prints =
    group(print(ctx, { x: w * 0.08, y: h * 0.1, w: w * 0.44, h: h * 0.36 }, true), {
      transform: `rotate(-8 ${n(w * 0.3)} ${n(h * 0.28)})`,
    }) +
    group(print(ctx, { x: w * 0.5, y: h * 0.08, w: w * 0.42, h: h * 0.34 }, false), {
      transform: `rotate(7 ${n(w * 0.71)} ${n(h * 0.25)})`,
    });
  const bx = w * 0.2;
  const by = h * 0.36;
  const bw = w * 0.6;
  const bh = h * 0.34;
  const body = defs.linear(
    [
      [0, "#2a3144"],
      [1, "#10141f"],
    ],
    0,
    by,
    0,
    by + bh,
  );
  const c = { x: bx + bw * 0.5, y: by + bh * 0.55 };
  const R = bh * 0.46;
  const glass = defs.radial(
    [
      [0, mix(periwinkle, ink.deep, 0.3)],
      [0.5, "#101a33"],
      [1, "#05070d"],
    ],
    ` cx="0.4" cy="0.35" r="0.7"`,
  );
  let lens = "";
  [1, 0.86, 0.72].forEach((k, i) => {
    lens += el("circle", {
      cx: c.x,
      cy: c.y,
      r: R * k,
      fill: i === 0 ? "#1b2130" : i === 1 ? "#0e121c" : glass,
      stroke: i === 1 ? mint : ink.line,
      "stroke-opacity": i === 1 ? 0.6 : 1,
      "stroke-width": lw(i === 1 ? 2 : 3),
    });
  });
  lens += el("ellipse", {
    cx: c.x - R * 0.25,
    cy: c.y - R * 0.28,
    rx: R * 0.22,
    ry: R * 0.12,
    transform: `rotate(-30 ${n(c.x - R * 0.25)} ${n(c.y - R * 0.28)})`,
    fill: "#ffffff",
    "fill-opacity": 0.3,
  });
  lens += el("circle", {
    cx: c.x + R * 0.2,
    cy: c.y + R * 0.18,
    r: R * 0.06,
    fill: periwinkle,
    "fill-opacity": 0.6,
  });
  return (
    field(ctx) +
    prints +
    shadow(ctx, bx + 10 * s, by + 30 * s, bw, bh, 30 * s, 30 * s, 0.8) +
    // Top plate with the viewfinder hump and shutter button.
    el("path", {
      d: `M${n(bx + bw * 0.36)} ${n(by + 4 * s)}L${n(bx + bw * 0.42)} ${n(by - bh * 0.16)}L${n(bx + bw * 0.58)} ${n(by - bh * 0.16)}L${n(bx + bw * 0.64)} ${n(by + 4 * s)}Z`,
      fill: "#1e2434",
    }) +
    roundRect(bx + bw * 0.74, by - bh * 0.08, bw * 0.12, bh * 0.12, 6 * s, "#2a3144") +
    roundRect(bx + bw * 0.08, by - bh * 0.06, bw * 0.1, bh * 0.1, 6 * s, mint, 0.9) +
    roundRect(bx, by, bw, bh, 28 * s, body) +
    roundRect(bx, by + bh * 0.2, bw, bh * 0.6, 0, "#151a26", 0.8) +
    roundRect(bx + bw * 0.06, by + bh * 0.14, bw * 0.12, bh * 0.12, 4 * s, "#cfd8e6", 0.6) +
    lens +
    finish(ctx)
  );
}

// Work 09: a living room render, front on, lit by a window and a pendant lamp.
function interior(ctx: Ctx): string {
  const { w, h, s, defs } = ctx;
  const floor = h * 0.66;
  const wall = defs.linear(
    [
      [0, "#1b2236"],
      [1, "#262b40"],
    ],
    0,
    0,
    0,
    floor,
  );
  const floorFill = defs.linear(
    [
      [0, "#3a2f34"],
      [1, "#18141c"],
    ],
    0,
    floor,
    0,
    h,
  );
  // Window on the left: dusk outside, light falling onto the floor.
  const win: Box = { x: w * 0.06, y: h * 0.1, w: w * 0.24, h: h * 0.48 };
  const dusk = defs.linear(
    [
      [0, "#27305a"],
      [0.7, "#7b83c9"],
      [1, "#c2b5d9"],
    ],
    0,
    win.y,
    0,
    win.y + win.h,
  );
  const lamp = { x: w * 0.58, y: h * 0.26 };
  const sofa: Box = { x: w * 0.36, y: h * 0.44, w: w * 0.48, h: h * 0.2 };
  const sofaFill = defs.linear(
    [
      [0, mix(periwinkle, "#ffffff", 0.1)],
      [1, mix(periwinkle, ink.deep, 0.45)],
    ],
    0,
    sofa.y,
    0,
    sofa.y + sofa.h,
  );
  const plant = (x: number, y: number) => {
    let out = roundRect(x - 22 * s, y - 50 * s, 44 * s, 50 * s, 8 * s, "#c9b79c");
    for (let i = 0; i < 7; i++) {
      const a = -Math.PI / 2 + (i - 3) * 0.32;
      const len = (110 + (i % 3) * 20) * s;
      out += el("path", {
        d: `M${n(x)} ${n(y - 48 * s)}Q${n(x + Math.cos(a) * len * 0.3 - 14 * s)} ${n(y - 48 * s + Math.sin(a) * len * 0.6)} ${n(x + Math.cos(a) * len)} ${n(y - 48 * s + Math.sin(a) * len)}Q${n(x + Math.cos(a) * len * 0.3 + 14 * s)} ${n(y - 48 * s + Math.sin(a) * len * 0.6)} ${n(x)} ${n(y - 48 * s)}Z`,
        fill: mix(mint, "#1d5d50", 0.4 + (i % 2) * 0.2),
      });
    }
    return out;
  };
  return (
    el("rect", { width: w, height: floor, fill: wall }) +
    el("rect", { y: floor, width: w, height: h - floor, fill: floorFill }) +
    roundRect(win.x - 8 * s, win.y - 8 * s, win.w + 16 * s, win.h + 16 * s, 4 * s, "#0d1120") +
    roundRect(win.x, win.y, win.w, win.h, 0, dusk) +
    el("rect", {
      x: win.x + win.w / 2 - 3 * s,
      y: win.y,
      width: 6 * s,
      height: win.h,
      fill: "#0d1120",
    }) +
    el("rect", {
      x: win.x,
      y: win.y + win.h * 0.4 - 3 * s,
      width: win.w,
      height: 6 * s,
      fill: "#0d1120",
    }) +
    el("path", {
      d: polyline(
        [
          { x: win.x, y: floor },
          { x: win.x + win.w, y: floor },
          { x: win.x + win.w * 1.9, y: h },
          { x: win.x + win.w * 0.3, y: h },
        ],
        true,
      ),
      fill: "#b9b6e0",
      "fill-opacity": 0.1,
    }) +
    // Framed picture and a shelf on the back wall.
    roundRect(w * 0.35, h * 0.14, w * 0.16, h * 0.2, 3 * s, "#0d1120") +
    roundRect(w * 0.36, h * 0.152, w * 0.14, h * 0.176, 0, mix(mint, "#1b2236", 0.45)) +
    el("circle", {
      cx: w * 0.46,
      cy: h * 0.21,
      r: w * 0.022,
      fill: hue.amber,
      "fill-opacity": 0.8,
    }) +
    roundRect(w * 0.72, h * 0.24, w * 0.2, 8 * s, 2 * s, "#3a3140") +
    roundRect(w * 0.74, h * 0.19, 18 * s, h * 0.05, 2 * s, periwinkle, 0.7) +
    roundRect(w * 0.765, h * 0.2, 14 * s, h * 0.04, 2 * s, mint, 0.6) +
    el("circle", { cx: w * 0.86, cy: h * 0.215, r: 16 * s, fill: "#c9b79c" }) +
    // Warm pool from the lamp.
    glows(ctx, [
      {
        x: lamp.x,
        y: lamp.y + h * 0.1,
        rx: w * 0.36,
        ry: h * 0.3,
        color: hue.amber,
        opacity: 0.22,
      },
    ]) +
    // Rug, sofa with cushions, coffee table.
    el("ellipse", {
      cx: w * 0.6,
      cy: h * 0.76,
      rx: w * 0.34,
      ry: h * 0.07,
      fill: mix(mint, "#1b2236", 0.55),
    }) +
    shadow(ctx, sofa.x, sofa.y + sofa.h * 0.6, sofa.w, sofa.h * 0.5, 20 * s, 14 * s, 0.6) +
    roundRect(sofa.x + sofa.w * 0.04, sofa.y, sofa.w * 0.92, sofa.h * 0.55, 18 * s, sofaFill) +
    roundRect(
      sofa.x,
      sofa.y + sofa.h * 0.3,
      sofa.w * 0.12,
      sofa.h * 0.62,
      14 * s,
      mix(periwinkle, ink.deep, 0.35),
    ) +
    roundRect(
      sofa.x + sofa.w * 0.88,
      sofa.y + sofa.h * 0.3,
      sofa.w * 0.12,
      sofa.h * 0.62,
      14 * s,
      mix(periwinkle, ink.deep, 0.35),
    ) +
    roundRect(
      sofa.x + sofa.w * 0.1,
      sofa.y + sofa.h * 0.48,
      sofa.w * 0.8,
      sofa.h * 0.36,
      12 * s,
      mix(periwinkle, ink.deep, 0.2),
    ) +
    roundRect(
      sofa.x + sofa.w * 0.16,
      sofa.y + sofa.h * 0.14,
      sofa.w * 0.16,
      sofa.h * 0.36,
      10 * s,
      mint,
      0.85,
    ) +
    roundRect(
      sofa.x + sofa.w * 0.68,
      sofa.y + sofa.h * 0.14,
      sofa.w * 0.16,
      sofa.h * 0.36,
      10 * s,
      hue.amber,
      0.75,
    ) +
    roundRect(
      sofa.x + sofa.w * 0.12,
      sofa.y + sofa.h * 0.92,
      8 * s,
      sofa.h * 0.1,
      2 * s,
      "#0d1120",
    ) +
    roundRect(
      sofa.x + sofa.w * 0.86,
      sofa.y + sofa.h * 0.92,
      8 * s,
      sofa.h * 0.1,
      2 * s,
      "#0d1120",
    ) +
    el("ellipse", { cx: w * 0.6, cy: h * 0.73, rx: w * 0.12, ry: h * 0.022, fill: "#c9a77c" }) +
    roundRect(w * 0.595, h * 0.735, 10 * s, h * 0.05, 2 * s, "#6b5443") +
    plant(w * 0.28, h * 0.74) +
    // Pendant lamp: cord, shade, glowing bulb.
    el("line", {
      x1: lamp.x,
      y1: 0,
      x2: lamp.x,
      y2: lamp.y,
      stroke: ink.muted,
      "stroke-width": ctx.lw(1.5),
    }) +
    el("path", {
      d: `M${n(lamp.x - 44 * s)} ${n(lamp.y + 36 * s)}Q${n(lamp.x)} ${n(lamp.y - 30 * s)} ${n(lamp.x + 44 * s)} ${n(lamp.y + 36 * s)}Z`,
      fill: hue.amber,
    }) +
    el("ellipse", { cx: lamp.x, cy: lamp.y + 36 * s, rx: 40 * s, ry: 7 * s, fill: "#fff4d6" }) +
    finish(ctx)
  );
}

// Work 10: a piano practice view: note bars falling onto the keys they play.
function music(ctx: Ctx): string {
  const { w, h, s } = ctx;
  const keysTop = h * 0.56;
  const keysH = h * 0.18;
  const x0 = w * 0.06;
  const whites = 15;
  const kw = (w * 0.88) / whites;
  const lit = new Map([
    [2, mint],
    [4, mint],
    [7, periwinkle],
    [11, hue.amber],
  ]);
  const blackAfter = [0, 1, 3, 4, 5, 7, 8, 10, 11, 12];
  const litBlack = new Map([[2, hue.violet]]);
  // Falling notes: [white key or black key's index, gap above the keys, length], as fractions of
  // the height; the notes sounding now touch their lit keys.
  const notes: [number, boolean, number, number][] = [
    [2, false, 0, 0.22],
    [4, false, 0, 0.14],
    [7, false, 0, 0.3],
    [11, false, 0, 0.1],
    [2, true, 0, 0.18],
    [9, false, 0.2, 0.12],
    [0, false, 0.3, 0.1],
    [13, false, 0.14, 0.16],
    [3, true, 0.32, 0.1],
    [4, false, 0.2, 0.12],
    [11, false, 0.16, 0.2],
  ];
  const noteX = (i: number, black: boolean) =>
    black ? x0 + (blackAfter[i]! + 1) * kw - kw * 0.3 : x0 + i * kw + kw * 0.12;
  let falling = "";
  for (const [i, black, gap, len] of notes) {
    const bottom = keysTop - 6 * s - h * gap;
    const top = Math.max(h * 0.06, bottom - h * len);
    const sounding = gap === 0;
    const color = black ? (litBlack.get(i) ?? hue.violet) : (lit.get(i) ?? periwinkle);
    falling += roundRect(
      noteX(i, black),
      top,
      black ? kw * 0.6 : kw * 0.76,
      bottom - top,
      8 * s,
      color,
      sounding ? 0.95 : 0.45,
    );
  }
  let keys = "";
  for (let i = 0; i < whites; i++) {
    const c = lit.get(i);
    keys += roundRect(
      x0 + i * kw + 1.5 * s,
      keysTop,
      kw - 3 * s,
      keysH,
      5 * s,
      c ? mix("#ffffff", c, 0.55) : "#e8ecf3",
    );
  }
  blackAfter.forEach((k, i) => {
    const c = litBlack.get(i);
    keys += roundRect(
      x0 + (k + 1) * kw - kw * 0.3,
      keysTop,
      kw * 0.6,
      keysH * 0.6,
      4 * s,
      c ? mix(c, ink.deep, 0.2) : "#0b0e16",
    );
  });
  let lanes = "";
  for (let i = 0; i <= whites; i++)
    lanes += el("line", {
      x1: x0 + i * kw,
      x2: x0 + i * kw,
      y1: h * 0.06,
      y2: keysTop,
      stroke: ink.muted,
      "stroke-opacity": 0.07,
      "stroke-width": ctx.lw(1),
    });
  return (
    field(ctx, "#0f1030") +
    lanes +
    glows(ctx, [
      { x: w * 0.5, y: keysTop, rx: w * 0.5, ry: h * 0.08, color: mint, opacity: 0.25 },
    ]) +
    group(falling, { filter: ctx.defs.glow(6 * s, 0.7) }) +
    shadow(ctx, x0, keysTop + 10 * s, w * 0.88, keysH, 8 * s, 20 * s, 0.8) +
    roundRect(x0 - 10 * s, keysTop - 8 * s, w * 0.88 + 20 * s, 10 * s, 3 * s, "#1b2233") +
    keys +
    roundRect(x0 - 10 * s, keysTop - 8 * s, w * 0.88 + 20 * s, 4 * s, 2 * s, mint, 0.7) +
    finish(ctx)
  );
}

// Work 11: a booking app on two phones: the list of places, then a day's free slots.
function application(ctx: Ctx): string {
  const { w, h, s, defs } = ctx;
  const pw = w * 0.3;
  const left = phoneFrame(ctx, w * 0.14, h * 0.1, pw, periwinkle);
  const right = phoneFrame(ctx, w * 0.54, h * 0.16, pw, mint);
  const listScreen = (b: Box) => {
    const u = b.w / 100;
    let out = textBar(b.x + 8 * u, b.y + 16 * u, 50 * u, 6 * u, ink.text, 0.9);
    out += roundRect(b.x + 8 * u, b.y + 28 * u, 84 * u, 12 * u, 6 * u, ink.raised);
    for (let i = 0; i < 4; i++) {
      const y = b.y + (48 + i * 36) * u;
      const thumb = defs.linear(
        [
          [0, [mint, periwinkle, hue.amber, hue.sky][i]!, 0.9],
          [1, ink.night, 0.6],
        ],
        b.x,
        y,
        b.x + 26 * u,
        y + 26 * u,
      );
      out += roundRect(b.x + 8 * u, y, 26 * u, 28 * u, 4 * u, thumb);
      out += textBar(b.x + 40 * u, y + 4 * u, 42 * u, 4 * u, ink.text, 0.8);
      out += textBar(b.x + 40 * u, y + 12 * u, 30 * u, 3 * u, ink.muted, 0.5);
      out += textBar(b.x + 40 * u, y + 20 * u, 16 * u, 3.4 * u, hue.amber, 0.8);
    }
    out += roundRect(b.x, b.y + b.h - 18 * u, b.w, 18 * u, 0, ink.raised);
    for (let i = 0; i < 4; i++)
      out += el("circle", {
        cx: b.x + (14 + i * 24) * u,
        cy: b.y + b.h - 9 * u,
        r: 3 * u,
        fill: i === 0 ? periwinkle : ink.muted,
        "fill-opacity": i === 0 ? 1 : 0.5,
      });
    return out;
  };
  const slotScreen = (b: Box) => {
    const u = b.w / 100;
    const hero = defs.linear(
      [
        [0, mint, 0.9],
        [1, periwinkle, 0.6],
      ],
      b.x,
      b.y,
      b.x + b.w,
      b.y + 60 * u,
    );
    let out = roundRect(b.x, b.y, b.w, 56 * u, 0, hero);
    out += textBar(b.x + 8 * u, b.y + 64 * u, 56 * u, 6 * u, ink.text, 0.9);
    out += textBar(b.x + 8 * u, b.y + 74 * u, 36 * u, 3 * u, ink.muted, 0.5);
    for (let i = 0; i < 7; i++) {
      const x = b.x + (6 + i * 12.6) * u;
      out += roundRect(
        x,
        b.y + 84 * u,
        10.5 * u,
        16 * u,
        3 * u,
        i === 2 ? mint : ink.raised,
        i === 2 ? 1 : 0.9,
      );
    }
    for (let i = 0; i < 6; i++) {
      const x = b.x + (8 + (i % 3) * 29) * u;
      const y = b.y + (108 + Math.floor(i / 3) * 18) * u;
      const taken = i === 1 || i === 5;
      out += el("rect", {
        x,
        y,
        width: 26 * u,
        height: 13 * u,
        rx: 4 * u,
        fill: i === 3 ? mint : "none",
        "fill-opacity": 0.9,
        stroke: taken ? ink.muted : mint,
        "stroke-opacity": taken ? 0.3 : 0.8,
        "stroke-width": 1.2 * u,
      });
    }
    out += roundRect(b.x + 8 * u, b.y + b.h - 28 * u, 84 * u, 16 * u, 8 * u, mint);
    out += textBar(b.x + 36 * u, b.y + b.h - 22 * u, 28 * u, 4 * u, ink.deep, 0.8);
    return out;
  };
  return (
    field(ctx) +
    grid(ctx, 48 * s, periwinkle, 0.05) +
    left.frame +
    group(listScreen(left.screen), { "clip-path": left.clip }) +
    right.frame +
    group(slotScreen(right.screen), { "clip-path": right.clip }) +
    finish(ctx)
  );
}

// Work 12: a chat with an assistant: the question, an answer with a chart, and the message box.
function ai(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const chat = floating(ctx, { x: w * 0.08, y: h * 0.07, w: w * 0.84, h: h * 0.7 }, mint, (b) => {
    let out = "";
    // The question, on the right.
    const q: Box = { x: b.x + b.w * 0.38, y: b.y + 28 * s, w: b.w * 0.56, h: 64 * s };
    out += roundRect(q.x, q.y, q.w, q.h, 20 * s, periwinkle, 0.85);
    out += textBar(q.x + 20 * s, q.y + 18 * s, q.w * 0.8, 9 * s, "#ffffff", 0.85);
    out += textBar(q.x + 20 * s, q.y + 38 * s, q.w * 0.5, 9 * s, "#ffffff", 0.85);
    // The answer, with the assistant's mark.
    const ax = b.x + 24 * s;
    const ay = q.y + q.h + 26 * s;
    out += el("circle", {
      cx: ax + 20 * s,
      cy: ay + 20 * s,
      r: 20 * s,
      fill: mint,
      "fill-opacity": 0.18,
    });
    out += sparkle(ax + 20 * s, ay + 20 * s, 13 * s, mint);
    const a: Box = { x: ax + 54 * s, y: ay, w: b.w * 0.74, h: b.h - (ay - b.y) - 100 * s };
    out += roundRect(a.x, a.y, a.w, a.h, 20 * s, ink.raised);
    [0.86, 0.92, 0.6].forEach(
      (len, i) =>
        (out += textBar(
          a.x + 20 * s,
          a.y + (22 + i * 22) * s,
          a.w * len - 40 * s,
          9 * s,
          ink.text,
          0.7,
        )),
    );
    const chart: Box = { x: a.x + 20 * s, y: a.y + 96 * s, w: a.w - 40 * s, h: a.h - 116 * s };
    out += roundRect(chart.x, chart.y, chart.w, chart.h, 10 * s, ink.deep, 0.6);
    const bars = [0.35, 0.5, 0.42, 0.64, 0.58, 0.8, 0.92];
    bars.forEach((v, i) => {
      const bw = (chart.w - 40 * s) / bars.length;
      const bh = (chart.h - 30 * s) * v;
      out += roundRect(
        chart.x + 20 * s + i * bw,
        chart.y + chart.h - 14 * s - bh,
        bw * 0.6,
        bh,
        4 * s,
        i === bars.length - 1 ? mint : periwinkle,
        i === bars.length - 1 ? 0.95 : 0.55,
      );
    });
    // The message box with its send button.
    const m: Box = { x: b.x + 24 * s, y: b.y + b.h - 72 * s, w: b.w - 48 * s, h: 50 * s };
    out += el("rect", {
      x: m.x,
      y: m.y,
      width: m.w,
      height: m.h,
      rx: 25 * s,
      fill: ink.deep,
      "fill-opacity": 0.6,
      stroke: ink.muted,
      "stroke-opacity": 0.3,
      "stroke-width": lw(1.2),
    });
    out += textBar(m.x + 24 * s, m.y + 21 * s, m.w * 0.4, 8 * s, ink.muted, 0.45);
    out += el("circle", { cx: m.x + m.w - 25 * s, cy: m.y + 25 * s, r: 17 * s, fill: mint });
    out += el("path", {
      d: `M${n(m.x + m.w - 25 * s)} ${n(m.y + 33 * s)}V${n(m.y + 17 * s)}M${n(m.x + m.w - 32 * s)} ${n(m.y + 24 * s)}L${n(m.x + m.w - 25 * s)} ${n(m.y + 17 * s)}L${n(m.x + m.w - 18 * s)} ${n(m.y + 24 * s)}`,
      fill: "none",
      stroke: ink.deep,
      "stroke-width": lw(3),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    return out;
  });
  return field(ctx) + chat.out + finish(ctx);
}

const subjects: [string, string, (ctx: Ctx) => string][] = [
  [
    "Technology",
    "Laptop showing an analytics dashboard beside a phone running the same service's app",
    technology,
  ],
  [
    "Python Language",
    "Code editor with a Python script that totals monthly sales, and a terminal printing its result",
    python,
  ],
  [
    "Coding",
    "Code review of a change, removed lines in red and added lines in green, with a reviewer's approving comment",
    coding,
  ],
  [
    "Website Design",
    "Design tool with a web page on its canvas, the hero image selected, layers on the left and colours on the right",
    websiteDesign,
  ],
  [
    "Big Data",
    "Analytics view plotting thousands of points in three coloured clusters under a histogram and a query bar",
    bigData,
  ],
  [
    "Digital Market",
    "Phone showing a sponsored post with a shop button, beside a campaign report with a conversion funnel and rising clicks",
    digitalMarket,
  ],
  [
    "Animation",
    "Animation app with a round character mid-jump, faint onion-skin poses along its arc and keyframes on a timeline",
    animation,
  ],
  [
    "Photography",
    "Camera with a large lens in front of two printed landscape photographs",
    photography,
  ],
  [
    "Interior Design",
    "Living room render with a periwinkle sofa, coffee table, rug, plant and a warm pendant lamp beside a tall window",
    interior,
  ],
  ["Music", "Piano keyboard with lit keys under the falling note bars of a practice app", music],
  [
    "Application",
    "Two phones running a booking app: a list of places, and a day's free time slots with a book button",
    application,
  ],
  [
    "AI",
    "Chat with an AI assistant: a question, the assistant's answer with a bar chart, and the message box",
    ai,
  ],
];

export const workScenes = sceneGroup(
  "works",
  "work",
  [S, S],
  widths,
  subjects.map(([, alt, draw]) => [alt, draw] as const),
);

export const workTitles = subjects.map(([title]) => title);
