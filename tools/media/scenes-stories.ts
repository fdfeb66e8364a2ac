// Images tied to specific studio stories: the sample projects on the home page.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { lookAt, project, type Camera, type Vec3 } from "./geometry";
import { backdrop, glows, litBackdrop, particles, screen, vignette } from "./motifs-light";
import { glassBlocks, type Block } from "./motifs-mesh";
import { soundWaves } from "./motifs-flow";
import { grid } from "./motifs-ui";
import { cluster } from "./scene";
import { el, group, n, polyline, smoothPath, type Point } from "./svg";

// Leaf with midrib, paired side veins and finer branches, drawn as glowing strokes.
function leaf(
  ctx: Ctx,
  base: Point,
  tip: Point,
  width: number,
  color: string,
  accent: string,
): string {
  const { lw, defs, s } = ctx;
  const dx = tip.x - base.x;
  const dy = tip.y - base.y;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const at = (t: number, side: number) => {
    const half = Math.sin(Math.PI * t) ** 0.8 * width * (1 - 0.25 * t);
    return { x: base.x + dx * t - uy * half * side, y: base.y + dy * t + ux * half * side };
  };
  const outline = smoothPath([
    ...Array.from({ length: 25 }, (_, i) => at(i / 24, 1)),
    ...Array.from({ length: 25 }, (_, i) => at(1 - i / 24, -1)),
  ]);
  let veins = `M${n(base.x)} ${n(base.y)}L${n(tip.x)} ${n(tip.y)}`;
  let fine = "";
  for (let i = 1; i <= 8; i++) {
    const t = i / 9.5;
    for (const side of [1, -1]) {
      const start = { x: base.x + dx * t, y: base.y + dy * t };
      const end = at(Math.min(1, t + 0.16), side * 0.92);
      const mid = {
        x: (start.x + end.x) / 2 + ux * len * 0.03,
        y: (start.y + end.y) / 2 + uy * len * 0.03,
      };
      veins += `M${n(start.x)} ${n(start.y)}Q${n(mid.x)} ${n(mid.y)} ${n(end.x)} ${n(end.y)}`;
      for (const k of [0.4, 0.7]) {
        const p = { x: start.x + (end.x - start.x) * k, y: start.y + (end.y - start.y) * k };
        const q = {
          x: p.x + (ux * 0.5 - uy * side * 0.6) * width * 0.22,
          y: p.y + (uy * 0.5 + ux * side * 0.6) * width * 0.22,
        };
        fine += `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`;
      }
    }
  }
  const fill = defs.linear(
    [
      [0, color, 0.28],
      [1, accent, 0.06],
    ],
    base.x,
    base.y,
    tip.x,
    tip.y,
  );
  return (
    el("path", { d: outline, fill, stroke: color, "stroke-opacity": 0.8, "stroke-width": lw(2) }) +
    group(
      el("path", { d: veins, "stroke-width": lw(2) }) +
        el("path", { d: fine, "stroke-width": lw(1), "stroke-opacity": 0.6 }),
      {
        fill: "none",
        stroke: accent,
        "stroke-linecap": "round",
        filter: defs.glow(4 * s),
      },
    )
  );
}

// Corner brackets of a camera viewfinder.
function viewfinder(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  const k = Math.min(w, h) * 0.12;
  const d = [
    `M${n(x)} ${n(y + k)}V${n(y)}H${n(x + k)}`,
    `M${n(x + w - k)} ${n(y)}H${n(x + w)}V${n(y + k)}`,
    `M${n(x + w)} ${n(y + h - k)}V${n(y + h)}H${n(x + w - k)}`,
    `M${n(x + k)} ${n(y + h)}H${n(x)}V${n(y + h - k)}`,
  ].join("");
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": ctx.lw(4),
    "stroke-linecap": "round",
  });
}

export function cropHealth(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const frame = { x: w * 0.2, y: h * 0.12, w: w * 0.6, h: h * 0.76 };
  const clip = defs.id("c");
  defs.add(
    `<clipPath id="${clip}"><rect x="${n(frame.x)}" y="${n(frame.y)}" width="${n(frame.w)}" height="${n(frame.h)}"/></clipPath>`,
  );
  const scanY = frame.y + frame.h * 0.62;
  const spots = [
    { x: w * 0.56, y: h * 0.36 },
    { x: w * 0.43, y: h * 0.6 },
  ];
  return (
    litBackdrop(ctx, "#0a1f1e", [
      { x: w * 0.5, y: h * 0.5, rx: h * 0.6, color: hue.lime, opacity: 0.14 },
      { x: w * 0.85, y: h * 0.15, rx: h * 0.4, color: hue.teal, opacity: 0.16 },
    ]) +
    leaf(
      ctx,
      { x: w * 0.3, y: h * 0.86 },
      { x: w * 0.72, y: h * 0.14 },
      h * 0.24,
      hue.lime,
      hue.teal,
    ) +
    group(grid(ctx, 34 * s, hue.teal, 0.14), { "clip-path": `url(#${clip})` }) +
    el("rect", {
      x: frame.x,
      y: scanY - h * 0.12,
      width: frame.w,
      height: h * 0.12,
      fill: defs.linear(
        [
          [0, hue.teal, 0],
          [1, hue.teal, 0.25],
        ],
        0,
        scanY - h * 0.12,
        0,
        scanY,
      ),
    }) +
    el("line", {
      x1: frame.x,
      x2: frame.x + frame.w,
      y1: scanY,
      y2: scanY,
      stroke: hue.teal,
      "stroke-width": lw(2.5),
    }) +
    spots
      .map(
        (p) =>
          el("circle", {
            cx: p.x,
            cy: p.y,
            r: h * 0.045,
            fill: "none",
            stroke: hue.amber,
            "stroke-width": lw(2.5),
            "stroke-dasharray": `${n(lw(5))} ${n(lw(4))}`,
          }) + el("circle", { cx: p.x, cy: p.y, r: lw(4), fill: hue.amber }),
      )
      .join("") +
    viewfinder(ctx, frame.x, frame.y, frame.w, frame.h, ink.text) +
    particles(ctx, { count: 60, colors: [hue.lime, ink.text], size: [0.5, 2] }) +
    vignette(ctx, 0.55)
  );
}

// Villa massing: two pitched-roof wings, a flat terrace wing and deep glazing.
function villaBlocks(): Block[] {
  return [
    {
      min: [-2.6, 0, -1.2],
      max: [1.2, 1.6, 1.2],
      tint: hue.amber,
      windows: 3,
      windowSeed: 1,
      roof: 1.1,
    },
    {
      min: [1.2, 0, -0.6],
      max: [3.4, 1.2, 2.6],
      tint: hue.orange,
      windows: 2,
      windowSeed: 2,
      roof: 0.9,
    },
    { min: [-4.2, 0, -0.8], max: [-2.6, 0.9, 1.6], tint: hue.rose, windows: 2, windowSeed: 3 },
    { min: [-4.6, 0.9, -1.2], max: [-2.2, 1.05, 1.9], tint: hue.amber, windowSeed: 4 },
  ];
}

// Low-poly conifers: stacked triangles at projected ground points.
export function trees(ctx: Ctx, camera: Camera, spots: Vec3[], color: string): string {
  let out = "";
  const sorted = spots
    .map((p) => ({ p, base: project(camera, p), top: project(camera, [p[0], p[1] + 2.2, p[2]]) }))
    .sort((a, b) => b.base.depth - a.base.depth);
  for (const { base, top } of sorted) {
    const hgt = base.y - top.y;
    for (let k = 0; k < 3; k++) {
      const y0 = base.y - hgt * (0.2 + k * 0.25);
      const y1 = y0 - hgt * 0.45;
      const half = hgt * (0.28 - k * 0.06);
      out += el("path", {
        d: polyline(
          [
            { x: base.x - half, y: y0 },
            { x: base.x + half, y: y0 },
            { x: base.x, y: y1 },
          ],
          true,
        ),
        fill: mix(ink.night, color, 0.22 + k * 0.08),
        stroke: color,
        "stroke-opacity": 0.6,
        "stroke-width": ctx.lw(1.1),
        "stroke-linejoin": "round",
      });
    }
  }
  return out;
}

export function villaWalkthrough(ctx: Ctx): string {
  const { w, h, lw } = ctx;
  const camera = lookAt([8, 5.5, -10], [-0.4, 0.9, 0.4], h * 1.25, w * 0.5, h * 0.55);
  const path: Vec3[] = Array.from({ length: 49 }, (_, i) => {
    const a = (i / 48) * Math.PI * 1.5 - Math.PI * 0.9;
    return [Math.cos(a) * 5.6, 0.02, Math.sin(a) * 3.8];
  });
  const pts = path.map((p) => project(camera, p));
  const stops = [0, 16, 32, 48].map((i) => pts[i]!);
  let floor = "";
  for (let i = -7; i <= 7; i++) {
    floor += el("path", { d: polyline([project(camera, [i, 0, -6]), project(camera, [i, 0, 6])]) });
    floor += el("path", {
      d: polyline([project(camera, [-7, 0, i * 0.85]), project(camera, [7, 0, i * 0.85])]),
    });
  }
  return (
    litBackdrop(
      ctx,
      "#1a1230",
      [
        { x: w * 0.78, y: h * 0.3, rx: h * 0.7, ry: h * 0.4, color: hue.orange, opacity: 0.3 },
        { x: w * 0.2, y: h * 0.2, rx: h * 0.6, color: hue.magenta, opacity: 0.18 },
        { x: w * 0.8, y: h * 0.32, rx: h * 0.15, color: hue.amber, opacity: 0.6 },
      ],
      0,
    ) +
    group(floor, {
      fill: "none",
      stroke: hue.amber,
      "stroke-opacity": 0.12,
      "stroke-width": lw(0.9),
    }) +
    trees(
      ctx,
      camera,
      [
        [-5.8, 0, 2.8],
        [-6.2, 0, -1.6],
        [4.6, 0, 3.6],
        [5.4, 0, 0.4],
        [-1.2, 0, 4.2],
      ],
      hue.teal,
    ) +
    glassBlocks(ctx, villaBlocks(), {
      camera,
      fill: "#160f24",
      edge: hue.amber,
      top: mix(hue.rose, ink.night, 0.3),
      lineWidth: 1.3,
      fillOpacity: 0.94,
      windowColor: hue.amber,
      litShare: 0.45,
    }) +
    el("path", {
      d: smoothPath(pts),
      fill: "none",
      stroke: ink.text,
      "stroke-opacity": 0.7,
      "stroke-width": lw(2),
      "stroke-dasharray": `${n(lw(2))} ${n(lw(7))}`,
      "stroke-linecap": "round",
    }) +
    stops
      .map((p, i) =>
        el("circle", {
          cx: p.x,
          cy: p.y,
          r: lw(i === 3 ? 9 : 6),
          fill: i === 3 ? hue.amber : ink.base,
          stroke: hue.amber,
          "stroke-width": lw(2.5),
        }),
      )
      .join("") +
    particles(ctx, { count: 60, colors: [hue.amber, ink.text], size: [0.5, 2] }) +
    vignette(ctx, 0.55)
  );
}

function tiffin(ctx: Ctx, cx: number, bottom: number, r: number, colors: string[]): string {
  const { lw, defs } = ctx;
  const ry = r * 0.3;
  const tier = r * 0.62;
  let out = "";
  colors.forEach((col, i) => {
    const yb = bottom - i * (tier + r * 0.06);
    const yt = yb - tier;
    const body = defs.linear(
      [
        [0, mix(col, ink.deep, 0.55)],
        [0.35, col],
        [0.6, mix(col, "#ffffff", 0.25)],
        [1, mix(col, ink.deep, 0.6)],
      ],
      cx - r,
      0,
      cx + r,
      0,
    );
    out += el("path", {
      d: `M${n(cx - r)} ${n(yt)}V${n(yb)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(yb)}V${n(yt)}Z`,
      fill: body,
    });
    out += el("ellipse", {
      cx,
      cy: yt,
      rx: r,
      ry,
      fill: mix(col, "#ffffff", 0.15),
      stroke: mix(col, "#ffffff", 0.5),
      "stroke-width": lw(1.5),
    });
    out += el("path", {
      d: `M${n(cx - r)} ${n(yb - tier * 0.18)}A${n(r)} ${n(ry)} 0 0 0 ${n(cx + r)} ${n(yb - tier * 0.18)}`,
      fill: "none",
      stroke: "#000000",
      "stroke-opacity": 0.25,
      "stroke-width": lw(2),
    });
  });
  const top = bottom - colors.length * (tier + r * 0.06) + r * 0.06;
  out += el("path", {
    d: `M${n(cx - r * 0.55)} ${n(top)}V${n(top - r * 0.55)}A${n(r * 0.55)} ${n(r * 0.4)} 0 0 1 ${n(cx + r * 0.55)} ${n(top - r * 0.55)}V${n(top)}`,
    fill: "none",
    stroke: "#e8e2d4",
    "stroke-width": lw(6),
    "stroke-linecap": "round",
  });
  return out;
}

export function tiffinApp(ctx: Ctx): string {
  const { w, h, lw, defs, s, rng } = ctx;
  const saffron = "#f59e0b";
  const cream = "#efe6d2";
  // Delivery route across a faint street grid, with stops.
  const route: Point[] = [];
  for (let i = 0; i <= 6; i++)
    route.push({
      x: w * (0.06 + 0.14 * i),
      y: h * (0.78 - 0.5 * (i / 6) + rng.range(-0.08, 0.08)),
    });
  let streets = "";
  for (let i = 0; i < 14; i++) {
    const y = h * (i / 13);
    streets += `M0 ${n(y + rng.range(-10, 10) * s)}L${n(w)} ${n(y + rng.range(-30, 30) * s)}`;
    const x = w * (i / 13);
    streets += `M${n(x + rng.range(-20, 20) * s)} 0L${n(x + rng.range(-40, 40) * s)} ${n(h)}`;
  }
  const pin = (p: Point, col: string) =>
    el("circle", {
      cx: p.x,
      cy: p.y,
      r: lw(20),
      fill: defs.radial([
        [0, col, 0.6],
        [1, col, 0],
      ]),
    }) +
    el("circle", {
      cx: p.x,
      cy: p.y,
      r: lw(6),
      fill: col,
      stroke: ink.base,
      "stroke-width": lw(2),
    });
  return (
    backdrop(ctx, "#0c1a22", ink.deep) +
    el("path", {
      d: streets,
      fill: "none",
      stroke: hue.teal,
      "stroke-opacity": 0.08,
      "stroke-width": lw(6),
    }) +
    glows(ctx, [
      { x: w * 0.68, y: h * 0.55, rx: h * 0.55, color: saffron, opacity: 0.2 },
      { x: w * 0.2, y: h * 0.3, rx: h * 0.5, color: hue.teal, opacity: 0.16 },
    ]) +
    group(
      el("path", {
        d: smoothPath(route),
        fill: "none",
        stroke: hue.teal,
        "stroke-width": lw(3.5),
        "stroke-dasharray": `${n(lw(1))} ${n(lw(9))}`,
        "stroke-linecap": "round",
      }),
      { filter: defs.glow(4 * s) },
    ) +
    route
      .filter((_, i) => i % 2 === 0)
      .map((p, i) => pin(p, i === 3 ? saffron : hue.teal))
      .join("") +
    el("ellipse", {
      cx: w * 0.68,
      cy: h * 0.86,
      rx: h * 0.26,
      ry: h * 0.05,
      fill: "#000000",
      "fill-opacity": 0.5,
      filter: defs.blur(8 * s),
    }) +
    tiffin(ctx, w * 0.68, h * 0.82, h * 0.2, [hue.teal, saffron, cream]) +
    particles(ctx, { count: 60, colors: [saffron, ink.text], size: [0.5, 2] }) +
    vignette(ctx, 0.55)
  );
}

export function ledgerBridge(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const camera = lookAt([0, 12, -13], [0, 0, 0.5], h * 1.2, w * 0.5, h * 0.58);
  const cluster2 = (cx: number, tint: string, seed: number): Block[] => {
    const out: Block[] = [];
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const hgt = 0.3 + 1.4 * Math.abs(Math.sin(seed + i * 1.7 + j * 2.3));
        out.push({
          min: [cx + (i - 1.5) * 1.1, 0, (j - 1.5) * 1.1],
          max: [cx + (i - 1.5) * 1.1 + 0.85, hgt, (j - 1.5) * 1.1 + 0.85],
          tint,
          windows: 0,
        });
      }
    return out;
  };
  const left = project(camera, [-4.1, 1.8, -0.2]);
  const right = project(camera, [4.1, 1.8, -0.2]);
  const apex = { x: (left.x + right.x) / 2, y: Math.min(left.y, right.y) - h * 0.42 };
  const arc = `M${n(left.x)} ${n(left.y)}Q${n(apex.x)} ${n(apex.y)} ${n(right.x)} ${n(right.y)}`;
  let packets = "";
  for (let k = 1; k < 8; k++) {
    const t = k / 8;
    const x = (1 - t) ** 2 * left.x + 2 * (1 - t) * t * apex.x + t ** 2 * right.x;
    const y = (1 - t) ** 2 * left.y + 2 * (1 - t) * t * apex.y + t ** 2 * right.y;
    packets += el("rect", {
      x: x - lw(5),
      y: y - lw(5),
      width: lw(10),
      height: lw(10),
      rx: lw(2),
      fill: "#ffffff",
      transform: `rotate(45 ${n(x)} ${n(y)})`,
    });
  }
  return (
    litBackdrop(ctx, "#0b1430", [
      { x: apex.x, y: apex.y + h * 0.2, rx: h * 0.55, color: hue.cyan, opacity: 0.22 },
      { x: w * 0.2, y: h * 0.7, rx: h * 0.4, color: hue.blue, opacity: 0.2 },
      { x: w * 0.8, y: h * 0.7, rx: h * 0.4, color: "#cbd5e1", opacity: 0.12 },
    ]) +
    glassBlocks(ctx, [...cluster2(-4.1, hue.blue, 1), ...cluster2(4.1, "#cbd5e1", 4)], {
      camera,
      fill: "#0c1428",
      edge: hue.sky,
      top: hue.cyan,
      lineWidth: 1.2,
      fillOpacity: 0.94,
    }) +
    group(
      el("path", { d: arc, fill: "none", stroke: hue.cyan, "stroke-width": lw(6) }) +
        el("path", { d: arc, fill: "none", stroke: "#ffffff", "stroke-width": lw(2) }),
      { filter: defs.glow(10 * s, 1.4) },
    ) +
    packets +
    particles(ctx, {
      count: 70,
      colors: [hue.sky, ink.text],
      place: cluster(ctx, apex.x, apex.y + h * 0.2, w * 0.25, h * 0.2),
      size: [0.5, 2],
    }) +
    vignette(ctx, 0.55)
  );
}

export function ragaTrainer(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const x0 = w * 0.08;
  const x1 = w * 0.92;
  const lines = 7;
  const top = h * 0.16;
  const gap = h * 0.075;
  let staff = "";
  for (let i = 0; i < lines; i++) {
    const y = top + i * gap;
    staff += el("line", {
      x1: x0,
      x2: x1,
      y1: y,
      y2: y,
      stroke: i === 3 ? hue.amber : ink.muted,
      "stroke-opacity": i === 3 ? 0.5 : 0.18,
      "stroke-width": lw(1.2),
      "stroke-dasharray": i === 3 ? undefined : `${n(lw(4))} ${n(lw(6))}`,
    });
    staff += el("circle", {
      cx: x0 - lw(14),
      cy: y,
      r: lw(4),
      fill: i === 3 ? hue.amber : ink.muted,
      "fill-opacity": 0.6,
    });
  }
  // Sung pitch: glides between notes with ornamental oscillation (gamaka).
  const notes = [5, 4, 4, 2, 3, 1, 2, 0, 1, 3];
  const pitch: Point[] = [];
  for (let k = 0; k <= 180; k++) {
    const u = k / 180;
    const f = u * (notes.length - 1);
    const i = Math.floor(f);
    const frac = f - i;
    const a = notes[i]!;
    const b = notes[Math.min(notes.length - 1, i + 1)]!;
    const e = Math.max(0, (frac - 0.45) / 0.55);
    const glide = a + (b - a) * (e * e * (3 - 2 * e));
    const wobble =
      Math.sin(u * 70) *
      0.22 *
      Math.sin(Math.PI * Math.min(1, frac / 0.45)) *
      (frac < 0.45 && i % 2 === 0 ? 1 : 0);
    pitch.push({ x: x0 + (x1 - x0) * u, y: top + (glide + wobble) * gap });
  }
  const stroke = defs.linear(
    [
      [0, hue.violet],
      [0.6, hue.magenta],
      [1, hue.rose],
    ],
    x0,
    0,
    x1,
    0,
  );
  const last = pitch[pitch.length - 1]!;
  // Reference swaras as piano-roll bars: the target the singer's curve follows.
  const seg = (x1 - x0) / (notes.length - 1);
  const roll = notes
    .slice(0, -1)
    .map((note, i) =>
      el("rect", {
        x: x0 + seg * i + seg * 0.04,
        y: top + note * gap - gap * 0.22,
        width: seg * 0.5,
        height: gap * 0.44,
        rx: gap * 0.22,
        fill: note === 3 ? hue.amber : hue.violet,
        "fill-opacity": note === 3 ? 0.5 : 0.22,
        stroke: note === 3 ? hue.amber : hue.violet,
        "stroke-opacity": 0.6,
        "stroke-width": lw(1.2),
      }),
    )
    .join("");
  return (
    litBackdrop(ctx, "#1a0d2e", [
      { x: w * 0.6, y: h * 0.35, rx: h * 0.6, color: hue.magenta, opacity: 0.2 },
      { x: w * 0.2, y: h * 0.85, rx: h * 0.45, color: hue.violet, opacity: 0.2 },
    ]) +
    staff +
    roll +
    group(
      el("path", {
        d: smoothPath(pitch),
        fill: "none",
        stroke,
        "stroke-width": lw(4.5),
        "stroke-linecap": "round",
      }),
      { filter: defs.glow(7 * s, 1.3) },
    ) +
    el("circle", {
      cx: last.x,
      cy: last.y,
      r: lw(22),
      fill: defs.radial([
        [0, "#ffffff", 0.9],
        [0.3, hue.rose, 0.4],
        [1, hue.rose, 0],
      ]),
    }) +
    soundWaves(ctx, {
      cy: h * 0.82,
      amplitude: h * 0.09,
      lines: 6,
      colors: [hue.violet, hue.magenta, hue.violet],
      spread: 0.35,
      frequency: 7,
      lineWidth: 1.4,
    }) +
    particles(ctx, { count: 60, colors: [hue.magenta, ink.text], size: [0.5, 2] }) +
    vignette(ctx, 0.55)
  );
}

// Small isometric cube as three rhombi.
function cube2d(x: number, y: number, size: number, color: string, opacity: number): string {
  const c = 0.866 * size;
  const hs = size / 2;
  return (
    el("path", {
      d: `M${n(x)} ${n(y)}L${n(x + c)} ${n(y - hs)}L${n(x)} ${n(y - size)}L${n(x - c)} ${n(y - hs)}Z`,
      fill: mix(color, "#ffffff", 0.35),
      "fill-opacity": opacity,
    }) +
    el("path", {
      d: `M${n(x)} ${n(y)}L${n(x - c)} ${n(y - hs)}L${n(x - c)} ${n(y + hs)}L${n(x)} ${n(y + size)}Z`,
      fill: color,
      "fill-opacity": opacity * 0.75,
    }) +
    el("path", {
      d: `M${n(x)} ${n(y)}L${n(x + c)} ${n(y - hs)}L${n(x + c)} ${n(y + hs)}L${n(x)} ${n(y + size)}Z`,
      fill: mix(color, ink.deep, 0.35),
      "fill-opacity": opacity * 0.75,
    })
  );
}

export function monsoonDeploy(ctx: Ctx): string {
  const { w, h, lw, rng, s } = ctx;
  const camera = lookAt([9, 9, -9], [0, -0.5, 0], h * 1.3, w * 0.5, h * 0.72);
  const blocks: Block[] = [];
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 5; j++)
      blocks.push({
        min: [(i - 2.5) * 1.05, 0, (j - 2.5) * 1.05],
        max: [(i - 2.5) * 1.05 + 0.8, 0.35 + ((i + j) % 3) * 0.12, (j - 2.5) * 1.05 + 0.8],
        tint: (i + j) % 4 === 0 ? hue.teal : hue.sky,
      });
  let rain = "";
  for (let i = 0; i < 140; i++) {
    const x = rng.range(0, w);
    const y = rng.range(-h * 0.1, h * 0.8);
    const l = rng.range(20, 70) * s;
    rain += el("line", {
      x1: x,
      y1: y,
      x2: x - l * 0.18,
      y2: y + l,
      "stroke-opacity": rng.range(0.08, 0.35),
    });
  }
  let cubes = "";
  for (let i = 0; i < 26; i++) {
    const x = w * rng.range(0.2, 0.8);
    const y = h * rng.range(0.06, 0.55);
    const size = rng.range(7, 16) * s;
    cubes += el("line", {
      x1: x + size * 0.4,
      y1: y - size * 5,
      x2: x,
      y2: y - size,
      stroke: hue.teal,
      "stroke-opacity": 0.35,
      "stroke-width": lw(1.2),
    });
    cubes += cube2d(x, y, size, rng.pick([hue.teal, hue.sky, hue.cyan]), rng.range(0.6, 1));
  }
  return (
    litBackdrop(ctx, "#071530", [
      { x: w * 0.5, y: h * 0.72, rx: h * 0.6, ry: h * 0.3, color: hue.teal, opacity: 0.22 },
      { x: w * 0.5, y: h * 0.1, rx: h * 0.6, color: hue.blue, opacity: 0.2 },
    ]) +
    group(rain, { stroke: hue.sky, "stroke-width": lw(1.2), "stroke-linecap": "round" }) +
    group(
      glassBlocks(ctx, blocks, {
        camera,
        fill: "#0a1530",
        edge: hue.sky,
        top: hue.teal,
        lineWidth: 1.2,
        fillOpacity: 0.92,
      }),
      { filter: ctx.defs.glow(3 * s, 0.8) },
    ) +
    screen(cubes) +
    vignette(ctx, 0.55)
  );
}
