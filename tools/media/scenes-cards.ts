// Project cards (4:3) and the leader's portrait.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { litBackdrop, particles, vignette } from "./motifs-light";
import { cluster, sceneGroup, type SceneSpec } from "./scene";
import {
  cropHealth,
  ledgerBridge,
  monsoonDeploy,
  ragaTrainer,
  tiffinApp,
  villaWalkthrough,
} from "./scenes-stories";
import { el, group, n } from "./svg";

// Portrait of the founder in the house style: a stylised woman, face modelled by a mint key light
// from the left and a periwinkle fill from the right, features drawn as soft shapes.
function leader(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  // Drawn on a 480 grid; k scales it to the canvas.
  const k = w / 480;
  const P = (d: string) => d.replace(/-?\d+(\.\d+)?/g, (v) => n(Number(v) * k));
  const path = (d: string, attrs: Record<string, string | number>) =>
    el("path", { d: P(d), ...attrs });
  const skin = "#c9977c";
  const lit = mix(skin, "#f3e6da", 0.35);
  const shade = mix(skin, "#3b3a6e", 0.55);
  const face = defs.linear(
    [
      [0, mix(lit, hue.teal, 0.12)],
      [0.55, skin],
      [1, shade],
    ],
    175 * k,
    0,
    306 * k,
    0,
  );
  const neck = defs.linear(
    [
      [0, shade],
      [0.35, mix(skin, ink.night, 0.3)],
      [1, skin],
    ],
    0,
    262 * k,
    0,
    330 * k,
  );
  const hair = defs.linear(
    [
      [0, "#1a1c2e"],
      [1, "#0c0d18"],
    ],
    0,
    90 * k,
    0,
    380 * k,
  );
  const jacket = defs.linear(
    [
      [0, mix(hue.indigo, ink.night, 0.45)],
      [1, mix(hue.indigo, ink.deep, 0.8)],
    ],
    60 * k,
    330 * k,
    420 * k,
    480 * k,
  );
  const faceOutline =
    "M240 126C292 126 309 168 307 205C305 242 284 271 240 283C196 271 175 242 173 205C171 168 188 126 240 126Z";
  const eye = (cx: number) =>
    path(`M${cx - 14} 201Q${cx} 191 ${cx + 14} 201Q${cx} 208 ${cx - 14} 201Z`, {
      fill: "#f1eee9",
      "fill-opacity": 0.9,
    }) +
    el("circle", { cx: cx * k, cy: 200.5 * k, r: 5.2 * k, fill: "#2a2436" }) +
    el("circle", { cx: (cx + 1.8) * k, cy: 198.6 * k, r: 1.5 * k, fill: "#ffffff" }) +
    path(`M${cx - 15} 200Q${cx} 188 ${cx + 15} 199`, {
      fill: "none",
      stroke: "#1b1626",
      "stroke-width": 2.4 * k,
      "stroke-linecap": "round",
    });
  const features =
    eye(212) +
    eye(268) +
    path("M196 184Q212 176 228 182", {
      fill: "none",
      stroke: "#241d2c",
      "stroke-width": 3.2 * k,
      "stroke-linecap": "round",
    }) +
    path("M252 182Q268 176 284 184", {
      fill: "none",
      stroke: "#241d2c",
      "stroke-width": 3.2 * k,
      "stroke-linecap": "round",
    }) +
    // Nose: its shadowed side and the tip catching the key light.
    path("M244 206Q250 228 247 238Q242 243 234 240", {
      fill: "none",
      stroke: shade,
      "stroke-width": 2.4 * k,
      "stroke-linecap": "round",
      "stroke-opacity": 0.8,
    }) +
    el("ellipse", {
      cx: 239 * k,
      cy: 234 * k,
      rx: 5 * k,
      ry: 3 * k,
      fill: lit,
      "fill-opacity": 0.5,
    }) +
    path("M224 256Q232 251 240 253Q248 251 256 256Q240 266 224 256Z", { fill: "#b0606a" }) +
    path("M224 256Q240 259 256 256", { fill: "none", stroke: "#6e3340", "stroke-width": 1.4 * k }) +
    el("ellipse", {
      cx: 200 * k,
      cy: 230 * k,
      rx: 16 * k,
      ry: 9 * k,
      fill: hue.rose,
      "fill-opacity": 0.14,
    }) +
    el("ellipse", {
      cx: 280 * k,
      cy: 230 * k,
      rx: 16 * k,
      ry: 9 * k,
      fill: hue.rose,
      "fill-opacity": 0.1,
    });
  // Rim light along the silhouette's own outline: mint on the key side, periwinkle on the fill side.
  const rimStroke = defs.linear(
    [
      [0, hue.teal, 0.95],
      [0.38, hue.teal, 0],
      [0.62, hue.indigo, 0],
      [1, hue.indigo, 0.8],
    ],
    140 * k,
    0,
    340 * k,
    0,
  );
  const rim = (d: string) =>
    group(path(d, { fill: "none", stroke: rimStroke, "stroke-width": 2.6 * k }), {
      filter: defs.glow(4 * s, 1.2),
    });
  const hairBack =
    "M240 90C168 90 142 150 146 212C149 272 136 326 112 372L368 372C344 326 331 272 334 212C338 150 312 90 240 90Z";
  const shoulders =
    "M40 480C48 420 82 382 150 362C176 354 190 342 196 328L240 396L284 328C290 342 304 354 330 362C398 382 432 420 440 480Z";
  return (
    litBackdrop(ctx, "#0c1530", [
      { x: w * 0.32, y: h * 0.42, rx: h * 0.5, color: hue.teal, opacity: 0.26 },
      { x: w * 0.82, y: h * 0.2, rx: h * 0.4, color: hue.violet, opacity: 0.22 },
    ]) +
    el("circle", {
      cx: w / 2,
      cy: h * 0.43,
      r: h * 0.36,
      fill: "none",
      stroke: hue.teal,
      "stroke-opacity": 0.22,
      "stroke-width": lw(1.5),
    }) +
    // Long hair behind the head and shoulders.
    path(hairBack, { fill: hair }) +
    path("M218 258L218 320Q240 334 262 320L262 258Z", { fill: neck }) +
    path(shoulders, { fill: jacket }) +
    path("M196 328L240 396L284 328Q262 342 240 342Q218 342 196 328Z", {
      fill: mix(hue.teal, ink.night, 0.55),
    }) +
    path("M196 328L226 420M284 328L254 420", {
      fill: "none",
      stroke: hue.indigo,
      "stroke-opacity": 0.5,
      "stroke-width": 2 * k,
    }) +
    path(faceOutline, { fill: face }) +
    // Shadow under the jaw onto the neck.
    path("M206 272Q240 300 274 272L270 292Q240 306 210 292Z", {
      fill: "#000000",
      "fill-opacity": 0.25,
      filter: defs.blur(3 * s),
    }) +
    features +
    // Side-parted fringe sweeping across the forehead, and strands falling over the shoulders.
    path(
      "M170 214C164 146 198 104 246 104C292 104 316 142 310 210C304 170 286 146 262 138C236 150 204 168 170 214Z",
      { fill: hair },
    ) +
    path("M170 214C160 262 160 300 150 344L178 336C184 300 182 258 186 226Z", { fill: hair }) +
    path("M310 210C318 262 322 300 332 344L304 336C298 300 298 258 296 226Z", { fill: hair }) +
    rim(
      "M112 372C136 326 149 272 146 212C142 150 168 90 240 90C312 90 338 150 334 212C331 272 344 326 368 372",
    ) +
    rim("M40 480C48 420 82 382 150 362M330 362C398 382 432 420 440 480") +
    el("circle", {
      cx: 176 * k,
      cy: 246 * k,
      r: 3.5 * k,
      fill: hue.teal,
      filter: defs.glow(3 * s),
    }) +
    particles(ctx, {
      count: 50,
      colors: [hue.teal, ink.text],
      place: cluster(ctx, w * 0.5, h * 0.4, w * 0.35, h * 0.3),
      size: [0.5, 1.6],
      opacity: [0.15, 0.6],
      glowShare: 0.1,
    }) +
    vignette(ctx, 0.45)
  );
}

// 240 px: the sidebars' 80 px thumbnails, sharp at three device pixels per CSS pixel.
export const cardWidths = [240, 400, 800];

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

export const leaderScenes: SceneSpec[] = [
  {
    group: "leader",
    name: "leader",
    width: 480,
    height: 480,
    widths: [480],
    alt: "Stylised portrait of a woman with long dark hair and a navy jacket, lit in mint from the left",
    draw: leader,
  },
];
