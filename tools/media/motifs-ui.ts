// Interface abstractions: floating panels, code bars, charts, phones and circuit traces.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import {
  el,
  group,
  n,
  polyline,
  roundRect,
  smoothPath,
  square,
  type Point,
  type Stop,
} from "./svg";

export const syntax = [hue.teal, hue.violet, hue.sky, hue.amber, hue.magenta, ink.muted] as const;

// Rows of rounded token bars with indentation: code without any legible text.
export function codeLines(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  rows: number,
  lineHeight: number,
  opacity = 0.8,
  colors: readonly string[] = syntax,
): string {
  const { rng } = ctx;
  let indent = 0;
  let out = "";
  const bar = lineHeight * 0.42;
  for (let r = 0; r < rows; r++) {
    if (rng.chance(0.12)) {
      indent = Math.max(0, indent - 1);
      continue;
    }
    let cx = x + indent * lineHeight * 1.6;
    const tokens = rng.int(1, 5);
    for (let t = 0; t < tokens && cx < x + width; t++) {
      const len = Math.min(rng.range(lineHeight * 0.8, lineHeight * 4.5), x + width - cx);
      if (len < lineHeight * 0.4) break;
      out += roundRect(
        cx,
        y + r * lineHeight,
        len,
        bar,
        bar / 2,
        rng.pick(colors),
        opacity * rng.range(0.45, 1),
      );
      cx += len + lineHeight * 0.45;
    }
    if (rng.chance(0.3)) indent = Math.min(4, indent + 1);
    else if (rng.chance(0.25)) indent = Math.max(0, indent - 1);
  }
  return out;
}

// A round-cornered card filled with a gradient across its diagonal: a picture in a drawn interface.
function gradientRect(
  ctx: Ctx,
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  stops: Stop[],
): string {
  return roundRect(x, y, width, height, rx, ctx.defs.linear(stops, x, y, x + width, y + height));
}

export type PanelKind = "code" | "chart" | "cards" | "media" | "form" | "bars";

export type Box = { x: number; y: number; w: number; h: number };

// A window's chrome: surface, hairline border and title bar dots; answers it, the area below the
// title bar and a clip to the window's rounded outline, for scenes that draw their own content.
export function windowFrame(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  accent: string,
): { frame: string; body: Box; clip: string } {
  const { lw, defs } = ctx;
  const r = Math.min(w, h) * 0.05;
  const clip = defs.id("c");
  defs.add(
    `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"/></clipPath>`,
  );
  const head = Math.min(h * 0.12, 34 * ctx.s + 10);
  const surface = defs.linear(
    [
      [0, mix(ink.raised, accent, 0.08), 0.92],
      [1, ink.surface, 0.86],
    ],
    x,
    y,
    x,
    y + h,
  );
  let out = el("rect", {
    x,
    y,
    width: w,
    height: h,
    rx: r,
    fill: surface,
    stroke: accent,
    "stroke-opacity": 0.35,
    "stroke-width": lw(1.2),
  });
  out += el("line", {
    x1: x,
    y1: y + head,
    x2: x + w,
    y2: y + head,
    stroke: accent,
    "stroke-opacity": 0.18,
    "stroke-width": lw(1),
  });
  [hue.rose, hue.amber, hue.teal].forEach((c, i) => {
    out += el("circle", {
      cx: x + head * 0.55 + i * head * 0.45,
      cy: y + head / 2,
      r: head * 0.13,
      fill: c,
      "fill-opacity": 0.8,
    });
  });
  return { frame: out, body: { x, y: y + head, w, h: h - head }, clip: `url(#${clip})` };
}

// One window: its chrome and abstract content.
export function panel(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: PanelKind,
  accent: string,
): string {
  const { lw, defs, rng } = ctx;
  const { frame, body } = windowFrame(ctx, x, y, w, h, accent);
  let out = frame;
  const head = body.y - y;
  const pad = w * 0.07;
  const ix = x + pad;
  const iy = y + head + pad * 0.8;
  const iw = w - pad * 2;
  const ih = h - head - pad * 1.8;
  if (kind === "code") {
    const lh = Math.max(ih / 11, 8);
    out += codeLines(ctx, ix, iy, iw, Math.floor(ih / lh), lh, 0.85);
  } else if (kind === "chart") {
    const pts: Point[] = Array.from({ length: 9 }, (_, i) => ({
      x: ix + (iw * i) / 8,
      y: iy + ih * (0.75 - 0.5 * (i / 8) + 0.18 * Math.sin(i * 1.7 + rng.next())),
    }));
    const area = defs.linear(
      [
        [0, accent, 0.45],
        [1, accent, 0],
      ],
      0,
      iy,
      0,
      iy + ih,
    );
    const line = smoothPath(pts);
    out += el("path", {
      d: `${line}L${n(ix + iw)} ${n(iy + ih)}L${n(ix)} ${n(iy + ih)}Z`,
      fill: area,
    });
    out += el("path", {
      d: line,
      fill: "none",
      stroke: accent,
      "stroke-width": lw(2.4),
      "stroke-linecap": "round",
    });
    for (let i = 0; i < 4; i++)
      out += el("line", {
        x1: ix,
        x2: ix + iw,
        y1: iy + (ih * i) / 3,
        y2: iy + (ih * i) / 3,
        stroke: ink.muted,
        "stroke-opacity": 0.12,
        "stroke-width": lw(1),
      });
    const last = pts[pts.length - 1]!;
    out += el("circle", { cx: last.x, cy: last.y, r: lw(5), fill: "#ffffff" });
  } else if (kind === "bars") {
    const count = 7;
    for (let i = 0; i < count; i++) {
      const bh = ih * rng.range(0.25, 1);
      const bw = (iw / count) * 0.56;
      out += roundRect(
        ix + (iw / count) * i,
        iy + ih - bh,
        bw,
        bh,
        bw * 0.2,
        i === count - 2 ? accent : mix(accent, ink.muted, 0.6),
        i === count - 2 ? 0.95 : 0.45,
      );
    }
  } else if (kind === "cards") {
    const cols = 3;
    const gap = iw * 0.04;
    const cw = (iw - gap * (cols - 1)) / cols;
    for (let i = 0; i < cols; i++) {
      const cx = ix + i * (cw + gap);
      out += gradientRect(ctx, cx, iy, cw, ih * 0.55, cw * 0.06, [
        [0, mix(accent, hue.violet, i / 2), 0.6],
        [1, ink.night, 0.4],
      ]);
      out += roundRect(cx, iy + ih * 0.64, cw * 0.8, ih * 0.07, ih * 0.035, ink.text, 0.5);
      out += roundRect(cx, iy + ih * 0.78, cw * 0.55, ih * 0.06, ih * 0.03, ink.muted, 0.35);
    }
  } else if (kind === "media") {
    const fill = defs.linear(
      [
        [0, accent, 0.7],
        [0.5, hue.violet, 0.45],
        [1, ink.night, 0.2],
      ],
      ix,
      iy,
      ix + iw,
      iy + ih,
    );
    out += roundRect(ix, iy, iw, ih * 0.62, iw * 0.03, fill);
    out += el("circle", {
      cx: ix + iw * 0.5,
      cy: iy + ih * 0.31,
      r: ih * 0.1,
      fill: "#ffffff",
      "fill-opacity": 0.85,
    });
    out += roundRect(ix, iy + ih * 0.72, iw * 0.7, ih * 0.08, ih * 0.04, ink.text, 0.55);
    out += roundRect(ix, iy + ih * 0.86, iw * 0.45, ih * 0.07, ih * 0.035, ink.muted, 0.35);
  } else {
    for (let i = 0; i < 3; i++) {
      const fy = iy + i * ih * 0.27;
      out += roundRect(ix, fy, iw * 0.3, ih * 0.05, ih * 0.025, ink.muted, 0.45);
      out += el("rect", {
        x: ix,
        y: fy + ih * 0.08,
        width: iw,
        height: ih * 0.12,
        rx: ih * 0.04,
        fill: "none",
        stroke: ink.muted,
        "stroke-opacity": 0.3,
        "stroke-width": lw(1),
      });
    }
    out += roundRect(ix, iy + ih * 0.84, iw * 0.4, ih * 0.15, ih * 0.075, accent, 0.9);
  }
  return out;
}

// Isometric floor transform (x right-down, y left-down): the "stacked layers" look.
export const isoMatrix = (x: number, y: number, k = 1): string =>
  `matrix(${n(0.866 * k)} ${n(0.5 * k)} ${n(-0.866 * k)} ${n(0.5 * k)} ${n(x)} ${n(y)})`;

// Soft shadow under floating elements.
export function shadow(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  blur: number,
  opacity = 0.6,
): string {
  return el("rect", {
    x,
    y,
    width: w,
    height: h,
    rx: r,
    fill: "#000000",
    "fill-opacity": opacity,
    filter: ctx.defs.blur(blur),
  });
}

/** A phone's body and lit screen; answers them, the screen's box and a clip to its rounded corners. */
export function phoneFrame(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  accent: string,
): { frame: string; screen: Box; clip: string } {
  const { lw, defs } = ctx;
  const h = w * 2.05;
  const r = w * 0.14;
  const pad = w * 0.06;
  const screen = defs.linear(
    [
      [0, mix(ink.night, accent, 0.18)],
      [1, ink.deep],
    ],
    x,
    y,
    x,
    y + h,
  );
  let out = shadow(ctx, x + w * 0.04, y + w * 0.1, w, h, r, w * 0.08, 0.7);
  out += el("rect", {
    x,
    y,
    width: w,
    height: h,
    rx: r,
    fill: ink.surface,
    stroke: accent,
    "stroke-opacity": 0.45,
    "stroke-width": lw(1.6),
  });
  out += roundRect(x + pad, y + pad, w - pad * 2, h - pad * 2, r * 0.75, screen);
  out += roundRect(x + w * 0.38, y + pad * 1.6, w * 0.24, w * 0.045, w * 0.022, "#000000", 0.8);
  const box = { x: x + pad, y: y + pad, w: w - pad * 2, h: h - pad * 2 };
  const clip = defs.id("c");
  defs.add(
    `<clipPath id="${clip}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" rx="${n(r * 0.75)}"/></clipPath>`,
  );
  return { frame: out, screen: box, clip: `url(#${clip})` };
}

export function phone(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  accent: string,
  kind: "feed" | "stats" | "player",
): string {
  const { lw, rng } = ctx;
  const pad = w * 0.06;
  let out = phoneFrame(ctx, x, y, w, accent).frame;
  const ix = x + pad * 2.2;
  const iw = w - pad * 4.4;
  let cy = y + pad * 3.4;
  if (kind === "feed") {
    for (let i = 0; i < 3; i++) {
      out += gradientRect(ctx, ix, cy, iw, iw * 0.5, iw * 0.06, [
        [0, mix(accent, hue.violet, i * 0.4), 0.75],
        [1, ink.night, 0.3],
      ]);
      out += roundRect(ix, cy + iw * 0.56, iw * 0.7, iw * 0.05, iw * 0.025, ink.text, 0.5);
      cy += iw * 0.74;
    }
  } else if (kind === "stats") {
    const c = { x: x + w / 2, y: cy + iw * 0.45 };
    const rr = iw * 0.36;
    out += el("circle", {
      cx: c.x,
      cy: c.y,
      r: rr,
      fill: "none",
      stroke: ink.muted,
      "stroke-opacity": 0.2,
      "stroke-width": lw(iw * 0.05),
    });
    const end = Math.PI * 2 * 0.72 - Math.PI / 2;
    out += el("path", {
      d: `M${n(c.x)} ${n(c.y - rr)}A${n(rr)} ${n(rr)} 0 1 1 ${n(c.x + Math.cos(end) * rr)} ${n(c.y + Math.sin(end) * rr)}`,
      fill: "none",
      stroke: accent,
      "stroke-width": lw(iw * 0.05),
      "stroke-linecap": "round",
    });
    cy += iw;
    for (let i = 0; i < 6; i++) {
      const bh = iw * rng.range(0.15, 0.5);
      out += roundRect(
        ix + (iw / 6) * i,
        cy + iw * 0.5 - bh,
        iw / 10,
        bh,
        iw / 40,
        accent,
        0.4 + i * 0.1,
      );
    }
    cy += iw * 0.62;
    for (let i = 0; i < 2; i++)
      out += roundRect(
        ix,
        cy + i * iw * 0.14,
        iw * (0.9 - i * 0.3),
        iw * 0.06,
        iw * 0.03,
        ink.muted,
        0.4,
      );
  } else {
    out += gradientRect(ctx, ix, cy, iw, iw, iw * 0.08, [
      [0, hue.magenta, 0.8],
      [1, hue.violet, 0.5],
    ]);
    cy += iw * 1.12;
    out += roundRect(ix, cy, iw * 0.7, iw * 0.06, iw * 0.03, ink.text, 0.6);
    cy += iw * 0.16;
    out += roundRect(ix, cy, iw, iw * 0.02, iw * 0.01, ink.muted, 0.3);
    out += roundRect(ix, cy, iw * 0.45, iw * 0.02, iw * 0.01, accent);
    out += el("circle", { cx: x + w / 2, cy: cy + iw * 0.25, r: iw * 0.1, fill: accent });
  }
  return out;
}

// Printed-circuit traces leaving a chip: straight runs with 45° bends and round pads.
export function circuit(
  ctx: Ctx,
  center: Point,
  half: number,
  perSide: number,
  reach: number,
  color: string,
  accent: string,
): string {
  const { rng, lw, defs } = ctx;
  let traces = "";
  let pads = "";
  let lit = "";
  for (let side = 0; side < 4; side++) {
    const a = (side * Math.PI) / 2;
    const dir = { x: Math.cos(a), y: Math.sin(a) };
    const tan = { x: -dir.y, y: dir.x };
    for (let i = 0; i < perSide; i++) {
      const off = ((i + 0.5) / perSide - 0.5) * half * 1.7;
      const start = {
        x: center.x + dir.x * half + tan.x * off,
        y: center.y + dir.y * half + tan.y * off,
      };
      // Traces fan away from the middle of each side, so they rarely cross.
      const sign = Math.sign(off) || 1;
      const run1 = rng.range(0.08, 0.3) * reach;
      const bend = (Math.abs(off) / half) * rng.range(0.3, 0.9) * reach * 0.6;
      const run2 = rng.range(0.15, 0.65) * reach;
      const p1 = { x: start.x + dir.x * run1, y: start.y + dir.y * run1 };
      const p2 = {
        x: p1.x + (dir.x + tan.x * sign) * bend,
        y: p1.y + (dir.y + tan.y * sign) * bend,
      };
      const p3 = { x: p2.x + dir.x * run2, y: p2.y + dir.y * run2 };
      const d = polyline([start, p1, p2, p3]);
      traces += el("path", { d });
      pads += el("circle", { cx: p3.x, cy: p3.y, r: lw(3.4) });
      if (rng.chance(0.22)) lit += el("path", { d });
    }
  }
  const die = defs.linear(
    [
      [0, mix(ink.raised, accent, 0.25)],
      [1, ink.deep],
    ],
    center.x - half,
    center.y - half,
    center.x + half,
    center.y + half,
  );
  const core = defs.radial([
    [0, accent, 0.9],
    [0.4, accent, 0.25],
    [1, accent, 0],
  ]);
  return (
    group(traces, {
      fill: "none",
      stroke: color,
      "stroke-opacity": 0.45,
      "stroke-width": lw(1.6),
      "stroke-linejoin": "round",
    }) +
    group(lit, {
      fill: "none",
      stroke: accent,
      "stroke-width": lw(2),
      "stroke-linejoin": "round",
      filter: defs.glow(4 * ctx.s),
    }) +
    group(pads, { fill: ink.base, stroke: color, "stroke-width": lw(1.4) }) +
    el("circle", { cx: center.x, cy: center.y, r: half * 2.6, fill: core, opacity: 0.55 }) +
    square(center.x, center.y, half, {
      rx: half * 0.12,
      fill: die,
      stroke: accent,
      "stroke-opacity": 0.7,
      "stroke-width": lw(2),
    }) +
    square(center.x, center.y, half * 0.62, {
      rx: half * 0.08,
      fill: "none",
      stroke: accent,
      "stroke-opacity": 0.4,
      "stroke-width": lw(1.2),
    })
  );
}

// Faint square grid, optionally as a floor in perspective via a transform.
export function grid(
  ctx: Ctx,
  step: number,
  color: string,
  opacity: number,
  transform?: string,
): string {
  const { w, h, lw } = ctx;
  let d = "";
  for (let x = 0; x <= w; x += step) d += `M${n(x)} 0V${n(h)}`;
  for (let y = 0; y <= h; y += step) d += `M0 ${n(y)}H${n(w)}`;
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-opacity": opacity,
    "stroke-width": lw(0.8),
    transform,
  });
}

// A line of text drawn as a rounded bar: pictures carry no fonts, so words are shapes.
export const textBar = (x: number, y: number, width: number, height: number, fill: string, o = 1) =>
  roundRect(x, y, width, height, height / 2, fill, o);

// Keywords of the TypeScript samples; other languages pass their own.
export const TS_KEYWORDS = /^(import|from|export|async|function|const|await|return|if|false|true)$/;

/** A line of code as coloured token spans (column, length), the way an editor highlights it. */
export function codeTokens(
  line: string,
  keywords = TS_KEYWORDS,
): { col: number; len: number; color: string; o: number }[] {
  const out: { col: number; len: number; color: string; o: number }[] = [];
  const re = /(\/\/.*)|("[^"]*")|(\d+)|([A-Za-z_]\w*)|(\s+)|([^\sA-Za-z_\d"]+)/g;
  for (const m of line.matchAll(re)) {
    const [text] = m;
    const col = m.index;
    const next = line[col + text.length];
    if (m[5]) continue;
    if (m[1]) out.push({ col, len: text.length, color: ink.muted, o: 0.45 });
    else if (m[2]) out.push({ col, len: text.length, color: hue.amber, o: 0.9 });
    else if (m[3]) out.push({ col, len: text.length, color: hue.magenta, o: 0.9 });
    else if (keywords.test(text)) out.push({ col, len: text.length, color: hue.violet, o: 0.95 });
    else if (next === "(") out.push({ col, len: text.length, color: hue.teal, o: 0.95 });
    else if (/^[A-Z]/.test(text)) out.push({ col, len: text.length, color: hue.sky, o: 0.9 });
    else if (m[4]) out.push({ col, len: text.length, color: ink.text, o: 0.8 });
    else out.push({ col, len: text.length, color: ink.muted, o: 0.55 });
  }
  return out;
}

// A designed landing page inside any frame: nav, headline, call to action, hero art and cards.
export function landingPage(ctx: Ctx, b: Box, compact: boolean): string {
  const { defs } = ctx;
  const u = b.w / 100;
  let out = roundRect(b.x, b.y, b.w, b.h, 0, "#0a1020", 1);
  const nav = compact ? 9 * u : 5 * u;
  out += el("circle", { cx: b.x + 5 * u, cy: b.y + nav / 2, r: nav * 0.22, fill: hue.teal });
  out += textBar(b.x + 8 * u, b.y + nav / 2 - nav * 0.08, 12 * u, nav * 0.16, ink.text, 0.8);
  if (compact)
    out += roundRect(b.x + 86 * u, b.y + nav * 0.35, 8 * u, nav * 0.3, 1 * u, ink.muted, 0.6);
  else
    for (let i = 0; i < 4; i++)
      out += textBar(
        b.x + (52 + i * 9) * u,
        b.y + nav / 2 - 0.4 * u,
        6 * u,
        0.8 * u,
        ink.muted,
        0.55,
      );
  const art = defs.linear(
    [
      [0, hue.teal, 0.95],
      [0.5, hue.indigo, 0.85],
      [1, hue.violet, 0.5],
    ],
    b.x + b.w * 0.5,
    b.y,
    b.x + b.w,
    b.y + b.h * 0.6,
  );
  if (compact) {
    const y = b.y + nav + 5 * u;
    out += roundRect(b.x + 6 * u, y, 88 * u, 48 * u, 5 * u, art);
    out += el("circle", {
      cx: b.x + 50 * u,
      cy: y + 24 * u,
      r: 12 * u,
      fill: "#ffffff",
      "fill-opacity": 0.25,
    });
    out += textBar(b.x + 6 * u, y + 56 * u, 80 * u, 6 * u, ink.text, 0.9);
    out += textBar(b.x + 6 * u, y + 65 * u, 60 * u, 6 * u, ink.text, 0.9);
    out += textBar(b.x + 6 * u, y + 76 * u, 78 * u, 3 * u, ink.muted, 0.5);
    out += textBar(b.x + 6 * u, y + 82 * u, 64 * u, 3 * u, ink.muted, 0.5);
    out += roundRect(b.x + 6 * u, y + 92 * u, 44 * u, 11 * u, 5.5 * u, hue.teal, 1);
    out += roundRect(b.x + 6 * u, y + 112 * u, 88 * u, 40 * u, 4 * u, ink.raised, 1);
    return out;
  }
  const y = b.y + nav + 7 * u;
  out += textBar(b.x + 6 * u, y, 24 * u, 1.4 * u, hue.teal, 0.9);
  out += textBar(b.x + 6 * u, y + 4 * u, 38 * u, 3.6 * u, ink.text, 0.95);
  out += textBar(b.x + 6 * u, y + 9.5 * u, 30 * u, 3.6 * u, ink.text, 0.95);
  out += textBar(b.x + 6 * u, y + 16 * u, 36 * u, 1.2 * u, ink.muted, 0.55);
  out += textBar(b.x + 6 * u, y + 19 * u, 30 * u, 1.2 * u, ink.muted, 0.55);
  out += roundRect(b.x + 6 * u, y + 24 * u, 14 * u, 4.5 * u, 2.25 * u, hue.teal, 1);
  out += el("rect", {
    x: b.x + 22 * u,
    y: y + 24 * u,
    width: 12 * u,
    height: 4.5 * u,
    rx: 2.25 * u,
    fill: "none",
    stroke: ink.muted,
    "stroke-opacity": 0.6,
    "stroke-width": 0.2 * u,
  });
  out += roundRect(b.x + 50 * u, y - 2 * u, 44 * u, 32 * u, 2 * u, art);
  out += el("circle", {
    cx: b.x + 72 * u,
    cy: y + 14 * u,
    r: 8 * u,
    fill: "#ffffff",
    "fill-opacity": 0.22,
  });
  out += el("circle", {
    cx: b.x + 78 * u,
    cy: y + 10 * u,
    r: 4 * u,
    fill: "#ffffff",
    "fill-opacity": 0.35,
  });
  for (let i = 0; i < 3; i++) {
    const cx = b.x + (6 + i * 30) * u;
    const cy = y + 38 * u;
    if (cy + 16 * u > b.y + b.h) break;
    out += roundRect(cx, cy, 28 * u, 16 * u, 1.5 * u, ink.raised, 1);
    out += roundRect(
      cx + 2 * u,
      cy + 2 * u,
      4 * u,
      4 * u,
      1 * u,
      [hue.teal, hue.indigo, hue.sky][i]!,
      0.9,
    );
    out += textBar(cx + 2 * u, cy + 8.5 * u, 18 * u, 1.4 * u, ink.text, 0.7);
    out += textBar(cx + 2 * u, cy + 11.5 * u, 22 * u, 1 * u, ink.muted, 0.45);
  }
  return out;
}

/** Draws a scene into a box of a larger one, as if the box were its whole canvas: a render in a
 * viewport, a photo in a frame. Shares the document's defs and random stream. */
export function inset(ctx: Ctx, b: Box, draw: (sub: Ctx) => string): string {
  const s = Math.min(b.w, b.h) / 1000;
  const sub: Ctx = { ...ctx, w: b.w, h: b.h, s, lw: (width) => width * Math.max(s, 0.55) };
  const clip = ctx.defs.id("c");
  ctx.defs.add(`<clipPath id="${clip}"><rect width="${n(b.w)}" height="${n(b.h)}"/></clipPath>`);
  return group(group(draw(sub), { "clip-path": `url(#${clip})` }), {
    transform: `translate(${n(b.x)} ${n(b.y)})`,
  });
}

// A floating window: its shadow, chrome and content clipped to it.
export function floating(
  ctx: Ctx,
  b: Box,
  accent: string,
  content: (body: Box) => string,
): { out: string; body: Box } {
  const { s } = ctx;
  const { frame, body, clip } = windowFrame(ctx, b.x, b.y, b.w, b.h, accent);
  return {
    out:
      shadow(ctx, b.x + 10 * s, b.y + 28 * s, b.w, b.h, 18 * s, 26 * s, 0.75) +
      frame +
      group(content(body), { "clip-path": clip }),
    body,
  };
}

// A small line chart filling a box, with a soft area under it.
export function lineChart(ctx: Ctx, b: Box, values: number[], color: string, width = 3): string {
  const pts = values.map((v, i) => ({
    x: b.x + (b.w * i) / (values.length - 1),
    y: b.y + b.h * (1 - v),
  }));
  const line = smoothPath(pts);
  const area = ctx.defs.linear(
    [
      [0, color, 0.35],
      [1, color, 0],
    ],
    0,
    b.y,
    0,
    b.y + b.h,
  );
  return (
    el("path", {
      d: `${line}L${n(b.x + b.w)} ${n(b.y + b.h)}L${n(b.x)} ${n(b.y + b.h)}Z`,
      fill: area,
    }) +
    el("path", {
      d: line,
      fill: "none",
      stroke: color,
      "stroke-width": ctx.lw(width),
      "stroke-linecap": "round",
    })
  );
}

// A ticked circle: a passed check, an approval.
export const tick = (cx: number, cy: number, r: number, color: string = hue.teal) =>
  el("circle", { cx, cy, r, fill: color, "fill-opacity": 0.9 }) +
  el("path", {
    d: `M${n(cx - r * 0.45)} ${n(cy)}L${n(cx - r * 0.1)} ${n(cy + r * 0.35)}L${n(cx + r * 0.5)} ${n(cy - r * 0.35)}`,
    fill: "none",
    stroke: ink.deep,
    "stroke-width": r * 0.28,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });

export const heart = (cx: number, cy: number, r: number, fill: string) =>
  el("path", {
    d: `M${n(cx)} ${n(cy + r * 0.9)}C${n(cx - r * 1.6)} ${n(cy - r * 0.1)} ${n(cx - r * 0.9)} ${n(cy - r * 1.3)} ${n(cx)} ${n(cy - r * 0.45)}C${n(cx + r * 0.9)} ${n(cy - r * 1.3)} ${n(cx + r * 1.6)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy + r * 0.9)}Z`,
    fill,
  });

// A four-pointed spark: the usual mark of an assistant.
export const sparkle = (cx: number, cy: number, r: number, fill: string) =>
  el("path", {
    d: `M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.18)} ${n(cy - r * 0.18)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.18)} ${n(cy + r * 0.18)} ${n(cx)} ${n(cy + r)}Q${n(cx - r * 0.18)} ${n(cy + r * 0.18)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.18)} ${n(cy - r * 0.18)} ${n(cx)} ${n(cy - r)}Z`,
    fill,
  });
