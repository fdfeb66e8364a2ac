// Project cards (4:3), news images (16:9) and the leadership emblem.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { lookAt } from "./geometry";
import { glows, litBackdrop, particles, textShade, vignette } from "./motifs-light";
import { glassBlocks, type Block } from "./motifs-mesh";
import { orbits } from "./motifs-flow";
import { cluster, sceneGroup, type SceneSpec } from "./scene";
import {
  cropHealth,
  ledgerBridge,
  monsoonDeploy,
  ragaTrainer,
  tiffinApp,
  villaEvening,
  villaWalkthrough,
  voiceAgent,
} from "./scenes-stories";
import { el, group, n, polyline, type Point } from "./svg";

function cloudMigration(ctx: Ctx): string {
  const { w, h, lw, defs, rng, s } = ctx;
  const camera = lookAt([6, 7, -9], [0, 1, 0], h * 1.3, w * 0.25, h * 0.55);
  const rack: Block[] = [];
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 4; k++)
      rack.push({
        min: [i * 1.3 - 1.9, k * 0.62, -0.5],
        max: [i * 1.3 - 0.9, k * 0.62 + 0.5, 0.5],
        tint: hue.sky,
        windows: 0,
      });
  // Cloud: nodes inside a union of circles, linked to near neighbours.
  const blobs = [
    { x: 0.7, y: 0.42, r: 0.17 },
    { x: 0.8, y: 0.36, r: 0.2 },
    { x: 0.9, y: 0.44, r: 0.14 },
    { x: 0.79, y: 0.5, r: 0.15 },
  ];
  const nodes: Point[] = [];
  while (nodes.length < 46) {
    const p = { x: rng.range(0.5, 1), y: rng.range(0.12, 0.75) };
    if (blobs.some((b) => Math.hypot(p.x - b.x, (p.y - b.y) * (w / h) * 0.56) < b.r * 0.55))
      nodes.push({ x: p.x * w, y: p.y * h });
  }
  let links = "";
  nodes.forEach((a, i) => {
    nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((x) => x.j > i)
      .sort((x, y) => x.d - y.d)
      .slice(0, 2)
      .forEach(
        ({ j }) => (links += el("line", { x1: a.x, y1: a.y, x2: nodes[j]!.x, y2: nodes[j]!.y })),
      );
  });
  const halo = defs.radial([
    [0, hue.teal, 0.8],
    [0.25, hue.teal, 0.25],
    [1, hue.teal, 0],
  ]);
  // Soft cloud body behind the nodes.
  const body = glows(
    ctx,
    blobs.map((b) => ({
      x: b.x * w,
      y: b.y * h,
      rx: b.r * h * 1.1,
      ry: b.r * h * 0.75,
      color: hue.teal,
      opacity: 0.16,
    })),
  );
  const dots = nodes
    .map(
      (p, i) =>
        el("circle", {
          cx: p.x,
          cy: p.y,
          r: lw(i % 5 === 0 ? 4 : 2.5),
          fill: i % 5 === 0 ? "#ffffff" : hue.teal,
        }) + (i % 5 === 0 ? el("circle", { cx: p.x, cy: p.y, r: lw(26), fill: halo }) : ""),
    )
    .join("");
  let arcs = "";
  const src = { x: w * 0.3, y: h * 0.4 };
  for (let i = 0; i < 6; i++) {
    const dst = nodes[i * 7]!;
    const mid = { x: (src.x + dst.x) / 2, y: Math.min(src.y, dst.y) - h * rng.range(0.12, 0.3) };
    arcs += el("path", {
      d: `M${n(src.x)} ${n(src.y)}Q${n(mid.x)} ${n(mid.y)} ${n(dst.x)} ${n(dst.y)}`,
      "stroke-dasharray": `${n(lw(2))} ${n(lw(7))}`,
    });
  }
  return (
    litBackdrop(ctx, "#0a1730", [
      { x: w * 0.78, y: h * 0.42, rx: h * 0.55, color: hue.teal, opacity: 0.2 },
      { x: w * 0.25, y: h * 0.6, rx: h * 0.45, color: hue.indigo, opacity: 0.2 },
    ]) +
    group(
      glassBlocks(ctx, rack, {
        camera,
        fill: ink.night,
        edge: hue.sky,
        top: hue.indigo,
        lineWidth: 1.2,
        fillOpacity: 0.95,
        windowColor: hue.teal,
      }),
      {},
    ) +
    group(arcs, {
      fill: "none",
      stroke: hue.amber,
      "stroke-width": lw(2.2),
      "stroke-linecap": "round",
      filter: defs.glow(3 * s),
    }) +
    body +
    group(links, { stroke: hue.teal, "stroke-opacity": 0.35, "stroke-width": lw(1) }) +
    dots +
    particles(ctx, { count: 80, colors: [hue.teal, ink.text], size: [0.5, 2] }) +
    textShade(ctx, 0.35, 0.5, "bottom") +
    vignette(ctx, 0.55)
  );
}

function leader(ctx: Ctx): string {
  const { w, h, s, lw, defs, rng } = ctx;
  const cx = w * 0.5;
  const R = h * 0.13;
  const headY = h * 0.37;
  const jawY = headY + 1.05 * R;
  // Head, neck and shoulders from a few curves: a person is suggested, nobody is depicted.
  const side = (k: number) => [
    [cx + k * 2.8 * R, h],
    [cx + k * 2.75 * R, h * 0.8, cx + k * 2.35 * R, h * 0.68, cx + k * 1.6 * R, h * 0.655],
    [cx + k * 0.95 * R, h * 0.64, cx + k * 0.56 * R, h * 0.62, cx + k * 0.5 * R, h * 0.565],
    [cx + k * 0.48 * R, jawY],
  ];
  const L = side(-1);
  const Rt = side(1);
  const c = (p: number[]) => p.map(n).join(" ");
  const sil =
    `M${c(L[0]!)}C${c(L[1]!)}C${c(L[2]!)}L${c(L[3]!)}` +
    `A${n(R)} ${n(R * 1.2)} 0 1 1 ${c(Rt[3]!)}` +
    `L${n(Rt[2]![4]!)} ${n(Rt[2]![5]!)}C${n(Rt[2]![2]!)} ${n(Rt[2]![3]!)} ${n(Rt[2]![0]!)} ${n(Rt[2]![1]!)} ${n(Rt[1]![4]!)} ${n(Rt[1]![5]!)}` +
    `C${n(Rt[1]![2]!)} ${n(Rt[1]![3]!)} ${n(Rt[1]![0]!)} ${n(Rt[1]![1]!)} ${c(Rt[0]!)}Z`;
  const clip = defs.id("p");
  defs.add(`<clipPath id="${clip}"><path d="${sil}"/></clipPath>`);
  // Low-poly facets shaded by distance to a key light at the upper right.
  const light = { x: w * 0.78, y: h * 0.18 };
  const step = 34 * s;
  const cols = Math.ceil(w / step) + 1;
  const rows = Math.ceil(h / step) + 1;
  const pts: Point[] = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++)
      pts.push({
        x: i * step + rng.range(-0.35, 0.35) * step,
        y: j * step + rng.range(-0.35, 0.35) * step,
      });
  let facets = "";
  for (let j = 0; j < rows - 1; j++)
    for (let i = 0; i < cols - 1; i++) {
      const a = pts[j * cols + i]!;
      const b = pts[j * cols + i + 1]!;
      const c2 = pts[(j + 1) * cols + i + 1]!;
      const d = pts[(j + 1) * cols + i]!;
      for (const tri of [
        [a, b, c2],
        [a, c2, d],
      ]) {
        const mx = (tri[0]!.x + tri[1]!.x + tri[2]!.x) / 3;
        const my = (tri[0]!.y + tri[1]!.y + tri[2]!.y) / 3;
        const near = Math.max(0, 1 - Math.hypot(mx - light.x, my - light.y) / (h * 0.85));
        const b2 = Math.min(1, near ** 1.6 + rng.range(-0.06, 0.06));
        facets += el("path", {
          d: polyline(tri, true),
          fill: mix(ink.night, hue.teal, 0.05 + 0.55 * b2),
        });
      }
    }
  const rim = defs.linear(
    [
      [0, hue.teal, 1],
      [0.45, hue.cyan, 0.55],
      [1, hue.indigo, 0],
    ],
    w * 0.85,
    h * 0.15,
    w * 0.25,
    h * 0.95,
  );
  let rings = "";
  [0.3, 0.36, 0.43].forEach((r, i) => {
    rings += el("circle", {
      cx,
      cy: headY,
      r: h * r,
      fill: "none",
      stroke: i === 1 ? hue.teal : hue.indigo,
      "stroke-opacity": 0.4 - i * 0.08,
      "stroke-width": lw(i === 1 ? 2 : 1.2),
      "stroke-dasharray": i === 2 ? `${n(lw(2))} ${n(lw(8))}` : undefined,
    });
  });
  return (
    litBackdrop(ctx, "#0c1530", [
      { x: cx, y: headY, rx: h * 0.45, color: hue.teal, opacity: 0.3 },
      { x: w * 0.85, y: h * 0.12, rx: h * 0.35, color: hue.violet, opacity: 0.22 },
    ]) +
    rings +
    orbits(ctx, {
      center: { x: cx, y: headY },
      radii: [h * 0.47],
      tilt: 1.3,
      rotation: -0.3,
      color: hue.sky,
      accent: hue.amber,
      satellites: 2,
    }) +
    group(facets, {
      "clip-path": `url(#${clip})`,
      stroke: hue.teal,
      "stroke-opacity": 0.12,
      "stroke-width": lw(0.6),
      "stroke-linejoin": "round",
    }) +
    group(el("path", { d: sil, fill: "none", stroke: rim, "stroke-width": lw(3) }), {
      filter: defs.glow(6 * s, 1.3),
    }) +
    particles(ctx, {
      count: 90,
      colors: [hue.teal, ink.text],
      place: cluster(ctx, cx, headY, w * 0.3, h * 0.3),
      size: [0.5, 2],
      glowShare: 0.12,
    }) +
    vignette(ctx, 0.5)
  );
}

// 240 px: the sidebars' 80 px thumbnails, sharp at three device pixels per CSS pixel.
const cardWidths = [240, 400, 800];

export const projectScenes = sceneGroup("projects", "project", [800, 600], cardWidths, [
  ["Glowing leaf veins inside a camera frame, with a scan line and circled spots", cropHealth],
  [
    "Wireframe hillside villa with lit windows at sunset, trees and a dotted walkthrough path",
    villaWalkthrough,
  ],
  ["Stacked saffron, teal and cream tiffin carrier beside a glowing delivery route", tiffinApp],
  ["Two grids of data blocks joined by a bright arc of light", ledgerBridge],
  ["Violet pitch curve weaving across reference lines above a sound wave", ragaTrainer],
  ["Rain of small luminous cubes falling into an orderly grid of containers", monsoonDeploy],
]);

export const newsScenes = sceneGroup("news", "news", [800, 450], cardWidths, [
  ["Cyan voice wave flowing from a phone outline into a glowing neural network", voiceAgent],
  ["Wireframe villa on a hillside in warm orange and pink evening light", villaEvening],
  ["Server racks sending data arcs into a glowing cloud of connected nodes", cloudMigration],
]);

export const leaderScenes: SceneSpec[] = [
  {
    group: "leader",
    name: "leader",
    width: 480,
    height: 480,
    widths: [480],
    alt: "Abstract glowing silhouette of a person framed by orbit rings",
    draw: leader,
  },
];
