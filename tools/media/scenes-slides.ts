// Hero slider backgrounds: subject on the right, the left half shaded for the headline.
import { hue, ink } from "./color";
import type { Ctx } from "./context";
import { dodecahedron, icosahedron, octahedron, type Camera } from "./geometry";
import {
  backdrop,
  glows,
  litBackdrop,
  particles,
  screen,
  textShade,
  vignette,
} from "./motifs-light";
import { globe, neuralCloud, terrain, wireSolid } from "./motifs-mesh";
import { orbits, ribbon } from "./motifs-flow";
import { codeLines, grid, isoMatrix, panel, shadow } from "./motifs-ui";
import { fbm2 } from "./random";
import { cluster, rightward, sceneGroup } from "./scene";
import { el, group, n, square } from "./svg";

const W = 1920;
const H = 1080;
const widths = [640, 960, 1280, 1920];

function neural(ctx: Ctx): string {
  const { w, h } = ctx;
  const c = { x: w * 0.7, y: h * 0.5 };
  return (
    litBackdrop(ctx, "#0b1230", [
      { x: c.x, y: c.y, rx: h * 0.6, color: hue.teal, opacity: 0.22 },
      { x: w * 0.9, y: h * 0.15, rx: h * 0.5, color: hue.violet, opacity: 0.2 },
      { x: w * 0.55, y: h * 0.95, rx: h * 0.45, color: hue.blue, opacity: 0.16 },
    ]) +
    particles(ctx, {
      count: 260,
      colors: [hue.sky, hue.teal, ink.text],
      place: rightward(ctx),
      size: [0.5, 2],
      opacity: [0.15, 0.6],
    }) +
    neuralCloud(ctx, {
      center: c,
      radius: h * 0.37,
      count: 420,
      rotation: [0.35, 0.6, 0.1],
      colors: ["#2a3470", hue.indigo, hue.cyan, hue.teal, "#e6fffb"],
      accent: hue.teal,
      neighbours: 3,
      signals: 0.09,
    }) +
    particles(ctx, {
      count: 120,
      colors: [hue.teal, "#ffffff"],
      place: cluster(ctx, c.x, c.y, h * 0.28, h * 0.24),
      size: [0.6, 2.6],
      glowShare: 0.15,
    }) +
    textShade(ctx, 0.62, 0.92) +
    vignette(ctx, 0.55)
  );
}

function landscape(ctx: Ctx): string {
  const { w, h, rng } = ctx;
  const camera: Camera = {
    position: [0, 2.4, 0],
    yaw: 0.08,
    pitch: 0.12,
    focal: h * 1.05,
    cx: w * 0.5,
    cy: h * 0.5,
  };
  const height = (x: number, z: number) => {
    const valley = Math.min(1, (Math.abs(x - 0.6) / 7) ** 1.3);
    const ridge = 1 - Math.abs(fbm2(x * 0.16, z * 0.16, { seed: 7, octaves: 4 }));
    return (0.25 + 2.8 * valley) * ridge ** 2.2 - 0.2;
  };
  const horizon = h * 0.5 - h * 1.05 * Math.tan(0.12);
  return (
    litBackdrop(
      ctx,
      "#120f2e",
      [
        {
          x: w * 0.68,
          y: horizon + h * 0.02,
          rx: h * 0.75,
          ry: h * 0.32,
          color: hue.magenta,
          opacity: 0.3,
        },
        { x: w * 0.68, y: horizon, rx: h * 0.3, ry: h * 0.12, color: hue.amber, opacity: 0.35 },
        { x: w * 0.3, y: h * 0.1, rx: h * 0.6, color: hue.indigo, opacity: 0.14 },
      ],
      0.1,
    ) +
    particles(ctx, {
      count: 280,
      colors: [ink.text, hue.sky],
      place: () => ({ x: rng.range(0, w), y: rng.range(0, horizon) * rng.next() ** 0.3 }),
      size: [0.4, 1.6],
      opacity: [0.15, 0.7],
      glowShare: 0.03,
    }) +
    terrain(ctx, {
      camera,
      xSpan: 26,
      zNear: 1.5,
      zFar: 46,
      cols: 64,
      rows: 44,
      height,
      colors: ["#3b2a7a", hue.violet, hue.magenta, hue.cyan, hue.teal],
      lineWidth: 1.3,
      peaks: 7,
    }) +
    group(
      wireSolid(ctx, icosahedron(), {
        center: { x: w * 0.7, y: h * 0.3 },
        radius: h * 0.14,
        rotation: [0.4, 0.5, 0.1],
        colors: [hue.violet, hue.cyan, "#ffffff"],
        nodes: true,
        lineWidth: 1.8,
      }) +
        wireSolid(ctx, octahedron(), {
          center: { x: w * 0.88, y: h * 0.46 },
          radius: h * 0.06,
          rotation: [0.3, 0.7, 0.2],
          colors: [hue.magenta, hue.amber],
          nodes: true,
          lineWidth: 1.5,
        }) +
        wireSolid(ctx, dodecahedron(), {
          center: { x: w * 0.53, y: h * 0.2 },
          radius: h * 0.045,
          rotation: [0.6, 0.2, 0.4],
          colors: [hue.indigo, hue.sky],
          lineWidth: 1.2,
          opacity: 0.7,
        }),
      { filter: ctx.defs.glow(5 * ctx.s, 1.2) },
    ) +
    textShade(ctx, 0.6, 0.9) +
    vignette(ctx, 0.5)
  );
}

function ribbons(ctx: Ctx): string {
  const { w, h } = ctx;
  return (
    litBackdrop(ctx, "#140d2a", [
      { x: w * 0.72, y: h * 0.45, rx: h * 0.7, color: hue.magenta, opacity: 0.18 },
      { x: w * 0.92, y: h * 0.85, rx: h * 0.5, color: hue.amber, opacity: 0.12 },
      { x: w * 0.5, y: h * 0.1, rx: h * 0.5, color: hue.cyan, opacity: 0.1 },
    ]) +
    ribbon(ctx, {
      strands: 90,
      center: (u) => h * (0.72 - 0.34 * Math.sin(u * Math.PI * 1.1 + 0.2) + 0.06 * Math.sin(u * 9)),
      width: (u) => h * (0.08 + 0.22 * Math.sin(u * Math.PI) ** 2),
      twist: (u) => u * Math.PI * 2.2 + 0.4,
      colors: ["#3b1d6e", hue.violet, hue.magenta, hue.rose, hue.amber],
      opacity: 0.5,
      lineWidth: 1.2,
      glow: 6 * ctx.s,
    }) +
    ribbon(ctx, {
      strands: 70,
      center: (u) => h * (0.36 + 0.26 * Math.sin(u * Math.PI * 1.5 + 1.9)),
      width: (u) => h * (0.05 + 0.16 * Math.sin(u * Math.PI + 0.3) ** 2),
      twist: (u) => -u * Math.PI * 2.8,
      colors: ["#0f3a4a", hue.cyan, hue.teal, hue.sky, hue.indigo],
      opacity: 0.42,
      lineWidth: 1,
      glow: 5 * ctx.s,
    }) +
    ribbon(ctx, {
      strands: 40,
      center: (u) => h * (0.88 - 0.15 * Math.sin(u * Math.PI * 2 + 2.5)),
      width: (u) => h * (0.03 + 0.06 * Math.sin(u * Math.PI * 2) ** 2),
      twist: (u) => u * Math.PI * 4,
      colors: [hue.indigo, hue.purple, hue.magenta],
      opacity: 0.3,
      lineWidth: 0.9,
    }) +
    particles(ctx, {
      count: 220,
      colors: [hue.amber, hue.rose, ink.text],
      place: rightward(ctx, 0.8),
      size: [0.5, 2.2],
      opacity: [0.2, 0.8],
      glowShare: 0.1,
    }) +
    textShade(ctx, 0.6, 0.9) +
    vignette(ctx, 0.5)
  );
}

function webPanels(ctx: Ctx): string {
  const { w, h, s, defs } = ctx;
  const ox = w * 0.7;
  const oy = h * 0.33;
  const k = 0.95 * s;
  // Layers in the iso plane, lifted by dy: the further up, the closer to the viewer.
  const layer = (dy: number, body: string) =>
    el("g", { transform: isoMatrix(ox, oy + dy, k) }, body);
  const base =
    shadow(ctx, -40, -40, 600, 520, 30, 30, 0.7) +
    el("rect", {
      x: -40,
      y: -40,
      width: 600,
      height: 520,
      rx: 30,
      fill: ink.night,
      "fill-opacity": 0.85,
      stroke: hue.teal,
      "stroke-opacity": 0.25,
      "stroke-width": 1.5,
    }) +
    codeLines(ctx, 0, 0, 520, 24, 19, 0.55);
  const mid =
    shadow(ctx, 40, 50, 420, 280, 20, 26, 0.7) +
    panel(ctx, 20, 30, 420, 280, "chart", hue.teal) +
    panel(ctx, 300, 250, 240, 200, "bars", hue.violet);
  const top =
    shadow(ctx, -10, 110, 300, 200, 18, 24, 0.7) + panel(ctx, -30, 90, 300, 200, "cards", hue.sky);
  const connectors = Array.from({ length: 4 }, (_, i) => {
    const px = [60, 380, 500, 120][i]!;
    const py = [420, 60, 400, 40][i]!;
    const x = ox + (0.866 * px - 0.866 * py) * k;
    const y = oy + (0.5 * px + 0.5 * py) * k;
    return el("line", {
      x1: x,
      y1: y,
      x2: x,
      y2: y - 330 * s,
      stroke: hue.teal,
      "stroke-opacity": 0.35,
      "stroke-width": ctx.lw(1.2),
      "stroke-dasharray": `${n(4 * s)} ${n(8 * s)}`,
    });
  }).join("");
  const floor = group(grid(ctx, 60 * s, hue.indigo, 0.12), {
    transform: `matrix(0.866 0.5 -0.866 0.5 ${n(w * 0.6)} ${n(-h * 0.5)})`,
  });
  return (
    backdrop(ctx, "#0a1428", ink.deep) +
    floor +
    glows(ctx, [
      { x: w * 0.72, y: h * 0.55, rx: h * 0.65, color: hue.cyan, opacity: 0.2 },
      { x: w * 0.95, y: h * 0.1, rx: h * 0.45, color: hue.violet, opacity: 0.16 },
    ]) +
    group(codeLines(ctx, w * 0.02, h * 0.06, w * 0.42, 46, h / 46, 0.16), { opacity: 0.6 }) +
    layer(120 * s, base) +
    connectors +
    layer(-90 * s, mid) +
    layer(-280 * s, top) +
    particles(ctx, {
      count: 140,
      colors: [hue.teal, hue.sky, ink.text],
      place: rightward(ctx),
      size: [0.5, 2],
      opacity: [0.15, 0.6],
    }) +
    screen(
      el("rect", {
        width: w,
        height: h,
        fill: defs.radial([
          [0, hue.teal, 0.05],
          [1, hue.teal, 0],
        ]),
      }),
    ) +
    textShade(ctx, 0.6, 0.92) +
    vignette(ctx, 0.5)
  );
}

function cloud(ctx: Ctx): string {
  const { w, h, rng, lw, defs } = ctx;
  const c = { x: w * 0.7, y: h * 0.5 };
  // Outer service nodes on a loose ring, linked to the core and to each other.
  const nodes = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 16 + rng.range(-0.12, 0.12);
    const r = h * rng.range(0.36, 0.46);
    return { x: c.x + Math.cos(a) * r * 1.35, y: c.y + Math.sin(a) * r * 0.8 };
  });
  let links = "";
  nodes.forEach((p, i) => {
    const q = nodes[(i + 1) % nodes.length]!;
    links += el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, "stroke-opacity": 0.25 });
    if (i % 3 === 0)
      links += el("path", {
        d: `M${n(p.x)} ${n(p.y)}Q${n((p.x + c.x) / 2 + 40)} ${n((p.y + c.y) / 2 - 60)} ${n(c.x)} ${n(c.y)}`,
        "stroke-opacity": 0.35,
        fill: "none",
      });
  });
  const halo = defs.radial([
    [0, hue.sky, 0.8],
    [0.25, hue.sky, 0.25],
    [1, hue.sky, 0],
  ]);
  const boxes = nodes
    .map((p, i) => {
      const size = lw(i % 4 === 0 ? 16 : 10);
      return (
        el("circle", { cx: p.x, cy: p.y, r: size * 4, fill: halo, opacity: 0.7 }) +
        square(p.x, p.y, size, {
          rx: size * 0.35,
          fill: ink.surface,
          stroke: i % 4 === 0 ? hue.teal : hue.sky,
          "stroke-width": lw(1.6),
        })
      );
    })
    .join("");
  const core = defs.radial([
    [0, "#ffffff", 0.9],
    [0.15, hue.teal, 0.6],
    [0.5, hue.cyan, 0.15],
    [1, hue.cyan, 0],
  ]);
  return (
    litBackdrop(ctx, "#071a2a", [
      { x: c.x, y: c.y, rx: h * 0.7, color: hue.cyan, opacity: 0.18 },
      { x: w * 0.95, y: h * 0.9, rx: h * 0.5, color: hue.indigo, opacity: 0.2 },
    ]) +
    particles(ctx, {
      count: 300,
      colors: [ink.text, hue.sky],
      place: rightward(ctx),
      size: [0.4, 1.8],
      opacity: [0.1, 0.6],
      glowShare: 0.04,
    }) +
    group(links, { stroke: hue.sky, "stroke-width": lw(1.1) }) +
    orbits(ctx, {
      center: c,
      radii: [h * 0.25, h * 0.31, h * 0.38, h * 0.47],
      tilt: 1.15,
      rotation: -0.28,
      color: hue.teal,
      accent: hue.teal,
      satellites: 2,
    }) +
    el("circle", { cx: c.x, cy: c.y, r: h * 0.24, fill: core, opacity: 0.65 }) +
    globe(ctx, {
      center: c,
      radius: h * 0.15,
      tilt: 0.35,
      spin: 0.4,
      color: hue.teal,
      backColor: hue.indigo,
      accent: hue.amber,
      arcs: 5,
      lats: 8,
      longs: 14,
    }) +
    boxes +
    textShade(ctx, 0.6, 0.92) +
    vignette(ctx, 0.5)
  );
}

export const slideScenes = sceneGroup("slides", "slide", [W, H], widths, [
  ["Glowing neural network of connected nodes on a dark blue field", neural],
  ["Wireframe mountain terrain under a violet horizon with floating geometric solids", landscape],
  ["Flowing ribbons of magenta, amber and cyan light", ribbons],
  ["Layered interface panels with charts and code floating in isometric space", webPanels],
  ["Wireframe globe at the centre of orbits and connected cloud nodes", cloud],
]);
