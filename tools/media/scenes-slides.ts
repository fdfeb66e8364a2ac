// Home hero slides (16:9): each service shown as the thing it makes, on the right, leaving the left
// for the slide's words. Phones crop each slide to a column around its subject (kernel/content/slides.ts
// names the column's centre), so the subject keeps to a compact block.
import { hue, ink } from "./color";
import type { Ctx } from "./context";
import { glows, litBackdrop, textShade, vignette } from "./motifs-light";
import {
  codeTokens,
  floating,
  grid,
  inset,
  landingPage,
  lineChart,
  phoneFrame,
  shadow,
  textBar,
  tick,
  type Box,
} from "./motifs-ui";
import { sceneGroup } from "./scene";
import { brandMark, exteriorDesign, specimen } from "./scenes-gallery";
import { el, group, n, roundRect, smoothPath } from "./svg";

const W = 1920;
const H = 1080;
const widths = [640, 960, 1280, 1920];
const mint = hue.teal;
const periwinkle = hue.indigo;

const field = (ctx: Ctx, top = "#0b1228") =>
  litBackdrop(ctx, top, [
    { x: ctx.w * 0.76, y: ctx.h * 0.45, rx: ctx.h * 0.6, color: mint, opacity: 0.12 },
    { x: ctx.w * 0.9, y: ctx.h * 0.85, rx: ctx.h * 0.5, color: periwinkle, opacity: 0.18 },
  ]) + grid(ctx, 64 * ctx.s, periwinkle, 0.04);
const finish = (ctx: Ctx) => textShade(ctx, 0.6, 0.92) + vignette(ctx, 0.45);

// Slide 1: a model's training run on screen, and the phone app it ships in, naming what it sees.
function machineLearning(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const train = floating(
    ctx,
    { x: w * 0.53, y: h * 0.14, w: w * 0.26, h: h * 0.52 },
    periwinkle,
    (b) => {
      let out = "";
      [mint, periwinkle, hue.amber].forEach((c, i) => {
        const x = b.x + 24 * s + i * ((b.w - 48 * s) / 3);
        out += roundRect(x, b.y + 22 * s, (b.w - 48 * s) / 3 - 14 * s, 62 * s, 8 * s, ink.raised);
        out += textBar(x + 14 * s, b.y + 36 * s, 60 * s, 8 * s, ink.muted, 0.5);
        out += textBar(x + 14 * s, b.y + 54 * s, 90 * s, 16 * s, c, 0.9);
      });
      const plot: Box = { x: b.x + 30 * s, y: b.y + 120 * s, w: b.w - 60 * s, h: b.h - 180 * s };
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
      const fall = (k: number, noise: number) =>
        Array.from(
          { length: 30 },
          (_, i) => 0.08 + 0.84 * Math.exp(-i / k) + noise * Math.sin(i * 2.3),
        );
      out += lineChart(ctx, plot, fall(6, 0.015), mint, 3);
      out += el("path", {
        d: smoothPath(
          fall(8, 0.01).map((v, i) => ({
            x: plot.x + (plot.w * i) / 29,
            y: plot.y + plot.h * (1 - v - 0.06),
          })),
        ),
        fill: "none",
        stroke: periwinkle,
        "stroke-width": lw(2.5),
        "stroke-dasharray": `${n(lw(6))} ${n(lw(6))}`,
      });
      out += roundRect(plot.x, b.y + b.h - 34 * s, plot.w, 8 * s, 4 * s, ink.muted, 0.2);
      out += roundRect(plot.x, b.y + b.h - 34 * s, plot.w * 0.78, 8 * s, 4 * s, mint, 0.9);
      return out;
    },
  );
  // The phone's camera sees a leaf; the model boxes the spot and names it with its confidence.
  const pw = w * 0.115;
  const ph = phoneFrame(ctx, w * 0.73, h * 0.3, pw, mint);
  const sc = ph.screen;
  const u = sc.w / 100;
  const photo = defs.linear(
    [
      [0, "#1f4a3f"],
      [1, "#0d1f24"],
    ],
    sc.x,
    sc.y,
    sc.x,
    sc.y + 130 * u,
  );
  const leaf = `M${n(sc.x + 50 * u)} ${n(sc.y + 22 * u)}C${n(sc.x + 88 * u)} ${n(sc.y + 40 * u)} ${n(sc.x + 84 * u)} ${n(sc.y + 100 * u)} ${n(sc.x + 50 * u)} ${n(sc.y + 118 * u)}C${n(sc.x + 16 * u)} ${n(sc.y + 100 * u)} ${n(sc.x + 12 * u)} ${n(sc.y + 40 * u)} ${n(sc.x + 50 * u)} ${n(sc.y + 22 * u)}Z`;
  let app = roundRect(sc.x, sc.y, sc.w, 134 * u, 0, photo);
  app += el("path", { d: leaf, fill: "#4fae7c" });
  app += el("path", {
    d: `M${n(sc.x + 50 * u)} ${n(sc.y + 26 * u)}V${n(sc.y + 116 * u)}`,
    stroke: "#2f7a55",
    "stroke-width": 1.6 * u,
  });
  app += el("circle", { cx: sc.x + 62 * u, cy: sc.y + 78 * u, r: 7 * u, fill: "#8a6a2c" });
  app += el("circle", { cx: sc.x + 56 * u, cy: sc.y + 88 * u, r: 4 * u, fill: "#8a6a2c" });
  app += el("rect", {
    x: sc.x + 44 * u,
    y: sc.y + 64 * u,
    width: 30 * u,
    height: 32 * u,
    rx: 2 * u,
    fill: "none",
    stroke: mint,
    "stroke-width": 1.6 * u,
  });
  app += roundRect(sc.x + 44 * u, sc.y + 56 * u, 26 * u, 7 * u, 2 * u, mint);
  const y0 = sc.y + 142 * u;
  app += textBar(sc.x + 8 * u, y0, 50 * u, 5 * u, ink.text, 0.9);
  [0.92, 0.06, 0.02].forEach((v, i) => {
    const y = y0 + (12 + i * 14) * u;
    app += textBar(sc.x + 8 * u, y, 30 * u, 3 * u, ink.muted, 0.55);
    app += roundRect(sc.x + 8 * u, y + 6 * u, 84 * u, 3 * u, 1.5 * u, ink.muted, 0.2);
    app += roundRect(
      sc.x + 8 * u,
      y + 6 * u,
      84 * u * Math.max(v, 0.04),
      3 * u,
      1.5 * u,
      i === 0 ? mint : periwinkle,
    );
  });
  return field(ctx) + train.out + ph.frame + group(app, { "clip-path": ph.clip }) + finish(ctx);
}

// Slide 2: a 3D app's viewport with a house rendered at golden hour, its tools and a sun control.
function visualisation(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const vw = w * 0.32;
  const view = floating(ctx, { x: w * 0.53, y: h * 0.14, w: vw, h: vw * 0.95 }, periwinkle, (b) => {
    const tools = 56 * s;
    const scene: Box = { x: b.x + tools, y: b.y, w: b.w - tools, h: b.h - 64 * s };
    let out = roundRect(b.x, b.y, tools, b.h, 0, ink.deep, 0.7);
    for (let i = 0; i < 6; i++)
      out += roundRect(
        b.x + 14 * s,
        b.y + (18 + i * 44) * s,
        28 * s,
        28 * s,
        6 * s,
        i === 2 ? mint : ink.muted,
        i === 2 ? 0.85 : 0.3,
      );
    out += inset(ctx, scene, exteriorDesign);
    // Axis gizmo in the corner.
    const g = { x: scene.x + scene.w - 60 * s, y: scene.y + 60 * s };
    [
      [hue.rose, 36, 10],
      [mint, -6, -36],
      [periwinkle, -30, 18],
    ].forEach(([c, dx, dy]) => {
      out += el("line", {
        x1: g.x,
        y1: g.y,
        x2: g.x + Number(dx) * s,
        y2: g.y + Number(dy) * s,
        stroke: String(c),
        "stroke-width": lw(3),
      });
      out += el("circle", {
        cx: g.x + Number(dx) * s,
        cy: g.y + Number(dy) * s,
        r: 6 * s,
        fill: String(c),
      });
    });
    // The sun's time of day, set to evening.
    const bar = { x: b.x + tools + 30 * s, y: b.y + b.h - 32 * s, w: b.w - tools - 60 * s };
    out += roundRect(b.x + tools, scene.y + scene.h, scene.w, 64 * s, 0, ink.deep, 0.8);
    out += roundRect(bar.x, bar.y - 3 * s, bar.w, 6 * s, 3 * s, ink.muted, 0.25);
    out += roundRect(bar.x, bar.y - 3 * s, bar.w * 0.8, 6 * s, 3 * s, hue.amber, 0.85);
    out += el("circle", { cx: bar.x + bar.w * 0.8, cy: bar.y, r: 11 * s, fill: hue.amber });
    return out;
  });
  return field(ctx) + view.out + finish(ctx);
}

// Slide 3: a poster on the artboard, its mark drawn with the pen tool, and the palette beside it.
function creativeDesign(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const art: Box = { x: w * 0.58, y: h * 0.12, w: w * 0.2, h: h * 0.66 };
  const poster = defs.linear(
    [
      [0, "#141a33"],
      [1, "#0a0f1f"],
    ],
    0,
    art.y,
    0,
    art.y + art.h,
  );
  const disc = defs.linear(
    [
      [0, mint, 0.9],
      [1, periwinkle, 0.8],
    ],
    art.x,
    art.y,
    art.x + art.w,
    art.y + art.h * 0.6,
  );
  const c = { x: art.x + art.w / 2, y: art.y + art.h * 0.36 };
  const R = art.w * 0.34;
  // The pen path around the disc, with its anchors and their handles.
  const anchors = [
    { x: c.x, y: c.y - R * 1.15, hx: R * 0.6, hy: 0 },
    { x: c.x + R * 1.15, y: c.y, hx: 0, hy: R * 0.6 },
    { x: c.x, y: c.y + R * 1.15, hx: -R * 0.6, hy: 0 },
  ];
  let pen = el("path", {
    d: `M${n(c.x - R * 1.15)} ${n(c.y)}C${n(c.x - R * 1.15)} ${n(c.y - R * 0.6)} ${n(c.x - R * 0.6)} ${n(c.y - R * 1.15)} ${n(c.x)} ${n(c.y - R * 1.15)}C${n(c.x + R * 0.6)} ${n(c.y - R * 1.15)} ${n(c.x + R * 1.15)} ${n(c.y - R * 0.6)} ${n(c.x + R * 1.15)} ${n(c.y)}C${n(c.x + R * 1.15)} ${n(c.y + R * 0.6)} ${n(c.x + R * 0.6)} ${n(c.y + R * 1.15)} ${n(c.x)} ${n(c.y + R * 1.15)}`,
    fill: "none",
    stroke: hue.sky,
    "stroke-width": lw(2),
  });
  for (const a of anchors) {
    pen += el("line", {
      x1: a.x - a.hx,
      y1: a.y - a.hy,
      x2: a.x + a.hx,
      y2: a.y + a.hy,
      stroke: hue.sky,
      "stroke-width": lw(1.2),
    });
    for (const k of [-1, 1])
      pen += el("circle", { cx: a.x + a.hx * k, cy: a.y + a.hy * k, r: 5 * s, fill: hue.sky });
    pen += el("rect", {
      x: a.x - 7 * s,
      y: a.y - 7 * s,
      width: 14 * s,
      height: 14 * s,
      fill: "#ffffff",
      stroke: hue.sky,
      "stroke-width": lw(2),
    });
  }
  const pencil = el("path", {
    d: `M${n(c.x + 14 * s)} ${n(c.y + R * 1.15 + 10 * s)}l${n(18 * s)} ${n(44 * s)}l${n(-12 * s)} ${n(6 * s)}Z`,
    fill: ink.text,
    stroke: ink.base,
    "stroke-width": lw(2),
  });
  const swatches = [mint, periwinkle, hue.violet, hue.amber, ink.text];
  let palette = shadow(
    ctx,
    w * 0.79 + 6 * s,
    h * 0.2 + 16 * s,
    w * 0.055,
    h * 0.5,
    14 * s,
    18 * s,
    0.7,
  );
  palette += roundRect(w * 0.79, h * 0.2, w * 0.055, h * 0.5, 14 * s, ink.raised);
  swatches.forEach((col, i) => {
    palette += el("circle", {
      cx: w * 0.8175,
      cy: h * (0.26 + i * 0.08),
      r: 26 * s,
      fill: col,
      stroke: i === 0 ? "#ffffff" : "none",
      "stroke-width": lw(3),
    });
  });
  let typeCard = shadow(
    ctx,
    w * 0.52 + 6 * s,
    h * 0.16 + 16 * s,
    w * 0.1,
    h * 0.2,
    14 * s,
    18 * s,
    0.7,
  );
  typeCard += roundRect(w * 0.52, h * 0.16, w * 0.1, h * 0.2, 14 * s, ink.raised);
  typeCard += specimen(w * 0.535, h * 0.29, h * 0.085, ink.text);
  typeCard += textBar(w * 0.535, h * 0.32, w * 0.05, 8 * s, mint, 0.8);
  return (
    field(ctx, "#0d1030") +
    shadow(ctx, art.x + 10 * s, art.y + 30 * s, art.w, art.h, 8 * s, 30 * s, 0.8) +
    roundRect(art.x, art.y, art.w, art.h, 6 * s, poster) +
    el("circle", { cx: c.x, cy: c.y, r: R, fill: disc }) +
    brandMark(ctx, c.x, c.y + R * 0.1, R * 0.9, "#ffffff", ink.deep) +
    textBar(art.x + art.w * 0.12, art.y + art.h * 0.72, art.w * 0.76, 22 * s, ink.text, 0.9) +
    textBar(
      art.x + art.w * 0.12,
      art.y + art.h * 0.72 + 36 * s,
      art.w * 0.5,
      22 * s,
      ink.text,
      0.9,
    ) +
    textBar(art.x + art.w * 0.12, art.y + art.h * 0.88, art.w * 0.3, 10 * s, mint, 0.9) +
    pen +
    pencil +
    palette +
    typeCard +
    finish(ctx)
  );
}

// Our own sample for the code card: a component fetching the day's orders.
const listing = `export async function loadOrders(day: string) {
  const res = await fetch(\`/api/orders?day=\${day}\`);
  if (!res.ok) throw new Error("orders");
  return (await res.json()) as Order[];
}`;

// Slide 4: the same site in a browser and on a phone, with the code behind it.
function webApp(ctx: Ctx): string {
  const { w, h, s } = ctx;
  const browser = floating(
    ctx,
    { x: w * 0.53, y: h * 0.14, w: w * 0.26, h: h * 0.42 },
    periwinkle,
    (b) => landingPage(ctx, b, false),
  );
  const code = floating(ctx, { x: w * 0.56, y: h * 0.52, w: w * 0.22, h: h * 0.22 }, mint, (b) => {
    let out = roundRect(b.x, b.y, b.w, b.h, 0, ink.deep, 0.6);
    const cw = 8 * s;
    listing.split("\n").forEach((line, i) => {
      const y = b.y + 26 * s + i * 30 * s;
      out += textBar(b.x + 16 * s, y, 12 * s, 12 * s, ink.muted, 0.3);
      for (const t of codeTokens(line))
        out += textBar(b.x + 44 * s + t.col * cw, y, t.len * cw - cw * 0.3, 13 * s, t.color, t.o);
    });
    out += tick(b.x + b.w - 34 * s, b.y + b.h - 32 * s, 16 * s);
    return out;
  });
  const pw = w * 0.085;
  const ph = phoneFrame(ctx, w * 0.76, h * 0.26, pw, mint);
  return (
    field(ctx) +
    browser.out +
    code.out +
    ph.frame +
    group(landingPage(ctx, { ...ph.screen, y: ph.screen.y + 18 * s }, true), {
      "clip-path": ph.clip,
    }) +
    finish(ctx)
  );
}

// Slide 5: a release going out through its pipeline, watched on a monitoring dashboard.
function cloudDevops(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const dash = floating(ctx, { x: w * 0.53, y: h * 0.16, w: w * 0.32, h: h * 0.6 }, mint, (b) => {
    let out = "";
    // Pipeline: four stages, the last one running.
    const stages = 4;
    const y = b.y + 70 * s;
    const x0 = b.x + 70 * s;
    const step = (b.w - 140 * s) / (stages - 1);
    out += el("line", {
      x1: x0,
      x2: x0 + step * 2,
      y1: y,
      y2: y,
      stroke: mint,
      "stroke-width": lw(3),
    });
    out += el("line", {
      x1: x0 + step * 2,
      x2: x0 + step * 3,
      y1: y,
      y2: y,
      stroke: ink.muted,
      "stroke-opacity": 0.4,
      "stroke-width": lw(3),
      "stroke-dasharray": `${n(lw(6))} ${n(lw(6))}`,
    });
    for (let i = 0; i < stages; i++) {
      const cx = x0 + step * i;
      if (i < 3) out += tick(cx, y, 24 * s);
      else {
        out += el("circle", {
          cx,
          cy: y,
          r: 24 * s,
          fill: ink.raised,
          stroke: hue.amber,
          "stroke-width": lw(3),
        });
        out += el("path", {
          d: `M${n(cx)} ${n(y - 24 * s)}A${n(24 * s)} ${n(24 * s)} 0 0 1 ${n(cx + 24 * s)} ${n(y)}`,
          fill: "none",
          stroke: "#ffffff",
          "stroke-width": lw(4),
          "stroke-linecap": "round",
        });
      }
      out += textBar(cx - 34 * s, y + 40 * s, 68 * s, 9 * s, ink.muted, 0.55);
    }
    // Response times over the day, with the moment of the deploy marked.
    const plot: Box = { x: b.x + 40 * s, y: b.y + 170 * s, w: b.w - 80 * s, h: b.h * 0.38 };
    out += roundRect(
      plot.x - 16 * s,
      plot.y - 20 * s,
      plot.w + 32 * s,
      plot.h + 40 * s,
      10 * s,
      ink.raised,
      0.7,
    );
    const values = Array.from(
      { length: 40 },
      (_, i) =>
        0.3 + 0.08 * Math.sin(i * 1.7) + 0.05 * Math.sin(i * 0.6) + (i > 26 && i < 30 ? 0.12 : 0),
    );
    out += lineChart(ctx, plot, values, mint, 2.5);
    const dx = plot.x + plot.w * (27 / 39);
    out += el("line", {
      x1: dx,
      x2: dx,
      y1: plot.y - 10 * s,
      y2: plot.y + plot.h,
      stroke: periwinkle,
      "stroke-width": lw(2),
      "stroke-dasharray": `${n(lw(5))} ${n(lw(5))}`,
    });
    out += roundRect(dx - 24 * s, plot.y - 16 * s, 48 * s, 14 * s, 4 * s, periwinkle);
    // Servers, all healthy.
    const tiles = 6;
    const tw = (b.w - 80 * s - (tiles - 1) * 14 * s) / tiles;
    for (let i = 0; i < tiles; i++) {
      const x = b.x + 40 * s + i * (tw + 14 * s);
      const ty = b.y + b.h - 100 * s;
      out += roundRect(x, ty, tw, 70 * s, 10 * s, ink.raised, 0.9);
      out += el("circle", { cx: x + 18 * s, cy: ty + 20 * s, r: 6 * s, fill: mint });
      out += textBar(x + 14 * s, ty + 40 * s, tw * 0.6, 8 * s, ink.muted, 0.5);
      out += roundRect(x + 14 * s, ty + 54 * s, tw - 28 * s, 5 * s, 2.5 * s, periwinkle, 0.6);
    }
    return out;
  });
  return (
    field(ctx) +
    glows(ctx, [{ x: w * 0.72, y: h * 0.2, rx: h * 0.3, color: mint, opacity: 0.08 }]) +
    dash.out +
    finish(ctx)
  );
}

// In the order of the slides (kernel/content/slides.ts).
export const slideScenes = sceneGroup("slides", "slide", [W, H], widths, [
  [
    "Training dashboard with falling loss curves beside a phone app that boxes a spot on a leaf and names it",
    machineLearning,
  ],
  [
    "3D app viewport rendering a modern house at golden hour, with a tool bar, axis gizmo and sun slider",
    visualisation,
  ],
  [
    "Poster on an artboard with its round mark traced by a pen tool, beside a palette of swatches and a type specimen",
    creativeDesign,
  ],
  [
    "Website in a browser and on a phone, with a card of the code that loads its data and a passing check",
    webApp,
  ],
  [
    "Monitoring dashboard with a release pipeline of passed stages, a response-time chart marking the deploy and healthy servers",
    cloudDevops,
  ],
]);
