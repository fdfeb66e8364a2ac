// Studio showcase (3:2): each service shown as the thing it makes, in the house palette.
import { hue, ink, mix } from "./color";
import type { Ctx } from "./context";
import { lookAt, project, type Camera, type Vec3 } from "./geometry";
import { backdrop, glows, litBackdrop, particles, vignette } from "./motifs-light";
import { glassBlocks, type Block } from "./motifs-mesh";
import {
  codeLines,
  codeTokens,
  grid,
  landingPage,
  phone,
  shadow,
  textBar,
  windowFrame,
  type Box,
} from "./motifs-ui";
import { sceneGroup } from "./scene";
import { trees } from "./scenes-stories";
import { el, group, n, polyline, roundRect, smoothPath, type Point } from "./svg";

const mint = hue.teal;
const periwinkle = hue.indigo;

// Our own sample: a booking helper, tokenised so the editor shows its true shape and colours.
const listing = `import { schedule } from "./calendar";

// Books the earliest slot that suits both sides.
export async function bookVisit(client: Client, week: number) {
  const slots = await schedule.open(week);
  const best = slots
    .filter((slot) => slot.minutes >= 45)
    .sort((a, b) => a.start - b.start)[0];
  if (!best) return { booked: false, reason: "full" };

  await client.notify(best, { channel: "sms" });
  return { booked: true, slot: best.id };
}`;

function customCoding(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const win: Box = { x: w * 0.06, y: h * 0.08, w: w * 0.88, h: h * 0.8 };
  const { frame, body, clip } = windowFrame(ctx, win.x, win.y, win.w, win.h, mint);
  const side = body.w * 0.2;
  let tree = roundRect(body.x, body.y, side, body.h, 0, ink.deep, 0.45);
  const files = [0, 1, 1, 2, 2, 2, 1, 1, 0, 1];
  files.forEach((depth, i) => {
    const y = body.y + 30 * s + i * 34 * s;
    if (i === 4) tree += roundRect(body.x, y - 10 * s, side, 30 * s, 0, mint, 0.12);
    tree += roundRect(
      body.x + (18 + depth * 18) * s,
      y,
      12 * s,
      10 * s,
      2 * s,
      depth < 2 ? hue.sky : mint,
      0.7,
    );
    tree += textBar(
      body.x + (38 + depth * 18) * s,
      y + 1 * s,
      (50 + ((i * 37) % 60)) * s,
      8 * s,
      ink.muted,
      i === 4 ? 0.9 : 0.5,
    );
  });
  const cx = body.x + side;
  const tabH = 40 * s;
  let tabs = roundRect(cx, body.y, body.w - side, tabH, 0, ink.deep, 0.35);
  [140, 110, 124].forEach((tw, i) => {
    const tx = cx + [0, 140, 250][i]! * s;
    if (i === 0) {
      tabs += roundRect(tx, body.y, tw * s, tabH, 0, ink.surface, 1);
      tabs += roundRect(tx, body.y + tabH - 3 * s, tw * s, 3 * s, 0, mint, 1);
    }
    tabs += textBar(
      tx + 18 * s,
      body.y + tabH / 2 - 4 * s,
      (tw - 40) * s,
      8 * s,
      ink.muted,
      i === 0 ? 0.85 : 0.4,
    );
  });
  const lh = 44 * s;
  const cw = 12.4 * s;
  const top = body.y + tabH + 24 * s;
  const gutter = cx + 56 * s;
  const codeX = gutter + 16 * s;
  const lines = listing.split("\n");
  const current = 6;
  let code = roundRect(cx, top + current * lh - lh * 0.3, body.w - side, lh, 0, periwinkle, 0.1);
  lines.forEach((line, i) => {
    const y = top + i * lh;
    const digits = String(i + 1).length;
    code += textBar(
      gutter - (digits * 11 + 8) * s,
      y + 1 * s,
      digits * 10 * s,
      13 * s,
      ink.muted,
      i === current ? 0.8 : 0.3,
    );
    for (const t of codeTokens(line))
      code += textBar(codeX + t.col * cw, y, t.len * cw - cw * 0.3, 15 * s, t.color, t.o);
  });
  code += el("rect", {
    x: codeX + 41 * cw,
    y: top + current * lh - 8 * s,
    width: lw(2.5),
    height: 31 * s,
    fill: ink.text,
  });
  const mm = { x: win.x + win.w - 90 * s, y: top };
  const minimap = group(codeLines(ctx, mm.x, mm.y, 70 * s, 40, 9 * s, 0.7), { opacity: 0.5 });
  const status =
    roundRect(body.x, win.y + win.h - 30 * s, body.w, 30 * s, 0, mint, 0.16) +
    textBar(body.x + 20 * s, win.y + win.h - 19 * s, 120 * s, 8 * s, mint, 0.8) +
    textBar(body.x + body.w - 200 * s, win.y + win.h - 19 * s, 160 * s, 8 * s, ink.muted, 0.5);
  // A terminal in front: the tests passing.
  const term = windowFrame(ctx, w * 0.62, h * 0.66, w * 0.33, h * 0.27, periwinkle);
  let out = "";
  for (let i = 0; i < 4; i++) {
    const y = term.body.y + 24 * s + i * 30 * s;
    out += el("circle", {
      cx: term.body.x + 30 * s,
      cy: y + 5 * s,
      r: 6 * s,
      fill: i < 3 ? mint : ink.muted,
      "fill-opacity": 0.9,
    });
    out += textBar(
      term.body.x + 48 * s,
      y,
      (160 + ((i * 53) % 110)) * s,
      10 * s,
      i < 3 ? ink.text : mint,
      i < 3 ? 0.6 : 0.9,
    );
  }
  return (
    litBackdrop(ctx, "#0b1228", [
      { x: w * 0.3, y: h * 0.3, rx: h * 0.7, color: mint, opacity: 0.12 },
      { x: w * 0.85, y: h * 0.85, rx: h * 0.5, color: periwinkle, opacity: 0.18 },
    ]) +
    shadow(ctx, win.x + 10 * s, win.y + 30 * s, win.w, win.h, 20 * s, 30 * s, 0.7) +
    frame +
    group(tree + tabs + code + minimap + status, { "clip-path": clip }) +
    shadow(ctx, w * 0.62 + 10 * s, h * 0.66 + 24 * s, w * 0.33, h * 0.27, 16 * s, 24 * s, 0.8) +
    term.frame +
    out +
    vignette(ctx, 0.45)
  );
}

function websitesApps(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const win: Box = { x: w * 0.06, y: h * 0.12, w: w * 0.7, h: h * 0.74 };
  const { frame, body, clip } = windowFrame(ctx, win.x, win.y, win.w, win.h, periwinkle);
  const head = body.y - win.y;
  // Address bar in the title row.
  const bar =
    roundRect(
      win.x + win.w * 0.2,
      win.y + head * 0.22,
      win.w * 0.6,
      head * 0.56,
      head * 0.28,
      ink.deep,
      0.8,
    ) +
    textBar(win.x + win.w * 0.23, win.y + head * 0.44, win.w * 0.2, head * 0.12, ink.muted, 0.6);
  const page = group(landingPage(ctx, body, false), { "clip-path": clip });
  const pw = w * 0.2;
  const px = w * 0.72;
  const py = h * 0.22;
  const phoneBody = phone(ctx, px, py, pw, mint, "feed");
  // The same page redrawn for the phone's screen, over the generic feed.
  const pad = pw * 0.06;
  const screenBox: Box = {
    x: px + pad,
    y: py + pad * 2.4,
    w: pw - pad * 2,
    h: pw * 2.05 - pad * 3.6,
  };
  const pclip = ctx.defs.id("c");
  ctx.defs.add(
    `<clipPath id="${pclip}"><rect x="${n(screenBox.x)}" y="${n(screenBox.y)}" width="${n(screenBox.w)}" height="${n(screenBox.h)}" rx="${n(pw * 0.08)}"/></clipPath>`,
  );
  return (
    litBackdrop(ctx, "#0d1030", [
      { x: w * 0.4, y: h * 0.45, rx: h * 0.7, color: periwinkle, opacity: 0.18 },
      { x: w * 0.85, y: h * 0.6, rx: h * 0.45, color: mint, opacity: 0.16 },
    ]) +
    grid(ctx, 48 * s, periwinkle, 0.06) +
    shadow(ctx, win.x + 14 * s, win.y + 36 * s, win.w, win.h, 20 * s, 34 * s, 0.75) +
    frame +
    bar +
    page +
    phoneBody +
    group(landingPage(ctx, screenBox, true), { "clip-path": `url(#${pclip})` }) +
    el("rect", {
      ...screenBox,
      width: screenBox.w,
      height: screenBox.h,
      rx: pw * 0.08,
      fill: "none",
      stroke: mint,
      "stroke-opacity": 0.2,
      "stroke-width": lw(1),
    }) +
    vignette(ctx, 0.45)
  );
}

// The studio's sample mark: two interlocking rounded strokes.
export function brandMark(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  color: string,
  accent: string,
): string {
  const { lw } = ctx;
  const arc = (dx: number, c: string) =>
    el("path", {
      d: `M${n(cx + dx - r * 0.5)} ${n(cy + r * 0.6)}V${n(cy - r * 0.2)}a${n(r * 0.5)} ${n(r * 0.5)} 0 0 1 ${n(r)} 0V${n(cy + r * 0.6)}`,
      fill: "none",
      stroke: c,
      "stroke-width": lw(r * 0.22),
      "stroke-linecap": "round",
    });
  return arc(-r * 0.28, color) + arc(r * 0.28, accent);
}

// "Aa" drawn as strokes: a type specimen without a font.
export function specimen(x: number, base: number, size: number, color: string): string {
  const sw = size * 0.11;
  const A = `M${n(x)} ${n(base)}L${n(x + size * 0.36)} ${n(base - size)}L${n(x + size * 0.72)} ${n(base)}M${n(x + size * 0.14)} ${n(base - size * 0.36)}H${n(x + size * 0.58)}`;
  const ax = x + size * 1.08;
  const ar = size * 0.3;
  const a = `M${n(ax + ar)} ${n(base - ar * 2)}V${n(base)}M${n(ax + ar)} ${n(base - ar)}a${n(ar)} ${n(ar)} 0 1 0 0 0.01`;
  return el("path", {
    d: A + a,
    fill: "none",
    stroke: color,
    "stroke-width": sw,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}

function creativeDesign(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const card = (b: Box, fill: string, o = 1) =>
    shadow(ctx, b.x + 6 * s, b.y + 16 * s, b.w, b.h, 14 * s, 18 * s, 0.7) +
    el("rect", {
      x: b.x,
      y: b.y,
      width: b.w,
      height: b.h,
      rx: 14 * s,
      fill,
      "fill-opacity": o,
      stroke: ink.line,
      "stroke-opacity": 0.6,
      "stroke-width": lw(1),
    });
  const logo: Box = { x: w * 0.06, y: h * 0.1, w: w * 0.42, h: h * 0.5 };
  const type: Box = { x: w * 0.52, y: h * 0.1, w: w * 0.42, h: h * 0.32 };
  const swatch: Box = { x: w * 0.52, y: h * 0.46, w: w * 0.42, h: h * 0.42 };
  const icons: Box = { x: w * 0.06, y: h * 0.64, w: w * 0.42, h: h * 0.24 };
  let out = card(logo, ink.surface);
  out += group(
    brandMark(ctx, logo.x + logo.w / 2, logo.y + logo.h * 0.42, logo.h * 0.34, mint, periwinkle),
    { filter: defs.glow(6 * s, 0.8) },
  );
  out += textBar(
    logo.x + logo.w * 0.3,
    logo.y + logo.h * 0.78,
    logo.w * 0.4,
    12 * s,
    ink.text,
    0.9,
  );
  out += textBar(
    logo.x + logo.w * 0.38,
    logo.y + logo.h * 0.86,
    logo.w * 0.24,
    6 * s,
    ink.muted,
    0.6,
  );
  out += card(type, ink.raised);
  out += specimen(type.x + type.w * 0.08, type.y + type.h * 0.72, type.h * 0.5, ink.text);
  for (let i = 0; i < 4; i++) {
    const y = type.y + type.h * (0.24 + i * 0.16);
    out += textBar(
      type.x + type.w * 0.56,
      y,
      type.w * (0.36 - i * 0.06),
      (14 - i * 3) * s,
      i === 0 ? mint : ink.muted,
      0.85 - i * 0.12,
    );
  }
  out += card(swatch, ink.surface);
  const tones = [mint, hue.aqua, periwinkle, hue.violet, hue.amber];
  const sw = (swatch.w * 0.84) / tones.length;
  tones.forEach((c, i) => {
    const x = swatch.x + swatch.w * 0.08 + i * sw;
    const y = swatch.y + swatch.h * 0.14;
    const hh = swatch.h * 0.56;
    out += roundRect(x + 4 * s, y, sw - 8 * s, hh * 0.6, 8 * s, c, 1);
    for (let k = 1; k <= 3; k++)
      out += roundRect(
        x + 4 * s,
        y + hh * (0.6 + (k - 1) * 0.14) + 4 * s,
        sw - 8 * s,
        hh * 0.12,
        4 * s,
        mix(c, ink.deep, k * 0.22),
        1,
      );
    out += textBar(x + 4 * s, swatch.y + swatch.h * 0.82, sw * 0.6, 7 * s, ink.muted, 0.55);
  });
  out += card(icons, ink.raised);
  for (let i = 0; i < 3; i++) {
    const cx = icons.x + icons.w * (0.2 + i * 0.3);
    const cy = icons.y + icons.h / 2;
    const r = icons.h * 0.3;
    const fills = [
      defs.linear(
        [
          [0, mint],
          [1, periwinkle],
        ],
        cx - r,
        cy - r,
        cx + r,
        cy + r,
      ),
      ink.deep,
      ink.text,
    ];
    out += el("rect", {
      x: cx - r,
      y: cy - r,
      width: r * 2,
      height: r * 2,
      rx: r * 0.45,
      fill: fills[i],
    });
    out += brandMark(
      ctx,
      cx,
      cy + r * 0.05,
      r * 0.6,
      i === 2 ? ink.deep : i === 0 ? ink.deep : mint,
      i === 2 ? periwinkle : i === 0 ? "#ffffff" : periwinkle,
    );
  }
  return (
    litBackdrop(ctx, "#0f1026", [
      { x: w * 0.27, y: h * 0.35, rx: h * 0.6, color: mint, opacity: 0.12 },
      { x: w * 0.75, y: h * 0.7, rx: h * 0.55, color: periwinkle, opacity: 0.14 },
    ]) +
    out +
    vignette(ctx, 0.45)
  );
}

// The outline of a box's shadow on the ground (y = 0) under light travelling along `dir`: the
// convex hull of its footprint and its top corners pushed down to the ground.
function castShadow(camera: Camera, block: Block, dir: Vec3): string {
  const [x0, y0, z0] = block.min;
  const [x1, y1, z1] = block.max;
  const onGround = (p: Vec3): Vec3 => {
    const t = p[1] / -dir[1];
    return [p[0] + dir[0] * t, 0, p[2] + dir[2] * t];
  };
  const corners: Vec3[] = [];
  for (const x of [x0, x1])
    for (const z of [z0, z1]) corners.push(onGround([x, y0, z]), onGround([x, y1, z]));
  const pts = corners.map((p) => project(camera, p)).sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) =>
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0)
        out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return el("path", { d: polyline([...half(pts), ...half([...pts].reverse())], true) });
}

// A living room lit through a tall window: furniture as solid boxes, light and shadow on the floor.
export function visualisation(ctx: Ctx): string {
  const { w, h, s, defs, lw, rng } = ctx;
  const camera = lookAt([2.9, 2.1, -3.6], [-0.4, 0.9, 3], h * 0.95, w * 0.5, h * 0.5);
  const P = (p: Vec3) => project(camera, p);
  const quad = (pts: Vec3[], fill: string, extra: Record<string, string | number> = {}) =>
    el("path", { d: polyline(pts.map(P), true), fill, ...extra });
  const [X0, X1, Z0, Z1, top] = [-4, 4.5, -4, 5, 3.2];
  const floor = quad(
    [
      [X0, 0, Z0],
      [X1, 0, Z0],
      [X1, 0, Z1],
      [X0, 0, Z1],
    ],
    defs.linear(
      [
        [0, "#1e2538"],
        [1, "#0c101d"],
      ],
      0,
      h * 0.45,
      0,
      h,
    ),
  );
  let planks = "";
  for (let x = X0 + 0.5; x < X1; x += 0.5)
    planks += el("path", { d: polyline([P([x, 0, Z0 + 0.5]), P([x, 0, Z1])]) });
  const back = quad(
    [
      [X0, 0, Z1],
      [X1, 0, Z1],
      [X1, top, Z1],
      [X0, top, Z1],
    ],
    defs.linear(
      [
        [0, "#1a2033"],
        [1, "#232b42"],
      ],
      0,
      0,
      w,
      0,
    ),
  );
  const left = quad(
    [
      [X0, 0, Z0],
      [X0, 0, Z1],
      [X0, top, Z1],
      [X0, top, Z0],
    ],
    "#121829",
  );
  const ceiling = quad(
    [
      [X0, top, Z0],
      [X1, top, Z0],
      [X1, top, Z1],
      [X0, top, Z1],
    ],
    "#0d1220",
  );
  // Contact darkness where walls meet the floor.
  const seam = el("path", {
    d: polyline([P([X0, 0, Z0]), P([X0, 0, Z1]), P([X1, 0, Z1])]),
    fill: "none",
    stroke: "#000000",
    "stroke-opacity": 0.6,
    "stroke-width": lw(14),
    filter: defs.blur(8 * s),
  });
  const sun: Vec3 = [1.5, -1, -0.35];
  const pane: Vec3[] = [
    [X0, 0.5, 0.4],
    [X0, 0.5, 3.6],
    [X0, 2.8, 3.6],
    [X0, 2.8, 0.4],
  ];
  const onFloor = (p: Vec3): Vec3 => {
    const t = p[1] / -sun[1];
    return [p[0] + sun[0] * t, 0, p[2] + sun[2] * t];
  };
  const window =
    quad(
      pane,
      defs.linear(
        [
          [0, "#f4fbff"],
          [1, "#bff5ea"],
        ],
        0,
        P(pane[3]!).y,
        0,
        P(pane[0]!).y,
      ),
    ) +
    group(
      el("path", { d: polyline([P([X0, 0.5, 2]), P([X0, 2.8, 2])]) }) +
        el("path", { d: polyline([P([X0, 1.7, 0.4]), P([X0, 1.7, 3.6])]) }),
      { stroke: "#121829", "stroke-width": lw(6) },
    );
  const lit = pane.map(onFloor);
  const patch = quad(
    lit,
    defs.linear(
      [
        [0, "#dffaf3", 0.34],
        [1, "#dffaf3", 0.08],
      ],
      P(lit[0]!).x,
      P(lit[0]!).y,
      P(lit[2]!).x,
      P(lit[2]!).y,
    ),
    { filter: defs.blur(6 * s) },
  );
  const rug = quad(
    [
      [-0.5, 0.01, 1.4],
      [3.1, 0.01, 1.4],
      [3.1, 0.01, 3.7],
      [-0.5, 0.01, 3.7],
    ],
    mix(ink.night, periwinkle, 0.28),
  );
  const sofa: Block[] = [
    { min: [-0.4, 0, 3.8], max: [3, 0.45, 4.9] },
    { min: [-0.4, 0.45, 4.5], max: [3, 1.15, 4.95] },
    { min: [-0.75, 0, 3.8], max: [-0.4, 0.7, 4.95] },
    { min: [3, 0, 3.8], max: [3.35, 0.7, 4.95] },
  ];
  const table: Block[] = [{ min: [0.5, 0, 2.1], max: [2.1, 0.38, 3] }];
  const shade = (blocks: Block[]) =>
    group(blocks.map((b) => castShadow(camera, b, sun)).join(""), {
      fill: "#000000",
      "fill-opacity": 0.45,
      filter: defs.blur(6 * s),
    });
  const solid = (blocks: Block[], fill: string, topTone: string, edge: string) =>
    glassBlocks(ctx, blocks, { camera, fill, edge, top: topTone, lineWidth: 0.7, fillOpacity: 1 });
  // Pendant lamp over the table, warm against the cool daylight.
  const cord = P([1.3, top, 2.55]);
  const shadeTop = P([1.3, 2.05, 2.55]);
  const shadeL = P([1.0, 1.72, 2.55]);
  const shadeR = P([1.6, 1.72, 2.55]);
  const lamp =
    el("line", {
      x1: cord.x,
      y1: cord.y,
      x2: shadeTop.x,
      y2: shadeTop.y,
      stroke: ink.muted,
      "stroke-width": lw(1.2),
    }) +
    el("path", {
      d: polyline(
        [
          { x: shadeTop.x - 6 * s, y: shadeTop.y },
          { x: shadeTop.x + 6 * s, y: shadeTop.y },
          shadeR,
          shadeL,
        ],
        true,
      ),
      fill: "#e9edf6",
    }) +
    glows(ctx, [
      {
        x: (shadeL.x + shadeR.x) / 2,
        y: shadeL.y + 6 * s,
        rx: 150 * s,
        ry: 90 * s,
        color: hue.amber,
        opacity: 0.35,
      },
      {
        x: P([1.3, 0.38, 2.55]).x,
        y: P([1.3, 0.38, 2.55]).y,
        rx: 140 * s,
        ry: 40 * s,
        color: hue.amber,
        opacity: 0.25,
      },
    ]);
  // Plant in the corner by the window.
  const potBase = P([-3.3, 0, 4.3]);
  const potTop = P([-3.3, 0.55, 4.3]);
  let leaves = "";
  for (let i = 0; i < 16; i++) {
    const a = -Math.PI / 2 + rng.range(-1.2, 1.2);
    const len = rng.range(70, 130) * s;
    const tip = { x: potTop.x + Math.cos(a) * len, y: potTop.y + Math.sin(a) * len };
    const mid = { x: (potTop.x + tip.x) / 2, y: (potTop.y + tip.y) / 2 };
    const nx = -Math.sin(a) * 12 * s;
    const ny = Math.cos(a) * 12 * s;
    leaves += el("path", {
      d: `M${n(potTop.x)} ${n(potTop.y)}Q${n(mid.x + nx)} ${n(mid.y + ny)} ${n(tip.x)} ${n(tip.y)}Q${n(mid.x - nx)} ${n(mid.y - ny)} ${n(potTop.x)} ${n(potTop.y)}Z`,
      fill: mix(ink.night, mint, rng.range(0.3, 0.65)),
    });
  }
  const plant =
    el("path", {
      d: `M${n(potTop.x - 24 * s)} ${n(potTop.y)}H${n(potTop.x + 24 * s)}L${n(potBase.x + 17 * s)} ${n(potBase.y)}H${n(potBase.x - 17 * s)}Z`,
      fill: "#2c3449",
    }) + leaves;
  const art = quad(
    [
      [-2.9, 1.3, Z1 - 0.01],
      [-1.2, 1.3, Z1 - 0.01],
      [-1.2, 2.5, Z1 - 0.01],
      [-2.9, 2.5, Z1 - 0.01],
    ],
    defs.linear(
      [
        [0, periwinkle, 0.85],
        [1, mint, 0.6],
      ],
      0,
      0,
      w,
      h,
    ),
    { stroke: "#e9edf6", "stroke-opacity": 0.7, "stroke-width": lw(3) },
  );
  return (
    backdrop(ctx, "#0b1022", ink.deep) +
    ceiling +
    back +
    left +
    floor +
    group(planks, { stroke: "#000000", "stroke-opacity": 0.18, "stroke-width": lw(1) }) +
    seam +
    art +
    window +
    glows(ctx, [
      {
        x: P(pane[0]!).x,
        y: (P(pane[0]!).y + P(pane[2]!).y) / 2,
        rx: w * 0.25,
        color: mint,
        opacity: 0.18,
      },
    ]) +
    patch +
    rug +
    shade([...sofa, ...table]) +
    solid(table, "#3a3f52", "#6b5a45", hue.amber) +
    solid(sofa, "#2a3152", "#3d4775", periwinkle) +
    plant +
    lamp +
    vignette(ctx, 0.5)
  );
}

function machineLearning(ctx: Ctx): string {
  const { w, h, s, lw, defs, rng } = ctx;
  // Network: columns of nodes, dense links, the strongest ones lit.
  const layers = [5, 8, 8, 6, 3];
  const nx = (i: number) => w * (0.08 + i * 0.1);
  const nodes = layers.map((count, i) =>
    Array.from({ length: count }, (_, k) => ({
      x: nx(i),
      y: h * 0.5 + (k - (count - 1) / 2) * h * 0.085,
    })),
  );
  let links = "";
  let lit = "";
  for (let i = 0; i < nodes.length - 1; i++)
    for (const a of nodes[i]!)
      for (const b of nodes[i + 1]!) {
        const line = el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y });
        if (rng.chance(0.08)) lit += line;
        else links += line;
      }
  let dots = "";
  nodes.forEach((col, i) =>
    col.forEach((p) => {
      const on = rng.next();
      dots += el("circle", {
        cx: p.x,
        cy: p.y,
        r: 9 * s,
        fill: mix(ink.raised, i % 2 ? periwinkle : mint, 0.3 + on * 0.7),
        stroke: i % 2 ? periwinkle : mint,
        "stroke-width": lw(1.4),
      });
    }),
  );
  // Training panel: train and validation loss falling over the epochs.
  const { frame, body } = windowFrame(ctx, w * 0.52, h * 0.1, w * 0.44, h * 0.8, periwinkle);
  const chart: Box = {
    x: body.x + body.w * 0.12,
    y: body.y + body.h * 0.24,
    w: body.w * 0.8,
    h: body.h * 0.46,
  };
  let axes = "";
  for (let i = 0; i <= 4; i++)
    axes += el("line", {
      x1: chart.x,
      x2: chart.x + chart.w,
      y1: chart.y + (chart.h * i) / 4,
      y2: chart.y + (chart.h * i) / 4,
    });
  const curve = (floor: number, noise: number, seed: number) =>
    Array.from({ length: 60 }, (_, i) => {
      const t = i / 59;
      const v =
        floor + (1 - floor) * Math.exp(-t * 4.2) + noise * Math.sin(i * 1.9 + seed) * (1 - t * 0.6);
      return { x: chart.x + chart.w * t, y: chart.y + chart.h * (1 - v * 0.92) };
    });
  const train = curve(0.08, 0.025, 1);
  const val = curve(0.16, 0.02, 4);
  const area = defs.linear(
    [
      [0, mint, 0.3],
      [1, mint, 0],
    ],
    0,
    chart.y,
    0,
    chart.y + chart.h,
  );
  let kpis = "";
  [mint, periwinkle, hue.amber].forEach((c, i) => {
    const x = body.x + body.w * (0.06 + i * 0.31);
    const y = body.y + body.h * 0.05;
    kpis += roundRect(x, y, body.w * 0.27, body.h * 0.13, 10 * s, ink.deep, 0.6);
    kpis += textBar(x + 14 * s, y + 14 * s, 60 * s, 7 * s, ink.muted, 0.55);
    kpis += textBar(x + 14 * s, y + 32 * s, (90 - i * 14) * s, 16 * s, c, 0.95);
  });
  const prog = body.y + body.h * 0.84;
  const legend =
    textBar(chart.x, chart.y + chart.h + 22 * s, 18 * s, 5 * s, mint) +
    textBar(chart.x + 26 * s, chart.y + chart.h + 22 * s, 70 * s, 5 * s, ink.muted, 0.6) +
    textBar(chart.x + 130 * s, chart.y + chart.h + 22 * s, 18 * s, 5 * s, periwinkle) +
    textBar(chart.x + 156 * s, chart.y + chart.h + 22 * s, 90 * s, 5 * s, ink.muted, 0.6) +
    roundRect(body.x + body.w * 0.06, prog, body.w * 0.88, 10 * s, 5 * s, ink.deep, 0.8) +
    roundRect(body.x + body.w * 0.06, prog, body.w * 0.88 * 0.72, 10 * s, 5 * s, mint, 0.9);
  const last = train[train.length - 1]!;
  return (
    litBackdrop(ctx, "#0b1030", [
      { x: w * 0.28, y: h * 0.5, rx: h * 0.55, color: mint, opacity: 0.14 },
      { x: w * 0.78, y: h * 0.4, rx: h * 0.6, color: periwinkle, opacity: 0.16 },
    ]) +
    group(links, { stroke: periwinkle, "stroke-opacity": 0.16, "stroke-width": lw(0.8) }) +
    group(lit, {
      stroke: mint,
      "stroke-opacity": 0.8,
      "stroke-width": lw(1.4),
      filter: defs.glow(3 * s),
    }) +
    dots +
    shadow(ctx, w * 0.52 + 10 * s, h * 0.1 + 30 * s, w * 0.44, h * 0.8, 18 * s, 30 * s, 0.7) +
    frame +
    kpis +
    group(axes, { stroke: ink.muted, "stroke-opacity": 0.14, "stroke-width": lw(1) }) +
    el("path", {
      d: `${smoothPath(train)}L${n(chart.x + chart.w)} ${n(chart.y + chart.h)}L${n(chart.x)} ${n(chart.y + chart.h)}Z`,
      fill: area,
    }) +
    el("path", {
      d: smoothPath(val),
      fill: "none",
      stroke: periwinkle,
      "stroke-width": lw(2.2),
      "stroke-dasharray": `${n(8 * s)} ${n(6 * s)}`,
    }) +
    group(
      el("path", { d: smoothPath(train), fill: "none", stroke: mint, "stroke-width": lw(2.6) }),
      { filter: defs.glow(3 * s) },
    ) +
    el("circle", { cx: last.x, cy: last.y, r: lw(5), fill: "#ffffff" }) +
    legend +
    vignette(ctx, 0.45)
  );
}

function erpDashboard(ctx: Ctx): string {
  const { w, h, s, lw, rng } = ctx;
  const win: Box = { x: w * 0.05, y: h * 0.08, w: w * 0.9, h: h * 0.84 };
  const { frame, body } = windowFrame(ctx, win.x, win.y, win.w, win.h, mint);
  const nav = body.w * 0.16;
  let out = roundRect(body.x, body.y, nav, body.h, 0, ink.deep, 0.5);
  for (let i = 0; i < 7; i++) {
    const y = body.y + 30 * s + i * 44 * s;
    if (i === 1)
      out += roundRect(body.x + 10 * s, y - 12 * s, nav - 20 * s, 34 * s, 8 * s, mint, 0.14);
    out += roundRect(
      body.x + 22 * s,
      y,
      12 * s,
      12 * s,
      3 * s,
      i === 1 ? mint : ink.muted,
      i === 1 ? 0.9 : 0.45,
    );
    out += textBar(
      body.x + 44 * s,
      y + 2 * s,
      (60 + ((i * 29) % 40)) * s,
      8 * s,
      ink.muted,
      i === 1 ? 0.9 : 0.45,
    );
  }
  const main: Box = {
    x: body.x + nav + 24 * s,
    y: body.y + 22 * s,
    w: body.w - nav - 48 * s,
    h: body.h - 44 * s,
  };
  // KPI cards: figure, label, trend and a small sparkline.
  const kw = (main.w - 3 * 16 * s) / 4;
  const kh = main.h * 0.22;
  [mint, periwinkle, hue.amber, mint].forEach((c, i) => {
    const x = main.x + i * (kw + 16 * s);
    out += roundRect(x, main.y, kw, kh, 12 * s, ink.raised, 0.95);
    out += textBar(x + 16 * s, main.y + 18 * s, kw * 0.45, 7 * s, ink.muted, 0.55);
    out += textBar(x + 16 * s, main.y + 38 * s, kw * (0.5 - (i % 2) * 0.1), 20 * s, ink.text, 0.92);
    out += roundRect(
      x + 16 * s,
      main.y + kh - 30 * s,
      44 * s,
      16 * s,
      8 * s,
      i === 2 ? hue.rose : mint,
      0.22,
    );
    out += textBar(x + 24 * s, main.y + kh - 25 * s, 28 * s, 6 * s, i === 2 ? hue.rose : mint, 0.9);
    const spark = Array.from({ length: 10 }, (_, k) => ({
      x: x + kw * 0.5 + (kw * 0.42 * k) / 9,
      y:
        main.y +
        kh -
        22 * s -
        (k * (i === 2 ? -1 : 1) + rng.range(-1.5, 1.5) + (i === 2 ? 9 : 0)) * 3 * s,
    }));
    out += el("path", {
      d: smoothPath(spark),
      fill: "none",
      stroke: c,
      "stroke-width": lw(2),
      "stroke-linecap": "round",
    });
  });
  // Orders table with status pills.
  const table: Box = {
    x: main.x,
    y: main.y + kh + 20 * s,
    w: main.w * 0.6,
    h: main.h - kh - 20 * s,
  };
  out += roundRect(table.x, table.y, table.w, table.h, 12 * s, ink.raised, 0.95);
  const rowH = (table.h - 50 * s) / 8;
  const cols = [0.06, 0.3, 0.56, 0.78];
  cols.forEach(
    (cx, k) =>
      (out += textBar(
        table.x + table.w * cx,
        table.y + 20 * s,
        table.w * (k === 0 ? 0.14 : 0.12),
        7 * s,
        ink.muted,
        0.5,
      )),
  );
  for (let r = 0; r < 8; r++) {
    const y = table.y + 44 * s + r * rowH;
    out += el("line", {
      x1: table.x + 14 * s,
      x2: table.x + table.w - 14 * s,
      y1: y,
      y2: y,
      stroke: ink.line,
      "stroke-opacity": 0.6,
      "stroke-width": lw(1),
    });
    const cy = y + rowH / 2 - 4 * s;
    out += textBar(table.x + table.w * cols[0]!, cy, table.w * 0.16, 8 * s, ink.text, 0.7);
    out += textBar(
      table.x + table.w * cols[1]!,
      cy,
      table.w * rng.range(0.12, 0.2),
      8 * s,
      ink.muted,
      0.5,
    );
    out += textBar(table.x + table.w * cols[2]!, cy, table.w * 0.1, 8 * s, ink.text, 0.6);
    const status = r === 3 ? hue.amber : r === 6 ? hue.rose : mint;
    out += roundRect(
      table.x + table.w * cols[3]!,
      cy - 5 * s,
      table.w * 0.14,
      18 * s,
      9 * s,
      status,
      0.18,
    );
    out += textBar(
      table.x + table.w * cols[3]! + 10 * s,
      cy,
      table.w * 0.14 - 20 * s,
      8 * s,
      status,
      0.9,
    );
  }
  // Stock by warehouse: bars against a target line.
  const bars: Box = {
    x: table.x + table.w + 16 * s,
    y: table.y,
    w: main.w - table.w - 16 * s,
    h: table.h,
  };
  out += roundRect(bars.x, bars.y, bars.w, bars.h, 12 * s, ink.raised, 0.95);
  out += textBar(bars.x + 18 * s, bars.y + 20 * s, bars.w * 0.4, 7 * s, ink.muted, 0.5);
  const base = bars.y + bars.h - 28 * s;
  const bh = bars.h - 90 * s;
  for (let i = 0; i < 6; i++) {
    const v = [0.62, 0.8, 0.55, 0.92, 0.7, 0.84][i]!;
    const bw = (bars.w - 36 * s) / 6;
    out += roundRect(
      bars.x + 18 * s + i * bw + bw * 0.2,
      base - bh * v,
      bw * 0.6,
      bh * v,
      5 * s,
      i === 3 ? mint : periwinkle,
      i === 3 ? 0.95 : 0.55,
    );
  }
  out += el("line", {
    x1: bars.x + 14 * s,
    x2: bars.x + bars.w - 14 * s,
    y1: base - bh * 0.75,
    y2: base - bh * 0.75,
    stroke: hue.amber,
    "stroke-width": lw(1.4),
    "stroke-dasharray": `${n(6 * s)} ${n(5 * s)}`,
  });
  return (
    litBackdrop(ctx, "#0a1228", [
      { x: w * 0.3, y: h * 0.25, rx: h * 0.7, color: mint, opacity: 0.1 },
      { x: w * 0.8, y: h * 0.8, rx: h * 0.6, color: periwinkle, opacity: 0.14 },
    ]) +
    shadow(ctx, win.x + 10 * s, win.y + 30 * s, win.w, win.h, 20 * s, 30 * s, 0.7) +
    frame +
    out +
    vignette(ctx, 0.4)
  );
}

// Pipeline stage icons, drawn as strokes around a centre.
const stageIcons: ((x: number, y: number, r: number) => string)[] = [
  // Commit: a node on the line of history.
  (x, y, r) =>
    `M${n(x - r * 0.75)} ${n(y)}H${n(x - r * 0.3)}M${n(x + r * 0.3)} ${n(y)}H${n(x + r * 0.75)}M${n(x + r * 0.3)} ${n(y)}a${n(r * 0.3)} ${n(r * 0.3)} 0 1 0 0 0.01`,
  // Build: a box.
  (x, y, r) =>
    `M${n(x - r * 0.5)} ${n(y - r * 0.25)}L${n(x)} ${n(y - r * 0.55)}L${n(x + r * 0.5)} ${n(y - r * 0.25)}V${n(y + r * 0.35)}L${n(x)} ${n(y + r * 0.65)}L${n(x - r * 0.5)} ${n(y + r * 0.35)}ZM${n(x - r * 0.5)} ${n(y - r * 0.25)}L${n(x)} ${n(y + r * 0.05)}L${n(x + r * 0.5)} ${n(y - r * 0.25)}M${n(x)} ${n(y + r * 0.05)}V${n(y + r * 0.65)}`,
  // Test: a check mark.
  (x, y, r) =>
    `M${n(x - r * 0.5)} ${n(y)}L${n(x - r * 0.12)} ${n(y + r * 0.4)}L${n(x + r * 0.55)} ${n(y - r * 0.4)}`,
  // Deploy: an upward arrow into a tray.
  (x, y, r) =>
    `M${n(x)} ${n(y + r * 0.2)}V${n(y - r * 0.6)}M${n(x - r * 0.35)} ${n(y - r * 0.25)}L${n(x)} ${n(y - r * 0.6)}L${n(x + r * 0.35)} ${n(y - r * 0.25)}M${n(x - r * 0.55)} ${n(y + r * 0.2)}V${n(y + r * 0.55)}H${n(x + r * 0.55)}V${n(y + r * 0.2)}`,
];

function cloudDevops(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const y = h * 0.3;
  const xs = [0.14, 0.38, 0.62, 0.86].map((k) => w * k);
  const r = h * 0.085;
  let pipe = "";
  // Connectors with packets travelling along them.
  for (let i = 0; i < 3; i++) {
    const x0 = xs[i]! + r * 1.25;
    const x1 = xs[i + 1]! - r * 1.25;
    pipe += el("line", {
      x1: x0,
      x2: x1,
      y1: y,
      y2: y,
      stroke: i < 2 ? mint : periwinkle,
      "stroke-opacity": i < 2 ? 0.7 : 0.35,
      "stroke-width": lw(3),
      "stroke-dasharray": i < 2 ? undefined : `${n(8 * s)} ${n(8 * s)}`,
    });
    pipe += el("path", {
      d: `M${n(x1 - 12 * s)} ${n(y - 8 * s)}L${n(x1)} ${n(y)}L${n(x1 - 12 * s)} ${n(y + 8 * s)}`,
      fill: "none",
      stroke: i < 2 ? mint : periwinkle,
      "stroke-width": lw(3),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    if (i < 2)
      pipe += el("circle", {
        cx: x0 + (x1 - x0) * 0.55,
        cy: y,
        r: 6 * s,
        fill: "#ffffff",
        filter: defs.glow(4 * s),
      });
  }
  xs.forEach((x, i) => {
    const done = i < 3;
    const running = i === 2;
    const color = done ? mint : periwinkle;
    pipe += shadow(ctx, x - r * 1.2, y - r * 1.2 + 14 * s, r * 2.4, r * 2.4, r * 0.5, 16 * s, 0.7);
    pipe += el("rect", {
      x: x - r * 1.2,
      y: y - r * 1.2,
      width: r * 2.4,
      height: r * 2.4,
      rx: r * 0.5,
      fill: mix(ink.raised, color, 0.08),
      stroke: color,
      "stroke-opacity": done ? 0.8 : 0.4,
      "stroke-width": lw(1.6),
    });
    pipe += el("path", {
      d: stageIcons[i]!(x, y - r * 0.15, r * 0.7),
      fill: "none",
      stroke: color,
      "stroke-width": lw(4),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    });
    pipe += textBar(x - r * 0.6, y + r * 0.75, r * 1.2, 8 * s, ink.muted, 0.6);
    // Status badge: done stages ticked, the running one drawing its progress ring.
    const bx = x + r * 1.2;
    const by = y - r * 1.2;
    if (running) {
      pipe += el("circle", {
        cx: bx,
        cy: by,
        r: 14 * s,
        fill: ink.deep,
        stroke: ink.line,
        "stroke-width": lw(3),
      });
      pipe += el("path", {
        d: `M${n(bx)} ${n(by - 14 * s)}A${n(14 * s)} ${n(14 * s)} 0 1 1 ${n(bx - 14 * s)} ${n(by)}`,
        fill: "none",
        stroke: hue.amber,
        "stroke-width": lw(3),
        "stroke-linecap": "round",
      });
    } else if (done) {
      pipe += el("circle", { cx: bx, cy: by, r: 14 * s, fill: mint });
      pipe += el("path", {
        d: `M${n(bx - 6 * s)} ${n(by)}l${n(4 * s)} ${n(5 * s)}l${n(8 * s)} ${n(-10 * s)}`,
        fill: "none",
        stroke: ink.deep,
        "stroke-width": lw(3),
        "stroke-linecap": "round",
      });
    }
  });
  // The servers the pipeline deploys to, in three racks.
  const camera = lookAt([7, 6, -10], [0, 0.6, 0], h * 1.3, w * 0.5, h * 0.8);
  const racks: Block[] = [];
  for (let i = 0; i < 3; i++)
    for (let k = 0; k < 4; k++)
      racks.push({
        min: [i * 2.2 - 3.1, k * 0.5, -0.6],
        max: [i * 2.2 - 1.7, k * 0.5 + 0.42, 0.6],
        tint: i === 1 ? mint : periwinkle,
        windows: 0,
      });
  const servers = glassBlocks(ctx, racks, {
    camera,
    fill: "#141b30",
    edge: periwinkle,
    top: mix(ink.raised, mint, 0.25),
    lineWidth: 1,
    fillOpacity: 0.96,
  });
  let leds = "";
  for (const b of racks) {
    const p = project(camera, [b.min[0] + 0.2, (b.min[1] + b.max[1]) / 2, b.min[2]]);
    leds += el("circle", { cx: p.x, cy: p.y, r: 3.2 * s, fill: b.tint === mint ? mint : hue.sky });
  }
  // Deploy beam from the last stage down to the racks.
  const target = project(camera, [0, 2.2, 0]);
  const beam = el("path", {
    d: `M${n(xs[3]!)} ${n(y + r * 1.3)}C${n(xs[3]!)} ${n(h * 0.55)} ${n(target.x + w * 0.15)} ${n(target.y - h * 0.1)} ${n(target.x)} ${n(target.y)}`,
    fill: "none",
    stroke: periwinkle,
    "stroke-opacity": 0.5,
    "stroke-width": lw(2),
    "stroke-dasharray": `${n(6 * s)} ${n(6 * s)}`,
  });
  return (
    litBackdrop(ctx, "#0a1430", [
      { x: w * 0.5, y: h * 0.3, rx: h * 0.9, ry: h * 0.35, color: mint, opacity: 0.12 },
      { x: w * 0.5, y: h * 0.85, rx: h * 0.6, ry: h * 0.25, color: periwinkle, opacity: 0.2 },
    ]) +
    grid(ctx, 50 * s, periwinkle, 0.05) +
    beam +
    pipe +
    servers +
    group(leds, { filter: defs.glow(3 * s) }) +
    vignette(ctx, 0.45)
  );
}

export function exteriorDesign(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const camera = lookAt([8.5, 1.6, -12], [0.6, 1.9, 0], h * 1.2, w * 0.46, h * 0.5);
  const P = (p: Vec3) => project(camera, p);
  const horizon = P([0, 0, 80]).y;
  const sun = { x: w * 0.86, y: horizon - h * 0.09 };
  const sky = defs.linear(
    [
      [0, "#0e1330"],
      [0.5, "#2b2552"],
      [0.82, "#a8684f"],
      [1, "#f0b473"],
    ],
    0,
    0,
    0,
    horizon,
  );
  // Far hills in layers, cooler with distance.
  let hills = "";
  [0, 1, 2].forEach((i) => {
    const pts: Point[] = [];
    for (let x = 0; x <= 24; x++)
      pts.push({
        x: (w * x) / 24,
        y: horizon - h * (0.05 - i * 0.015) - Math.sin(x * 0.5 + i * 2.1) * h * 0.018 * (3 - i),
      });
    hills += el("path", {
      d: `${smoothPath(pts)}L${n(w)} ${n(horizon + 2)}L0 ${n(horizon + 2)}Z`,
      fill: mix("#4a3d68", "#181c2e", i / 2),
    });
  });
  const lawn = defs.linear(
    [
      [0, "#24303a"],
      [1, "#0a0e16"],
    ],
    0,
    horizon,
    0,
    h,
  );
  // Two storeys: a long glazed ground floor and an upper box cantilevered over the terrace.
  const house: Block[] = [
    { min: [-3.2, 0, -1.4], max: [2.4, 1.7, 1.8] },
    { min: [-1.4, 1.7, -2.2], max: [3.6, 3.2, 1.4] },
    { min: [-1.7, 3.2, -2.5], max: [3.9, 3.36, 1.7] },
    { min: [-5.6, 0, -0.9], max: [-3.2, 1.2, 1.5] },
  ];
  const light: Vec3 = [-1.2, -0.7, -0.35];
  const shadows = group(house.map((b) => castShadow(camera, b, light)).join(""), {
    fill: "#000000",
    "fill-opacity": 0.4,
    filter: defs.blur(5 * s),
  });
  const building = glassBlocks(ctx, house, {
    camera,
    fill: "#232737",
    edge: "#e6d3b3",
    top: "#2e3348",
    lineWidth: 1,
    fillOpacity: 1,
  });
  // Glazing on the faces toward the camera: warm-lit panes between slim mullions.
  const glass = defs.linear(
    [
      [0, "#ffe2a8", 0.95],
      [1, "#f0a35e", 0.75],
    ],
    0,
    P([0, 3, 0]).y,
    0,
    P([0, 0, 0]).y,
  );
  const panes = (
    at: (u: number, v: number) => Vec3,
    cols: number,
    [v0, v1]: [number, number],
    skip: number[] = [],
  ) => {
    let out = "";
    for (let c = 0; c < cols; c++) {
      if (skip.includes(c)) continue;
      const u0 = (c + 0.08) / cols;
      const u1 = (c + 0.92) / cols;
      out += el("path", {
        d: polyline([at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)].map(P), true),
      });
    }
    return out;
  };
  const front =
    (b: Block) =>
    (u: number, v: number): Vec3 => [
      b.min[0] + (b.max[0] - b.min[0]) * u,
      b.min[1] + (b.max[1] - b.min[1]) * v,
      b.min[2] - 0.01,
    ];
  const side =
    (b: Block) =>
    (u: number, v: number): Vec3 => [
      b.max[0] + 0.01,
      b.min[1] + (b.max[1] - b.min[1]) * v,
      b.min[2] + (b.max[2] - b.min[2]) * u,
    ];
  const windows =
    panes(front(house[0]!), 5, [0.08, 0.9], [0]) +
    panes(front(house[1]!), 4, [0.2, 0.85]) +
    panes(side(house[1]!), 3, [0.2, 0.85], [1]) +
    panes(front(house[3]!), 2, [0.3, 0.8]);
  // Warm light spilling on the terrace, and a path to the door.
  const pool = P([0, 0, -2.8]);
  const path = [
    [-0.6, 0, -1.4],
    [0.3, 0, -1.4],
    [1.6, 0, -9],
    [0.1, 0, -9],
  ] as Vec3[];
  // Low planting along the terrace, catching the last light on one side.
  let shrubs = "";
  for (const x of [-2.8, -2, -1.2, 1.2, 2, 2.8]) {
    const p = P([x, 0.25, -2.1]);
    const r = 22 * s * (1 + ((x * 7) % 3) * 0.12);
    shrubs += el("ellipse", {
      cx: p.x,
      cy: p.y,
      rx: r,
      ry: r * 0.7,
      fill: defs.linear(
        [
          [0, "#c98f5a"],
          [0.5, "#35524f"],
          [1, "#121d26"],
        ],
        p.x + r,
        p.y - r,
        p.x - r,
        p.y + r,
      ),
    });
  }
  // Round-crowned trees: a trunk and a crown lit from the sun's side.
  const tree = (x: number, z: number, height: number) => {
    const b = P([x, 0, z]);
    const t = P([x, height, z]);
    const r = (b.y - t.y) * 0.3;
    const crown = defs.linear(
      [
        [0, "#d29a60"],
        [0.45, "#3f5f5a"],
        [1, "#121d26"],
      ],
      t.x + r,
      t.y - r,
      t.x - r,
      t.y + r,
    );
    return (
      el("line", {
        x1: b.x,
        y1: b.y,
        x2: t.x,
        y2: t.y + r,
        stroke: "#2a2630",
        "stroke-width": lw(4),
      }) + el("ellipse", { cx: t.x, cy: t.y + r * 0.2, rx: r, ry: r * 1.15, fill: crown })
    );
  };
  return (
    el("rect", { width: w, height: h, fill: ink.base }) +
    el("rect", { width: w, height: horizon + 2, fill: sky }) +
    glows(ctx, [
      { x: sun.x, y: sun.y, rx: h * 0.7, ry: h * 0.32, color: hue.amber, opacity: 0.45 },
      { x: sun.x, y: sun.y, rx: h * 0.06, color: "#fff4d6", opacity: 0.95 },
      { x: w * 0.12, y: h * 0.08, rx: h * 0.5, color: periwinkle, opacity: 0.16 },
    ]) +
    hills +
    el("rect", { y: horizon, width: w, height: h - horizon, fill: lawn }) +
    trees(
      ctx,
      camera,
      [
        [-9, 0, 7],
        [-7.4, 0, 9],
        [-11, 0, 4],
        [8, 0, 9],
      ],
      mint,
    ) +
    shadows +
    glows(ctx, [
      { x: pool.x, y: pool.y, rx: w * 0.3, ry: h * 0.06, color: hue.amber, opacity: 0.32 },
    ]) +
    el("path", { d: polyline(path.map(P), true), fill: "#e6d3b3", "fill-opacity": 0.16 }) +
    building +
    group(windows, { fill: glass }) +
    shrubs +
    group(windows, {
      fill: "none",
      stroke: "#ffd48a",
      "stroke-opacity": 0.5,
      "stroke-width": lw(2),
      filter: defs.glow(6 * s),
    }) +
    tree(6.4, 2.8, 3.8) +
    tree(-7.2, -2.6, 2.8) +
    particles(ctx, {
      count: 50,
      colors: [hue.amber, ink.text],
      size: [0.5, 1.5],
      opacity: [0.1, 0.5],
      place: () => ({ x: ctx.rng.range(0, w), y: ctx.rng.range(0, horizon * 0.8) }),
    }) +
    vignette(ctx, 0.45)
  );
}

function musicVoice(ctx: Ctx): string {
  const { w, h, s, lw, defs, rng } = ctx;
  // The session on screen: tracks with their waveforms and a playhead.
  const { frame, body } = windowFrame(ctx, w * 0.1, h * 0.06, w * 0.8, h * 0.42, periwinkle);
  let tracks = "";
  const lanes = 4;
  const laneH = (body.h - 20 * s) / lanes;
  const colors = [mint, periwinkle, hue.sky, hue.violet];
  for (let t = 0; t < lanes; t++) {
    const y0 = body.y + 10 * s + t * laneH;
    const cy = y0 + laneH / 2;
    tracks += textBar(body.x + 18 * s, cy - 4 * s, body.w * 0.1, 8 * s, ink.muted, 0.6);
    const x0 = body.x + body.w * 0.16;
    const x1 = body.x + body.w - 18 * s;
    tracks += roundRect(x0, y0 + 4 * s, x1 - x0, laneH - 8 * s, 6 * s, colors[t]!, 0.08);
    let wave = "";
    const steps = 150;
    for (let k = 0; k < steps; k++) {
      const x = x0 + ((x1 - x0) * (k + 0.5)) / steps;
      const phrase = Math.max(0, Math.sin((k / steps) * Math.PI * (2 + t) + t)) ** 0.6;
      const amp = laneH * 0.4 * phrase * (0.35 + 0.65 * rng.next());
      wave += `M${n(x)} ${n(cy - amp)}V${n(cy + amp)}`;
    }
    tracks += el("path", {
      d: wave,
      stroke: colors[t],
      "stroke-opacity": 0.85,
      "stroke-width": lw(2.2),
      "stroke-linecap": "round",
    });
  }
  const play = body.x + body.w * 0.56;
  tracks += el("line", {
    x1: play,
    x2: play,
    y1: body.y,
    y2: body.y + body.h,
    stroke: "#ffffff",
    "stroke-width": lw(2),
  });
  // The console in front: channel strips with knobs, meters and faders.
  const desk: Box = { x: w * 0.04, y: h * 0.56, w: w * 0.92, h: h * 0.4 };
  const top = defs.linear(
    [
      [0, "#1b2236"],
      [1, "#0c101c"],
    ],
    0,
    desk.y,
    0,
    desk.y + desk.h,
  );
  let console = el("path", {
    d: polyline(
      [
        { x: desk.x + desk.w * 0.04, y: desk.y },
        { x: desk.x + desk.w * 0.96, y: desk.y },
        { x: desk.x + desk.w, y: desk.y + desk.h },
        { x: desk.x, y: desk.y + desk.h },
      ],
      true,
    ),
    fill: top,
    stroke: ink.line,
    "stroke-width": lw(1.2),
  });
  const strips = 12;
  for (let i = 0; i < strips; i++) {
    const u = (i + 0.5) / strips;
    const x = desk.x + desk.w * (0.06 + 0.88 * u);
    const accent = i >= strips - 2 ? hue.amber : colors[i % 4]!;
    for (let k = 0; k < 2; k++) {
      const ky = desk.y + desk.h * (0.13 + k * 0.15);
      console += el("circle", {
        cx: x,
        cy: ky,
        r: 11 * s,
        fill: "#0a0d16",
        stroke: accent,
        "stroke-opacity": 0.7,
        "stroke-width": lw(1.4),
      });
      const a = rng.range(-2.4, 0.8);
      console += el("line", {
        x1: x,
        y1: ky,
        x2: x + Math.cos(a) * 9 * s,
        y2: ky + Math.sin(a) * 9 * s,
        stroke: ink.text,
        "stroke-width": lw(1.6),
      });
    }
    const slot = { y0: desk.y + desk.h * 0.45, y1: desk.y + desk.h * 0.9 };
    console += roundRect(x - 2.5 * s, slot.y0, 5 * s, slot.y1 - slot.y0, 2.5 * s, "#000000", 0.8);
    const level = rng.range(0.3, 0.8);
    const fy = slot.y1 - (slot.y1 - slot.y0) * level;
    console += roundRect(x - 14 * s, fy - 7 * s, 28 * s, 14 * s, 3 * s, "#d5dae6", 1);
    console += roundRect(x - 14 * s, fy - 1 * s, 28 * s, 2 * s, 1 * s, accent, 1);
    // Meter beside the fader: segments lit to the channel's level.
    const segs = 10;
    const lit = Math.round(segs * rng.range(0.35, 0.9));
    for (let k = 0; k < segs; k++) {
      const sy = slot.y1 - ((k + 1) * (slot.y1 - slot.y0)) / segs;
      const c = k >= 8 ? hue.rose : k >= 6 ? hue.amber : mint;
      console += roundRect(
        x + 12 * s,
        sy + 1.5 * s,
        6 * s,
        (slot.y1 - slot.y0) / segs - 3 * s,
        1 * s,
        c,
        k < lit ? 0.9 : 0.12,
      );
    }
  }
  return (
    litBackdrop(ctx, "#120f2c", [
      { x: w * 0.5, y: h * 0.25, rx: h * 0.8, ry: h * 0.4, color: periwinkle, opacity: 0.2 },
      { x: w * 0.5, y: h * 0.9, rx: h * 0.7, ry: h * 0.25, color: mint, opacity: 0.1 },
    ]) +
    shadow(ctx, w * 0.1 + 10 * s, h * 0.06 + 24 * s, w * 0.8, h * 0.42, 16 * s, 26 * s, 0.7) +
    frame +
    tracks +
    shadow(ctx, desk.x, desk.y + 20 * s, desk.w, desk.h, 20 * s, 30 * s, 0.8) +
    console +
    vignette(ctx, 0.45)
  );
}

const galleryWidths = [480, 800, 1200];

// In the order of the gallery's items (kernel/content/gallery.ts).
export const galleryScenes = sceneGroup("gallery", "gallery", [1200, 800], galleryWidths, [
  [
    "Code editor with a file tree, a function highlighted in colour and a terminal showing passing tests",
    customCoding,
  ],
  [
    "Browser window and phone showing the same landing page, with headline, button and feature cards",
    websitesApps,
  ],
  [
    "Brand identity board with a logo mark, app icons, colour swatches and a type specimen",
    creativeDesign,
  ],
  [
    "Rendered living room with a sofa, table and pendant lamp, sunlight falling through a tall window",
    visualisation,
  ],
  [
    "Neural network diagram beside a training dashboard whose loss curves fall over the epochs",
    machineLearning,
  ],
  [
    "Operations dashboard with KPI cards, an orders table with status labels and a stock chart",
    erpDashboard,
  ],
  [
    "Delivery pipeline of commit, build, test and deploy stages feeding three server racks",
    cloudDevops,
  ],
  ["Modern two-storey house with lit glazing, trees and hills at golden hour", exteriorDesign],
  ["Mixing console with faders and level meters below a screen of recorded waveforms", musicVoice],
]);
