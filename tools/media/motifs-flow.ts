// Flowing line work: silk ribbons, sound waves, spectra, ridgelines, contours, orbits.
import { ink, ramp } from "./color";
import type { Ctx } from "./context";
import { fbm2 } from "./random";
import { el, group, n, smoothPath, type Point, type Stop } from "./svg";

export type RibbonOptions = {
  strands: number;
  // Centre line, width and twist as functions of u in [0, 1] across the canvas.
  center: (u: number) => number;
  width: (u: number) => number;
  twist: (u: number) => number;
  colors: readonly string[];
  opacity?: number;
  lineWidth?: number;
  from?: number;
  to?: number;
  vertical?: boolean;
  // Bloom radius; makes the silk read as light rather than lines.
  glow?: number;
};

// Many thin strands offset across a twisting band: overlapping strokes read as folded silk.
export function ribbon(ctx: Ctx, o: RibbonOptions): string {
  const { w, h, defs, lw } = ctx;
  const len = o.vertical ? h : w;
  const from = o.from ?? -0.05;
  const to = o.to ?? 1.05;
  const stops: Stop[] = o.colors.map((c, i) => [i / Math.max(1, o.colors.length - 1), c]);
  const stroke = o.vertical ? defs.linear(stops, 0, 0, 0, h) : defs.linear(stops, 0, 0, w, 0);
  const samples = 48;
  let out = "";
  for (let i = 0; i < o.strands; i++) {
    const v = i / (o.strands - 1) - 0.5;
    const pts: Point[] = [];
    for (let k = 0; k <= samples; k++) {
      const u = from + ((to - from) * k) / samples;
      const t = o.twist(u);
      const across = o.center(u) + v * o.width(u) * Math.cos(t);
      const along = u * len + v * o.width(u) * Math.sin(t) * 0.35;
      pts.push(o.vertical ? { x: across, y: along } : { x: along, y: across });
    }
    // Edges of the band are a touch brighter, like light catching a fold.
    const edge = 0.55 + 0.9 * Math.abs(v) ** 2;
    out += el("path", {
      d: smoothPath(pts),
      "stroke-opacity": Math.min(1, (o.opacity ?? 0.35) * edge),
    });
  }
  return group(out, {
    fill: "none",
    stroke,
    "stroke-width": lw(o.lineWidth ?? 1),
    style: "mix-blend-mode:screen",
    filter: o.glow ? defs.glow(o.glow, 0.9) : undefined,
  });
}

export type WaveOptions = {
  cy: number;
  amplitude: number;
  lines: number;
  colors: readonly string[];
  phase?: number;
  // Horizontal envelope centre and spread, in canvas fractions.
  focus?: number;
  spread?: number;
  frequency?: number;
  lineWidth?: number;
  x0?: number;
  x1?: number;
};

// Layered sine waves under a Gaussian envelope: the look of a live voice.
export function soundWaves(ctx: Ctx, o: WaveOptions): string {
  const { w, defs, lw } = ctx;
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? w;
  const focus = o.focus ?? 0.5;
  const spread = o.spread ?? 0.22;
  const phase = o.phase ?? 0;
  const stroke = defs.linear(
    o.colors.map((c, i) => [i / Math.max(1, o.colors.length - 1), c] as Stop),
    x0,
    0,
    x1,
    0,
  );
  let out = "";
  for (let i = 0; i < o.lines; i++) {
    const f = (o.frequency ?? 9) * (0.7 + 0.6 * ((i * 0.618) % 1));
    const amp = o.amplitude * (0.25 + 0.75 * ((i * 0.381 + 0.2) % 1));
    const ph = phase * (i % 2 === 0 ? 1 : -1) + i * 1.7;
    const pts: Point[] = [];
    for (let k = 0; k <= 120; k++) {
      const u = k / 120;
      const env = Math.exp(-(((u - focus) / spread) ** 2));
      pts.push({
        x: x0 + (x1 - x0) * u,
        y: o.cy + env * amp * Math.sin(u * f * Math.PI * 2 + ph) * Math.cos(u * 3.1 + ph),
      });
    }
    out += el("path", { d: smoothPath(pts), "stroke-opacity": 0.25 + 0.6 * ((i * 0.53) % 1) });
  }
  return group(out, {
    fill: "none",
    stroke,
    "stroke-width": lw(o.lineWidth ?? 1.6),
    style: "mix-blend-mode:screen",
  });
}

// Bars around a circle, lengths from a smooth periodic signal.
export function radialSpectrum(
  ctx: Ctx,
  center: Point,
  radius: number,
  bars: number,
  length: number,
  colors: readonly string[],
  phase = 0,
): string {
  const { lw } = ctx;
  let out = "";
  for (let i = 0; i < bars; i++) {
    const a = (Math.PI * 2 * i) / bars;
    const v =
      0.5 +
      0.5 * Math.sin(a * 3 + phase) * Math.cos(a * 5 - phase * 2) +
      0.25 * Math.sin(a * 11 + phase * 3);
    const l = length * (0.15 + 0.85 * Math.max(0, Math.min(1, v)));
    const c = Math.cos(a - Math.PI / 2);
    const s = Math.sin(a - Math.PI / 2);
    out += el("line", {
      x1: center.x + c * radius,
      y1: center.y + s * radius,
      x2: center.x + c * (radius + l),
      y2: center.y + s * (radius + l),
      stroke: ramp(colors, i / bars),
      "stroke-opacity": 0.45 + 0.5 * v,
    });
  }
  return group(out, {
    "stroke-width": lw((((Math.PI * 2 * radius) / bars) * 0.45) / Math.max(ctx.s, 0.55)),
    "stroke-linecap": "round",
  });
}

export type RidgeOptions = {
  rows: number;
  top: number;
  bottom: number;
  amplitude: number;
  seed: number;
  colors: readonly string[];
  x0?: number;
  x1?: number;
  focus?: number;
  fill?: string;
  strokeOpacity?: number;
};

// Stacked ridgelines, each filled with the base colour so nearer ridges hide farther ones.
export function ridgelines(ctx: Ctx, o: RidgeOptions): string {
  const { w, lw } = ctx;
  const x0 = o.x0 ?? 0;
  const x1 = o.x1 ?? w;
  const focus = o.focus ?? 0.6;
  let out = "";
  for (let r = 0; r < o.rows; r++) {
    const t = r / (o.rows - 1);
    const base = o.top + (o.bottom - o.top) * t;
    const pts: Point[] = [];
    for (let k = 0; k <= 90; k++) {
      const u = k / 90;
      const env = Math.exp(-(((u - focus) / 0.2) ** 2)) * 0.85 + 0.15;
      const v = Math.max(0, fbm2(u * 6, r * 0.35, { seed: o.seed, octaves: 3 }) + 0.25);
      pts.push({ x: x0 + (x1 - x0) * u, y: base - v * env * o.amplitude });
    }
    const d = smoothPath(pts);
    // Fill without stroke (hides what is behind), then stroke only the ridge itself.
    out += el("path", {
      d: `${d}L${n(x1)} ${n(o.bottom + o.amplitude)}L${n(x0)} ${n(o.bottom + o.amplitude)}Z`,
      fill: o.fill ?? ink.base,
      "fill-opacity": 0.97,
    });
    out += el("path", {
      d,
      fill: "none",
      stroke: ramp(o.colors, t),
      "stroke-opacity": (0.35 + 0.6 * (1 - Math.abs(t - 0.55))) * (o.strokeOpacity ?? 1),
      "stroke-width": lw(1.4),
    });
  }
  return out;
}

// Marching squares over layered noise: topographic contour lines.
export function contours(
  ctx: Ctx,
  levels: number,
  cell: number,
  frequency: number,
  seed: number,
  colors: readonly string[],
  warp = 0,
): string {
  const { w, h, lw } = ctx;
  const cols = Math.ceil(w / cell) + 1;
  const rows = Math.ceil(h / cell) + 1;
  const field: number[] = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = (i * cell) / h;
      const y = (j * cell) / h;
      // A central bump gives the map a summit to circle around.
      const bump = Math.exp(-(((x - w / h / 2 - 0.35) ** 2 + (y - 0.5) ** 2) / 0.12)) * 0.6;
      field.push(fbm2(x * frequency + warp, y * frequency, { seed, octaves: 4 }) + bump);
    }
  const at = (i: number, j: number) => field[j * cols + i]!;
  let out = "";
  for (let l = 0; l < levels; l++) {
    const iso = -0.55 + (1.35 * l) / levels;
    let d = "";
    for (let j = 0; j < rows - 1; j++)
      for (let i = 0; i < cols - 1; i++) {
        const a = at(i, j);
        const b = at(i + 1, j);
        const c = at(i + 1, j + 1);
        const e = at(i, j + 1);
        const x = i * cell;
        const y = j * cell;
        const cross: Point[] = [];
        const edge = (v0: number, v1: number, p0: Point, p1: Point) => {
          if (v0 < iso !== v1 < iso) {
            const t = (iso - v0) / (v1 - v0);
            cross.push({ x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t });
          }
        };
        edge(a, b, { x, y }, { x: x + cell, y });
        edge(b, c, { x: x + cell, y }, { x: x + cell, y: y + cell });
        edge(c, e, { x: x + cell, y: y + cell }, { x, y: y + cell });
        edge(e, a, { x, y: y + cell }, { x, y });
        for (let k = 0; k + 1 < cross.length; k += 2)
          d += `M${n(cross[k]!.x)} ${n(cross[k]!.y)}L${n(cross[k + 1]!.x)} ${n(cross[k + 1]!.y)}`;
      }
    const t = l / (levels - 1);
    const major = l % 4 === 0;
    out += el("path", {
      d,
      stroke: ramp(colors, t),
      "stroke-opacity": major ? 0.85 : 0.4,
      "stroke-width": lw(major ? 1.5 : 0.9),
    });
  }
  return group(out, { fill: "none", "stroke-linecap": "round" });
}

export type OrbitOptions = {
  center: Point;
  radii: number[];
  tilt: number;
  rotation: number;
  color: string;
  accent: string;
  // Angle offset of the satellites (animate for video).
  phase?: number;
  satellites?: number;
};

// Tilted concentric ellipses with satellites riding them.
export function orbits(ctx: Ctx, o: OrbitOptions): string {
  const { lw, defs, rng } = ctx;
  const halo = defs.radial([
    [0, o.accent, 0.9],
    [0.2, o.accent, 0.3],
    [1, o.accent, 0],
  ]);
  let rings = "";
  let sats = "";
  const rot = (o.rotation * 180) / Math.PI;
  o.radii.forEach((r, i) => {
    const ry = r * Math.cos(o.tilt);
    const dashed = i % 2 === 1;
    rings += el("ellipse", {
      cx: o.center.x,
      cy: o.center.y,
      rx: r,
      ry,
      "stroke-opacity": 0.55 - i * 0.06,
      "stroke-dasharray": dashed ? `${n(lw(2))} ${n(lw(7))}` : undefined,
      transform: `rotate(${n(rot)} ${n(o.center.x)} ${n(o.center.y)})`,
    });
    const count = o.satellites ?? 2;
    for (let k = 0; k < count; k++) {
      const speed = (i % 2 === 0 ? 1 : -1) * (1 + (i % 3));
      const a = rng.range(0, Math.PI * 2) + (o.phase ?? 0) * speed;
      const ex = Math.cos(a) * r;
      const ey = Math.sin(a) * ry;
      const x = o.center.x + ex * Math.cos(o.rotation) - ey * Math.sin(o.rotation);
      const y = o.center.y + ex * Math.sin(o.rotation) + ey * Math.cos(o.rotation);
      const size = lw(2.5 + rng.next() * 3);
      sats += el("circle", { cx: x, cy: y, r: size * 7, fill: halo });
      sats += el("circle", { cx: x, cy: y, r: size, fill: "#ffffff" });
    }
  });
  return group(rings, { fill: "none", stroke: o.color, "stroke-width": lw(1.1) }) + sats;
}

// Two strands wound around each other, with rungs: reads as code, data or DNA.
export function helix(
  ctx: Ctx,
  from: Point,
  to: Point,
  radius: number,
  turns: number,
  colors: [string, string],
  phase = 0,
): string {
  const { lw } = ctx;
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const strand = (offset: number) => {
    const pts: (Point & { z: number })[] = [];
    for (let k = 0; k <= 160; k++) {
      const t = k / 160;
      const a = t * turns * Math.PI * 2 + offset + phase;
      const env = Math.sin(Math.PI * t) ** 0.6;
      pts.push({
        x: from.x + dx * t + nx * Math.sin(a) * radius * env,
        y: from.y + dy * t + ny * Math.sin(a) * radius * env,
        z: Math.cos(a),
      });
    }
    return pts;
  };
  const a = strand(0);
  const b = strand(Math.PI);
  let out = "";
  for (let k = 0; k < a.length; k += 4) {
    const p = a[k]!;
    const q = b[k]!;
    out += el("line", {
      x1: p.x,
      y1: p.y,
      x2: q.x,
      y2: q.y,
      "stroke-opacity": 0.12 + 0.2 * Math.abs(p.z),
    });
  }
  const rungs = group(out, { stroke: "#ffffff", "stroke-width": lw(0.8) });
  const strandPath = (pts: (Point & { z: number })[], color: string) => {
    let d = "";
    for (let k = 0; k < pts.length - 1; k++) {
      const p = pts[k]!;
      const q = pts[k + 1]!;
      d += el("line", {
        x1: p.x,
        y1: p.y,
        x2: q.x,
        y2: q.y,
        "stroke-opacity": 0.3 + 0.7 * ((p.z + 1) / 2),
      });
    }
    return group(d, { stroke: color, "stroke-width": lw(3), "stroke-linecap": "round" });
  };
  return rungs + strandPath(a, colors[0]) + strandPath(b, colors[1]);
}
