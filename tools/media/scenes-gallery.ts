// Studio showcase (3:2): nine distinct studies in light, mesh and colour.
import { hue, ink, mix, ramp } from "./color";
import type { Ctx } from "./context";
import {
  fibonacciSphere,
  lookAt,
  project as projectPoint,
  rotateX,
  rotateY,
  type Camera,
} from "./geometry";
import { backdrop, glows, litBackdrop, particles, screen, vignette } from "./motifs-light";
import { glassBlocks, terrain, type Block } from "./motifs-mesh";
import { contours, ridgelines } from "./motifs-flow";
import { fbm2 } from "./random";
import { sceneGroup } from "./scene";
import { el, group, n, polyline } from "./svg";

function tunnel(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const vp = { x: w * 0.56, y: h * 0.48 };
  let frames = "";
  const count = 26;
  for (let i = count; i >= 1; i--) {
    // Geometric spacing reads as constant steps receding in depth.
    const k = 0.86 ** (count - i);
    const rw = w * 0.62 * k;
    const rh = h * 0.62 * k;
    const t = i / count;
    frames += el("rect", {
      x: vp.x - rw + (vp.x - w / 2) * -k * 0.2,
      y: vp.y - rh,
      width: rw * 2,
      height: rh * 2,
      rx: rh * 0.22,
      stroke: ramp([hue.violet, hue.magenta, hue.cyan, hue.teal], 1 - t),
      "stroke-opacity": 0.2 + 0.7 * (1 - t) ** 0.7,
      "stroke-width": lw(1 + 3 * t),
    });
  }
  let streaks = "";
  for (let i = 0; i < 40; i++) {
    const a = ctx.rng.range(0, Math.PI * 2);
    const r0 = h * ctx.rng.range(0.05, 0.2);
    const r1 = r0 + h * ctx.rng.range(0.2, 0.8);
    streaks += el("line", {
      x1: vp.x + Math.cos(a) * r0,
      y1: vp.y + Math.sin(a) * r0,
      x2: vp.x + Math.cos(a) * r1,
      y2: vp.y + Math.sin(a) * r1,
      "stroke-opacity": ctx.rng.range(0.1, 0.5),
    });
  }
  return (
    litBackdrop(ctx, "#100c26", [
      { x: vp.x, y: vp.y, rx: h * 0.35, color: hue.teal, opacity: 0.5 },
      { x: vp.x, y: vp.y, rx: h * 0.9, color: hue.violet, opacity: 0.2 },
    ]) +
    group(frames, { fill: "none", filter: defs.glow(5 * s, 1.1) }) +
    group(streaks, { stroke: "#ffffff", "stroke-width": lw(1), "stroke-linecap": "round" }) +
    vignette(ctx, 0.6)
  );
}

function galaxy(ctx: Ctx): string {
  const { w, h, rng, defs, s } = ctx;
  const c = { x: w * 0.5, y: h * 0.5 };
  const tilt = -0.25;
  const place = (r: number, theta: number) => {
    const x = Math.cos(theta) * r * 1.3;
    const y = Math.sin(theta) * r * 0.48;
    return {
      x: c.x + x * Math.cos(tilt) - y * Math.sin(tilt),
      y: c.y + x * Math.sin(tilt) + y * Math.cos(tilt),
    };
  };
  // Nebulous arm glow first, then the stars on top.
  const dust: Parameters<typeof glows>[1] = [];
  for (let arm = 0; arm < 3; arm++)
    for (let k = 0; k < 14; k++) {
      const d = 0.12 + k * 0.06;
      const p = place(d * h * 0.8, arm * ((Math.PI * 2) / 3) + d * 5.2);
      dust.push({
        x: p.x,
        y: p.y,
        rx: h * (0.05 + d * 0.12),
        color: ramp([hue.amber, hue.magenta, hue.violet, hue.cyan], d),
        opacity: 0.22 * (1 - d * 0.6),
      });
    }
  let stars = "";
  let bright = "";
  const halo = defs.radial([
    [0, "#ffffff", 0.8],
    [0.2, hue.sky, 0.25],
    [1, hue.sky, 0],
  ]);
  for (let i = 0; i < 4200; i++) {
    const arm = i % 3;
    const d = rng.next() ** 1.3;
    const theta = arm * ((Math.PI * 2) / 3) + d * 5.2 + rng.normal() * 0.3 * (1 - d * 0.4);
    const p = place(d * h * 0.8 + rng.normal() * h * 0.02, theta);
    const col = ramp(
      ["#ffffff", hue.amber, hue.magenta, hue.violet, hue.cyan],
      d + rng.range(-0.1, 0.1),
    );
    const size = (0.6 + rng.next() ** 6 * 2.6) * Math.max(s, 0.75);
    stars += el("circle", {
      cx: p.x,
      cy: p.y,
      r: size,
      fill: col,
      "fill-opacity": rng.range(0.35, 1) * (1 - d * 0.35),
    });
    if (rng.chance(0.01)) bright += el("circle", { cx: p.x, cy: p.y, r: size * 10, fill: halo });
  }
  return (
    litBackdrop(ctx, "#0c0a22", [
      { x: c.x, y: c.y, rx: h * 0.8, ry: h * 0.4, color: hue.violet, opacity: 0.2 },
      { x: c.x, y: c.y, rx: h * 0.3, ry: h * 0.17, color: hue.amber, opacity: 0.55 },
      { x: c.x, y: c.y, rx: h * 0.09, ry: h * 0.06, color: "#ffffff", opacity: 0.85 },
    ]) +
    screen(glows(ctx, dust)) +
    screen(stars + bright) +
    particles(ctx, {
      count: 200,
      colors: [ink.text],
      size: [0.4, 1.2],
      opacity: [0.1, 0.5],
      glowShare: 0,
    }) +
    vignette(ctx, 0.6)
  );
}

function ripple(ctx: Ctx): string {
  const { w, h } = ctx;
  const camera: Camera = {
    position: [0, 3.4, 0],
    yaw: 0,
    pitch: 0.32,
    focal: h * 0.95,
    cx: w * 0.5,
    cy: h * 0.46,
  };
  const height = (x: number, z: number) => {
    const r = Math.hypot(x, z - 11);
    return Math.cos(r * 1.6) * Math.exp(-r * 0.16) * 1.1;
  };
  return (
    litBackdrop(ctx, "#071a26", [
      { x: w * 0.5, y: h * 0.35, rx: h * 0.6, ry: h * 0.3, color: hue.teal, opacity: 0.3 },
      { x: w * 0.5, y: h * 0.1, rx: h * 0.5, ry: h * 0.2, color: hue.sky, opacity: 0.2 },
    ]) +
    terrain(ctx, {
      camera,
      xSpan: 14,
      zNear: 1.5,
      zFar: 26,
      cols: 80,
      rows: 54,
      height,
      colors: [hue.indigo, hue.cyan, hue.teal, "#d8fff7"],
      lineWidth: 1,
      opacity: 0.85,
    }) +
    vignette(ctx, 0.55)
  );
}

// Aurora curtains: thin vertical rays of ragged length above a wavy lower edge, fading upward.
function curtain(
  ctx: Ctx,
  edge: (u: number) => number,
  length: (u: number) => number,
  colors: readonly string[],
  seed: number,
): string {
  const { w, lw, rng } = ctx;
  const stops = [0, 0.06, 0.16, 0.3, 0.5, 0.75, 1];
  const alphas = [0.8, 0.5, 0.3, 0.16, 0.08, 0.03];
  const paths = alphas.map(() => "");
  for (let x = 0; x <= w; x += rng.range(2, 6) * Math.max(ctx.s, 0.6)) {
    const u = x / w;
    // High-frequency noise gives the ragged, striated top of real aurora.
    const k =
      0.25 +
      0.75 *
        Math.max(
          0,
          fbm2(u * 40, seed, { seed, octaves: 2 }) * 0.8 +
            fbm2(u * 6, seed + 1, { seed }) * 0.6 +
            0.45,
        );
    const y0 = edge(u);
    const L = length(u) * k;
    alphas.forEach(
      (_, i) => (paths[i] += `M${n(x)} ${n(y0 - L * stops[i]!)}V${n(y0 - L * stops[i + 1]!)}`),
    );
  }
  const stroke = ctx.defs.linear(
    colors.map((c, i) => [i / (colors.length - 1), c] as [number, string]),
    0,
    0,
    w,
    0,
  );
  const rays = paths.map((d, i) => el("path", { d, "stroke-opacity": alphas[i] })).join("");
  const edgeLine = el("path", {
    d: polyline(Array.from({ length: 121 }, (_, i) => ({ x: (w * i) / 120, y: edge(i / 120) }))),
    fill: "none",
    "stroke-width": lw(6),
    "stroke-opacity": 0.35,
    filter: ctx.defs.blur(6 * ctx.s),
  });
  return group(edgeLine + group(rays, { filter: ctx.defs.blur(0.8 * ctx.s) }), {
    stroke,
    "stroke-width": lw(1.5),
    style: "mix-blend-mode:screen",
  });
}

function aurora(ctx: Ctx): string {
  const { w, h } = ctx;
  return (
    backdrop(ctx, "#06162a", ink.deep, 0) +
    particles(ctx, {
      count: 380,
      colors: [ink.text, hue.sky],
      place: () => ({ x: ctx.rng.range(0, w), y: ctx.rng.range(0, h * 0.7) }),
      size: [0.4, 1.5],
      opacity: [0.15, 0.8],
      glowShare: 0.02,
    }) +
    glows(ctx, [
      { x: w * 0.45, y: h * 0.5, rx: h * 0.9, ry: h * 0.3, color: hue.teal, opacity: 0.2 },
      { x: w * 0.8, y: h * 0.25, rx: h * 0.5, ry: h * 0.25, color: hue.violet, opacity: 0.18 },
    ]) +
    curtain(
      ctx,
      (u) => h * (0.5 + 0.09 * Math.sin(u * 5.5 + 0.6) + 0.03 * Math.sin(u * 17)),
      (u) => h * (0.3 + 0.12 * Math.sin(u * 3 + 2)),
      [hue.teal, hue.lime, hue.teal, hue.cyan, hue.violet],
      3,
    ) +
    curtain(
      ctx,
      (u) => h * (0.36 + 0.07 * Math.sin(u * 4 + 2.4)),
      (u) => h * (0.24 + 0.08 * Math.sin(u * 5)),
      [hue.violet, hue.magenta, hue.violet, hue.teal, hue.teal],
      8,
    ) +
    ridgelines(ctx, {
      rows: 3,
      top: h * 0.76,
      bottom: h * 0.92,
      amplitude: h * 0.22,
      seed: 11,
      colors: [hue.teal, hue.indigo],
      focus: 0.45,
      fill: ink.deep,
      strokeOpacity: 0.3,
    }) +
    vignette(ctx, 0.55)
  );
}

function city(ctx: Ctx): string {
  const { w, h, rng } = ctx;
  const camera = lookAt([16, 15, -16], [0, 0.8, 0], h * 1.3, w * 0.44, h * 0.5);
  const blocks: Block[] = [];
  for (let i = -5; i <= 5; i++)
    for (let j = -5; j <= 5; j++) {
      if (i === 0 || j === 1) continue;
      const d = Math.hypot(i, j);
      const height = 0.4 + Math.max(0, 7 - d * 1.1) * rng.range(0.3, 1) + rng.range(0, 0.8);
      blocks.push({
        min: [i * 1.4, 0, j * 1.4],
        max: [i * 1.4 + 1, height, j * 1.4 + 1],
        tint: rng.pick([hue.cyan, hue.sky, hue.violet, hue.teal]),
        windows: Math.max(2, Math.round(height * 2)),
      });
    }
  // Light trails along the two avenues.
  const trail = (a: [number, number, number], b: [number, number, number], col: string) => {
    const pts = [a, b].map((p) => projectPoint(camera, p));
    return el("path", {
      d: polyline(pts),
      stroke: col,
      "stroke-width": ctx.lw(3),
      "stroke-opacity": 0.9,
    });
  };
  return (
    litBackdrop(ctx, "#0b1126", [
      { x: w * 0.5, y: h * 0.55, rx: h * 0.75, ry: h * 0.45, color: hue.violet, opacity: 0.2 },
      { x: w * 0.5, y: h * 0.45, rx: h * 0.35, color: hue.cyan, opacity: 0.16 },
    ]) +
    group(
      trail([-0.2, 0.02, -8], [-0.2, 0.02, 8], hue.amber) +
        trail([-8, 0.02, 1.6], [8, 0.02, 1.6], hue.magenta),
      { filter: ctx.defs.glow(6 * ctx.s, 1.3) },
    ) +
    glassBlocks(ctx, blocks, {
      camera,
      fill: "#0a1020",
      edge: hue.sky,
      top: "#2a3566",
      lineWidth: 0.9,
      fillOpacity: 0.96,
      windowColor: hue.amber,
    }) +
    vignette(ctx, 0.6)
  );
}

function topography(ctx: Ctx): string {
  const { w, h } = ctx;
  return (
    litBackdrop(ctx, "#0b1224", [
      { x: w * 0.62, y: h * 0.5, rx: h * 0.6, color: hue.teal, opacity: 0.16 },
      { x: w * 0.1, y: h * 0.1, rx: h * 0.5, color: hue.amber, opacity: 0.08 },
    ]) +
    contours(ctx, 28, 9 * ctx.s, 2.1, 3, [hue.indigo, hue.cyan, hue.teal, hue.amber]) +
    vignette(ctx, 0.6)
  );
}

function dotSphere(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const c = { x: w * 0.5, y: h * 0.5 };
  const R = h * 0.34;
  let dots = "";
  for (const v of fibonacciSphere(1400)) {
    const p = rotateX(rotateY(v, 0.6), 0.35);
    const f = (1 - p[2]) / 2;
    // A wave band around the sphere lights up like a scan.
    const band = Math.exp(-(((p[1] - 0.25 * Math.sin(p[0] * 3)) / 0.12) ** 2));
    const col =
      band > 0.3
        ? mix(hue.teal, "#ffffff", band * 0.6)
        : ramp([hue.indigo, hue.violet, hue.sky], f);
    dots += el("circle", {
      cx: c.x + p[0] * R,
      cy: c.y - p[1] * R,
      r: lw(0.8 + 2.2 * f + 1.5 * band),
      fill: col,
      "fill-opacity": 0.15 + 0.8 * f ** 1.5,
    });
  }
  return (
    litBackdrop(ctx, "#0c1030", [
      { x: c.x, y: c.y, rx: R * 1.8, color: hue.violet, opacity: 0.22 },
      { x: c.x + R * 0.3, y: c.y - R * 0.3, rx: R * 0.9, color: hue.teal, opacity: 0.2 },
    ]) +
    el("ellipse", {
      cx: c.x,
      cy: c.y,
      rx: R * 1.6,
      ry: R * 0.32,
      fill: "none",
      stroke: hue.teal,
      "stroke-opacity": 0.45,
      "stroke-width": lw(1.5),
      transform: `rotate(-14 ${n(c.x)} ${n(c.y)})`,
    }) +
    group(dots, { filter: defs.glow(2.5 * s, 0.9) }) +
    particles(ctx, {
      count: 160,
      colors: [ink.text, hue.sky],
      size: [0.4, 1.6],
      opacity: [0.15, 0.6],
    }) +
    vignette(ctx, 0.6)
  );
}

function prism(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const c = { x: w * 0.48, y: h * 0.5 };
  const R = h * 0.26;
  const tri = [0, 1, 2].map((i) => ({
    x: c.x + Math.cos(-Math.PI / 2 + (i * Math.PI * 2) / 3) * R,
    y: c.y + Math.sin(-Math.PI / 2 + (i * Math.PI * 2) / 3) * R,
  }));
  const entry = { x: (tri[0]!.x + tri[2]!.x) / 2, y: (tri[0]!.y + tri[2]!.y) / 2 };
  const exit = { x: c.x + R * 0.36, y: c.y + R * 0.06 };
  const spectrum = [
    hue.rose,
    hue.orange,
    hue.amber,
    hue.lime,
    hue.teal,
    hue.cyan,
    hue.blue,
    hue.violet,
  ];
  let fan = "";
  spectrum.forEach((col, i) => {
    const a0 = -0.18 + i * 0.06;
    const a1 = a0 + 0.06;
    const L = w;
    fan += el("path", {
      d: polyline(
        [
          exit,
          { x: exit.x + Math.cos(a0) * L, y: exit.y + Math.sin(a0) * L },
          { x: exit.x + Math.cos(a1) * L, y: exit.y + Math.sin(a1) * L },
        ],
        true,
      ),
      fill: defs.linear(
        [
          [0, col, 0.8],
          [1, col, 0.05],
        ],
        exit.x,
        exit.y,
        exit.x + L,
        exit.y,
      ),
    });
  });
  const beam = el("path", {
    d: polyline([{ x: 0, y: entry.y + h * 0.12 }, entry, exit]),
    fill: "none",
    stroke: "#ffffff",
    "stroke-width": lw(5),
    "stroke-linejoin": "round",
  });
  const glass = defs.linear(
    [
      [0, "#ffffff", 0.14],
      [1, hue.sky, 0.03],
    ],
    tri[0]!.x,
    tri[0]!.y,
    c.x,
    tri[1]!.y,
  );
  return (
    backdrop(ctx, "#0b0f22", ink.deep) +
    screen(group(fan, { filter: defs.blur(3 * s) })) +
    group(beam, { filter: defs.glow(8 * s, 1.4) }) +
    el("path", {
      d: polyline(tri, true),
      fill: glass,
      stroke: "#ffffff",
      "stroke-opacity": 0.7,
      "stroke-width": lw(2),
      "stroke-linejoin": "round",
    }) +
    group(
      el("path", {
        d: polyline(tri, true),
        fill: "none",
        stroke: hue.sky,
        "stroke-width": lw(3),
        "stroke-opacity": 0.5,
      }),
      { filter: defs.glow(10 * s) },
    ) +
    particles(ctx, {
      count: 120,
      colors: [ink.text, hue.sky],
      size: [0.4, 1.6],
      opacity: [0.1, 0.5],
    }) +
    vignette(ctx, 0.6)
  );
}

function ridges(ctx: Ctx): string {
  const { w, h } = ctx;
  return (
    litBackdrop(ctx, "#0d0b22", [
      { x: w * 0.6, y: h * 0.4, rx: h * 0.7, color: hue.magenta, opacity: 0.16 },
    ]) +
    ridgelines(ctx, {
      rows: 34,
      top: h * 0.16,
      bottom: h * 0.86,
      amplitude: h * 0.22,
      seed: 21,
      colors: [hue.magenta, hue.violet, hue.cyan, hue.teal],
      x0: w * 0.12,
      x1: w * 0.88,
      focus: 0.55,
    }) +
    vignette(ctx, 0.6)
  );
}

const galleryWidths = [480, 800, 1200];

export const galleryScenes = sceneGroup("gallery", "gallery", [1200, 800], galleryWidths, [
  ["Tunnel of glowing rounded frames receding toward a teal light", tunnel],
  ["Spiral galaxy of coloured particles around a bright core", galaxy],
  ["Rippling wireframe surface spreading from a point of light", ripple],
  ["Aurora curtains of teal and violet over layered mountain ridges", aurora],
  ["Isometric night city of glass towers with lit windows and light trails", city],
  ["Topographic contour lines in blue, teal and amber", topography],
  ["Sphere made of glowing dots crossed by a bright scan band", dotSphere],
  ["White beam splitting through a glass prism into a spectrum", prism],
  ["Stacked ridgelines rising into a central peak", ridges],
]);
