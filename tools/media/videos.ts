// Looping service videos. Every moving quantity is periodic in t ∈ [0, 1), so frame N wraps onto frame 0.
import { hue, ink, mix, ramp } from "./color";
import { createCtx, type Ctx } from "./context";
import { icosahedron, lookAt, project, rotateY, type Camera, type Wire } from "./geometry";
import { backdrop, glows, litBackdrop, vignette } from "./motifs-light";
import { glassBlocks, neuralCloud, terrain, wireSolid, type Block } from "./motifs-mesh";
import { radialSpectrum, ribbon, soundWaves } from "./motifs-flow";
import { codeLines, grid, isoMatrix, panel, shadow } from "./motifs-ui";
import { fbm2 } from "./random";
import { el, group, n, polyline, roundRect, smoothPath, svgDocument } from "./svg";

const TAU = Math.PI * 2;

// Dust that bobs on small closed paths: seamless without wrapping at the edges.
function floatingDust(
  ctx: Ctx,
  t: number,
  count: number,
  colors: readonly string[],
  rise = false,
): string {
  const { rng, w, h, s } = ctx;
  let out = "";
  for (let i = 0; i < count; i++) {
    const x0 = rng.range(0, w);
    const y0 = rng.range(0, h);
    const amp = rng.range(6, 24) * s;
    const ph = rng.range(0, TAU);
    const r = rng.range(0.8, 2.6) * s * 1.6;
    const color = rng.pick(colors);
    const o = rng.range(0.25, 0.85);
    // Rising motes travel exactly one canvas height per loop and wrap.
    const y = rise ? (((y0 - t * h) % h) + h) % h : y0 + Math.sin(TAU * t + ph) * amp;
    const x = x0 + Math.cos(TAU * t + ph) * amp;
    const twinkle = 0.6 + 0.4 * Math.sin(TAU * (t * 2) + ph);
    out += el("circle", { cx: x, cy: y, r, fill: color, "fill-opacity": o * twinkle });
  }
  return out;
}

function aiTechnology(ctx: Ctx, t: number): string {
  const { w, h } = ctx;
  const c = { x: w * 0.5, y: h * 0.5 };
  return (
    litBackdrop(ctx, "#0b1230", [
      { x: c.x, y: c.y, rx: h * 0.7, color: hue.teal, opacity: 0.2 },
      { x: w * 0.9, y: h * 0.1, rx: h * 0.5, color: hue.violet, opacity: 0.2 },
    ]) +
    floatingDust(ctx, t, 60, [hue.sky, hue.teal, ink.text]) +
    neuralCloud(ctx, {
      center: c,
      radius: h * 0.36,
      count: 240,
      rotation: [0.35, 0.6 + 0.35 * Math.sin(TAU * t), 0.1],
      colors: ["#2a3470", hue.indigo, hue.cyan, hue.teal, "#e6fffb"],
      accent: hue.teal,
      neighbours: 3,
      activation: t,
    }) +
    vignette(ctx, 0.55)
  );
}

function threeDView(ctx: Ctx, t: number): string {
  const { w, h } = ctx;
  const camera: Camera = {
    position: [0, 2.3, 0],
    yaw: 0,
    pitch: 0.14,
    focal: h * 1.0,
    cx: w * 0.5,
    cy: h * 0.52,
  };
  // Heights tile every 15 units along z (3 noise cells), exactly the distance travelled per loop.
  const period = 15;
  const f = 0.2;
  const height = (x: number, z: number) => {
    const valley = Math.min(1, (Math.abs(x) / 6) ** 1.4);
    const ridge = 1 - Math.abs(fbm2(x * f, z * f, { seed: 7, octaves: 3, periodY: period * f }));
    return (0.2 + 2.6 * valley) * ridge ** 2.2 - 0.2;
  };
  const spin = icosahedron();
  const turned: Wire = {
    vertices: spin.vertices.map((v) => rotateY(v, Math.PI * t)),
    edges: spin.edges,
  };
  const horizon = h * 0.52 - h * Math.tan(0.14);
  return (
    litBackdrop(
      ctx,
      "#120f2e",
      [
        { x: w * 0.5, y: horizon, rx: h * 0.8, ry: h * 0.3, color: hue.magenta, opacity: 0.3 },
        { x: w * 0.5, y: horizon, rx: h * 0.3, ry: h * 0.1, color: hue.amber, opacity: 0.35 },
      ],
      0.1,
    ) +
    terrain(ctx, {
      camera,
      xSpan: 20,
      zNear: 1.5,
      zFar: 31.5,
      cols: 40,
      rows: 30,
      height,
      travel: t * period,
      colors: ["#3b2a7a", hue.violet, hue.magenta, hue.cyan, hue.teal],
      lineWidth: 1.1,
    }) +
    group(
      wireSolid(ctx, turned, {
        center: { x: w * 0.5, y: h * 0.3 + Math.sin(TAU * t) * h * 0.02 },
        radius: h * 0.17,
        rotation: [0.45, 0, 0.2],
        colors: [hue.violet, hue.cyan, "#ffffff"],
        nodes: true,
        lineWidth: 1.4,
      }),
      { filter: ctx.defs.glow(5 * ctx.s) },
    ) +
    vignette(ctx, 0.5)
  );
}

// Body-scan dress form: stacked elliptical rings with meridians turning one step per loop.
function dressForm(
  ctx: Ctx,
  t: number,
  cx: number,
  top: number,
  height: number,
  color: string,
  accent: string,
): string {
  const { lw } = ctx;
  const profile = (v: number) => {
    // Neck, shoulders, bust, waist, hips, flared skirt.
    const keys: [number, number][] = [
      [0, 0.05],
      [0.06, 0.06],
      [0.1, 0.2],
      [0.22, 0.2],
      [0.36, 0.13],
      [0.5, 0.19],
      [0.62, 0.22],
      [1, 0.34],
    ];
    for (let i = 0; i < keys.length - 1; i++) {
      const [v0, r0] = keys[i]!;
      const [v1, r1] = keys[i + 1]!;
      if (v <= v1) {
        const k = (v - v0) / (v1 - v0);
        return r0 + (r1 - r0) * (0.5 - 0.5 * Math.cos(Math.PI * k));
      }
    }
    return 0.34;
  };
  const tilt = 0.22;
  let rings = "";
  const count = 22;
  for (let i = 0; i <= count; i++) {
    const v = i / count;
    const r = profile(v) * height;
    const y = top + v * height;
    rings += el("ellipse", {
      cx,
      cy: y,
      rx: r,
      ry: r * tilt,
      "stroke-opacity": 0.25 + 0.25 * Math.sin(Math.PI * v),
    });
  }
  const meridians = 12;
  let lines = "";
  for (let m = 0; m < meridians; m++) {
    const a = ((m + t) / meridians) * TAU;
    const pts = Array.from({ length: 41 }, (_, k) => {
      const v = k / 40;
      const r = profile(v) * height;
      return {
        x: cx + Math.cos(a) * r,
        y: top + v * height + Math.sin(a) * r * tilt,
        z: Math.sin(a),
      };
    });
    lines += el("path", { d: smoothPath(pts), "stroke-opacity": pts[20]!.z > 0 ? 0.75 : 0.18 });
  }
  // Scan plane sweeping down and back up, with cosine easing so it loops smoothly.
  const v = 0.5 - 0.5 * Math.cos(TAU * t);
  const r = profile(v) * height;
  const y = top + v * height;
  const scan =
    el("ellipse", {
      cx,
      cy: y,
      rx: r * 1.25,
      ry: r * tilt * 1.25,
      fill: accent,
      "fill-opacity": 0.12,
      stroke: accent,
      "stroke-width": lw(2.2),
    }) +
    el("line", {
      x1: cx - height * 0.45,
      x2: cx + height * 0.45,
      y1: y,
      y2: y,
      stroke: accent,
      "stroke-opacity": 0.5,
      "stroke-width": lw(1),
      "stroke-dasharray": `${n(lw(3))} ${n(lw(5))}`,
    });
  return (
    group(rings + lines, { fill: "none", stroke: color, "stroke-width": lw(1.1) }) +
    group(scan, { filter: ctx.defs.glow(4 * ctx.s) })
  );
}

function fashion(ctx: Ctx, t: number): string {
  const { w, h } = ctx;
  const p = TAU * t;
  return (
    litBackdrop(ctx, "#150d2c", [
      { x: w * 0.5, y: h * 0.5, rx: h * 0.6, color: hue.magenta, opacity: 0.22 },
      { x: w * 0.15, y: h * 0.2, rx: h * 0.45, color: hue.violet, opacity: 0.18 },
      { x: w * 0.9, y: h * 0.85, rx: h * 0.45, color: hue.amber, opacity: 0.12 },
    ]) +
    ribbon(ctx, {
      strands: 46,
      center: (u) =>
        h * (0.62 - 0.2 * Math.sin(u * Math.PI * 1.3 + p) + 0.04 * Math.sin(u * 7 - p)),
      width: (u) => h * (0.06 + 0.16 * Math.sin(u * Math.PI) ** 2),
      twist: (u) => u * Math.PI * 2.4 + p,
      colors: ["#3b1d6e", hue.violet, hue.magenta, hue.rose, hue.amber],
      opacity: 0.5,
      lineWidth: 1,
    }) +
    dressForm(ctx, t, w * 0.5, h * 0.13, h * 0.74, mix(hue.sky, hue.violet, 0.3), hue.teal) +
    ribbon(ctx, {
      strands: 30,
      center: (u) => h * (0.35 + 0.12 * Math.sin(u * Math.PI * 2 - p)),
      width: (u) => h * (0.03 + 0.08 * Math.sin(u * Math.PI + 0.4) ** 2),
      twist: (u) => -u * Math.PI * 3 - p,
      colors: [hue.cyan, hue.teal, hue.sky, hue.indigo],
      opacity: 0.42,
      lineWidth: 0.9,
    }) +
    floatingDust(ctx, t, 40, [hue.amber, hue.rose, ink.text]) +
    vignette(ctx, 0.55)
  );
}

function singing(ctx: Ctx, t: number): string {
  const { w, h, lw, defs } = ctx;
  const c = { x: w * 0.5, y: h * 0.5 };
  // Rings emitted from the centre; one ring spacing travelled per loop keeps it seamless.
  let rings = "";
  const spacing = h * 0.11;
  for (let i = 0; i < 8; i++) {
    const r = h * 0.2 + (i + t) * spacing;
    // Fade in from the core and out at the edge, so a ring appearing at t = 0 is invisible.
    const a = Math.min(1, i + t) * Math.max(0, 1 - (i + t) / 8);
    rings += el("circle", { cx: c.x, cy: c.y, r, "stroke-opacity": 0.5 * a ** 1.5 });
  }
  let bars = "";
  for (let i = 0; i < 28; i++) {
    const x = w * (0.06 + (0.88 * i) / 27);
    const v = 0.5 + 0.5 * Math.sin(TAU * (2 * t) + i * 0.7) * Math.cos(TAU * t + i * 0.31);
    const bh = h * (0.03 + 0.1 * v * Math.exp(-(((i - 13.5) / 9) ** 2)));
    bars += roundRect(
      x - lw(2.5),
      h * 0.9 - bh,
      lw(5),
      bh,
      lw(2.5),
      ramp([hue.cyan, hue.violet, hue.magenta], i / 27),
      0.7,
    );
  }
  const core = defs.radial([
    [0, "#ffffff", 0.95],
    [0.3, hue.magenta, 0.7],
    [0.7, hue.violet, 0.25],
    [1, hue.violet, 0],
  ]);
  const pulse = 1 + 0.06 * Math.sin(TAU * t * 2);
  return (
    litBackdrop(ctx, "#150d2c", [
      { x: c.x, y: c.y, rx: h * 0.7, color: hue.violet, opacity: 0.24 },
      { x: w * 0.85, y: h * 0.2, rx: h * 0.4, color: hue.magenta, opacity: 0.16 },
    ]) +
    group(rings, { fill: "none", stroke: hue.violet, "stroke-width": lw(1.4) }) +
    soundWaves(ctx, {
      cy: c.y,
      amplitude: h * 0.2,
      lines: 7,
      colors: [hue.cyan, hue.violet, hue.magenta, hue.amber],
      spread: 0.3,
      frequency: 3,
      phase: TAU * t,
      lineWidth: 1.6,
    }) +
    radialSpectrum(
      ctx,
      c,
      h * 0.17,
      64,
      h * 0.09,
      [hue.cyan, hue.violet, hue.magenta, hue.amber, hue.cyan],
      TAU * t,
    ) +
    el("circle", { cx: c.x, cy: c.y, r: h * 0.15 * pulse, fill: core }) +
    bars +
    floatingDust(ctx, t, 40, [hue.magenta, hue.amber, ink.text]) +
    vignette(ctx, 0.55)
  );
}

function exterior(ctx: Ctx, t: number): string {
  const { w, h } = ctx;
  // Camera circles the building a quarter turn per loop; the plan has 4-fold symmetry, so it wraps.
  const angle = Math.PI / 4 + (Math.PI / 2) * t;
  const dist = 16;
  const camera = lookAt(
    [Math.sin(angle) * dist, 8.5, -Math.cos(angle) * dist],
    [0, 3.8, 0],
    h * 1.2,
    w * 0.5,
    h * 0.52,
  );
  const blocks: Block[] = [
    { min: [-1.2, 0, -1.2], max: [1.2, 7.4, 1.2], tint: hue.sky, windows: 12, windowSeed: 1 },
  ];
  // Cross-shaped cantilevered floors, four identical arms per level: symmetric under a quarter turn.
  for (let k = 0; k < 3; k++) {
    const y0 = 1 + k * 2.1;
    const reach = k % 2 === 0 ? 4.2 : 3;
    const half = k % 2 === 0 ? 0.9 : 1.1;
    const arms: [number, number, number, number][] = [
      [1.2, -half, reach, half],
      [-half, 1.2, half, reach],
      [-reach, -half, -1.2, half],
      [-half, -reach, half, -1.2],
    ];
    for (const [x0, z0, x1, z1] of arms)
      blocks.push({
        min: [x0, y0, z0],
        max: [x1, y0 + 1, z1],
        tint: k === 1 ? hue.amber : hue.teal,
        windows: 3,
        windowSeed: 10 + k,
      });
  }
  blocks.push({ min: [-2.4, 7.4, -2.4], max: [2.4, 7.7, 2.4], tint: hue.teal, windowSeed: 20 });
  let floor = "";
  const proj = (x: number, z: number) => project(camera, [x, 0, z]);
  for (let i = -8; i <= 8; i++) {
    floor += el("path", { d: polyline([proj(i, -8), proj(i, 8)]) });
    floor += el("path", { d: polyline([proj(-8, i), proj(8, i)]) });
  }
  const sun = { x: w * 0.78, y: h * 0.22 };
  return (
    litBackdrop(ctx, "#0a1530", [
      { x: sun.x, y: sun.y, rx: h * 0.5, color: hue.amber, opacity: 0.22 },
      { x: w * 0.4, y: h * 0.7, rx: h * 0.6, color: hue.cyan, opacity: 0.16 },
    ]) +
    group(floor, {
      fill: "none",
      stroke: hue.sky,
      "stroke-opacity": 0.14,
      "stroke-width": ctx.lw(0.9),
    }) +
    glassBlocks(ctx, blocks, {
      camera,
      fill: "#0b1326",
      edge: hue.sky,
      top: mix(hue.teal, ink.night, 0.4),
      lineWidth: 1.1,
      fillOpacity: 0.93,
      windowColor: hue.amber,
      evenSides: true,
      litShare: 0.3,
    }) +
    floatingDust(ctx, t, 30, [ink.text, hue.amber]) +
    vignette(ctx, 0.5)
  );
}

function webApp(ctx: Ctx, t: number): string {
  const { w, h, s } = ctx;
  const bob = (k: number) => Math.sin(TAU * t + k) * 10 * s;
  // The code panel scrolls one full page of rows per loop through a clip window.
  const rowH = 22;
  const rowsTotal = 24;
  const rows = codeLines(ctx, 0, 0, 440, rowsTotal, rowH, 0.85);
  const clip = ctx.defs.id("c");
  ctx.defs.add(`<clipPath id="${clip}"><rect x="-10" y="40" width="480" height="300"/></clipPath>`);
  const scroll = -t * rowH * rowsTotal;
  const codeLayer =
    shadow(ctx, -20, 0, 500, 360, 24, 22, 0.7) +
    el("rect", {
      x: -30,
      y: -10,
      width: 500,
      height: 370,
      rx: 24,
      fill: ink.night,
      "fill-opacity": 0.95,
      stroke: hue.teal,
      "stroke-opacity": 0.35,
      "stroke-width": 1.5,
    }) +
    group(
      el("g", { transform: `translate(0 ${n(scroll + 40)})` }, rows) +
        el("g", { transform: `translate(0 ${n(scroll + 40 + rowH * rowsTotal)})` }, rows),
      { "clip-path": `url(#${clip})` },
    ) +
    el("rect", {
      x: 300,
      y: 40 + rowH * 6,
      width: 3,
      height: rowH * 0.6,
      fill: hue.teal,
      "fill-opacity": Math.sin(TAU * t * 4) > 0 ? 1 : 0.15,
    });
  const chart = panel(ctx, 0, 0, 360, 230, "chart", hue.teal);
  const cards = panel(ctx, 0, 0, 280, 190, "cards", hue.violet);
  const ox = w * 0.52;
  const oy = h * 0.2;
  const k = 0.8;
  return (
    backdrop(ctx, "#0a1428", ink.deep) +
    group(grid(ctx, 40 * s, hue.indigo, 0.12), {
      transform: `matrix(0.866 0.5 -0.866 0.5 ${n(w * 0.5)} ${n(-h * 0.6)})`,
    }) +
    glows(ctx, [
      { x: w * 0.5, y: h * 0.55, rx: h * 0.7, color: hue.cyan, opacity: 0.2 },
      { x: w * 0.9, y: h * 0.1, rx: h * 0.45, color: hue.violet, opacity: 0.16 },
    ]) +
    el("g", { transform: isoMatrix(ox - 60, oy + 150 + bob(0), k) }, codeLayer) +
    el(
      "g",
      { transform: isoMatrix(ox + 150, oy - 40 + bob(2), k) },
      shadow(ctx, 10, 20, 360, 230, 18, 20, 0.7) + chart,
    ) +
    el(
      "g",
      { transform: isoMatrix(ox - 170, oy - 20 + bob(4), k) },
      shadow(ctx, 10, 20, 280, 190, 18, 20, 0.7) + cards,
    ) +
    floatingDust(ctx, t, 40, [hue.teal, hue.sky, ink.text]) +
    vignette(ctx, 0.5)
  );
}

export type VideoSpec = {
  name: string;
  alt: string;
  seed: string;
  draw: (ctx: Ctx, t: number) => string;
};

export const videoSpecs: VideoSpec[] = [
  {
    name: "service-1",
    alt: "Neural network with waves of activity sweeping through it",
    seed: "ai",
    draw: aiTechnology,
  },
  {
    name: "service-2",
    alt: "Flight over a wireframe landscape beneath a turning icosahedron",
    seed: "3d",
    draw: threeDView,
  },
  {
    name: "service-3",
    alt: "Wireframe dress form being scanned, wrapped in flowing silk ribbons",
    seed: "fashion",
    draw: fashion,
  },
  {
    name: "service-4",
    alt: "Pulsing voice waves and an audio spectrum radiating from a glowing core",
    seed: "singing",
    draw: singing,
  },
  {
    name: "service-5",
    alt: "Camera circling a cantilevered glass building at dusk",
    seed: "exterior",
    draw: exterior,
  },
  {
    name: "service-6",
    alt: "Floating interface panels with scrolling code, a chart and cards",
    seed: "web",
    draw: webApp,
  },
];

// Video canvas: drawn at 2x and downscaled by the encoder.
export const VIDEO = { width: 480, height: 270, fps: 24, seconds: 4, scale: 2 } as const;

export function videoFrameSvg(spec: VideoSpec, frame: number): string {
  const total = VIDEO.fps * VIDEO.seconds;
  const w = VIDEO.width * VIDEO.scale;
  const h = VIDEO.height * VIDEO.scale;
  const ctx = createCtx(w, h, `video/${spec.seed}`, 1.7);
  return svgDocument(w, h, ctx.defs, spec.draw(ctx, frame / total));
}
