// Portfolio tiles (square): one recognisable subject per discipline, centred, abstract.
import { hue, ink, mix, ramp } from "./color";
import type { Ctx } from "./context";
import { lookAt, project, type Vec3 } from "./geometry";
import {
  backdrop,
  bokeh,
  glows,
  litBackdrop,
  particles,
  screen,
  textShade,
  vignette,
} from "./motifs-light";
import { glassBlocks, globe, neuralCloud, type Block } from "./motifs-mesh";
import { helix, orbits, radialSpectrum, soundWaves } from "./motifs-flow";
import { circuit, codeLines, grid, panel, phone, shadow } from "./motifs-ui";
import { fbm2 } from "./random";
import { cluster, sceneGroup } from "./scene";
import { el, group, n, polyline, roundRect, smoothPath, type Point } from "./svg";

const S = 800;
const widths = [400, 640, 800];

// Shared finish: a light bottom shade for tile captions plus a vignette.
const finish = (ctx: Ctx) => textShade(ctx, 0.4, 0.55, "bottom") + vignette(ctx, 0.6);

function technology(ctx: Ctx): string {
  const { w, h } = ctx;
  const c = { x: w * 0.5, y: h * 0.47 };
  return (
    litBackdrop(ctx, "#0a1730", [
      { x: c.x, y: c.y, rx: h * 0.55, color: hue.cyan, opacity: 0.22 },
      { x: w * 0.85, y: h * 0.1, rx: h * 0.4, color: hue.violet, opacity: 0.18 },
    ]) +
    particles(ctx, {
      count: 160,
      colors: [ink.text, hue.sky],
      size: [0.5, 1.8],
      opacity: [0.15, 0.6],
    }) +
    orbits(ctx, {
      center: c,
      radii: [h * 0.4],
      tilt: 1.2,
      rotation: -0.35,
      color: hue.sky,
      accent: hue.teal,
      satellites: 3,
    }) +
    globe(ctx, {
      center: c,
      radius: h * 0.3,
      tilt: 0.4,
      spin: 1.1,
      color: hue.sky,
      backColor: hue.indigo,
      accent: hue.teal,
      arcs: 9,
      lats: 10,
      longs: 20,
    }) +
    finish(ctx)
  );
}

function python(ctx: Ctx): string {
  const { w, h } = ctx;
  const blue = "#4b8bd4";
  const yellow = "#ffd43b";
  return (
    litBackdrop(ctx, "#0b1630", [
      { x: w * 0.25, y: h * 0.75, rx: h * 0.5, color: blue, opacity: 0.3 },
      { x: w * 0.78, y: h * 0.25, rx: h * 0.45, color: yellow, opacity: 0.16 },
    ]) +
    group(
      codeLines(ctx, w * 0.08, h * 0.08, w * 0.84, 34, h / 40, 0.25, [
        blue,
        yellow,
        hue.sky,
        ink.muted,
      ]),
      { opacity: 0.5 },
    ) +
    group(
      helix(ctx, { x: w * 0.06, y: h * 0.86 }, { x: w * 0.94, y: h * 0.14 }, h * 0.13, 3.2, [
        blue,
        yellow,
      ]),
      {
        filter: ctx.defs.glow(5 * ctx.s),
      },
    ) +
    particles(ctx, {
      count: 120,
      colors: [yellow, hue.sky, ink.text],
      size: [0.5, 2],
      glowShare: 0.1,
    }) +
    finish(ctx)
  );
}

function coding(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const c = { x: w * 0.5, y: h * 0.48 };
  const k = h * 0.16;
  const stroke = defs.linear(
    [
      [0, hue.teal],
      [0.5, hue.cyan],
      [1, hue.violet],
    ],
    c.x - k * 2,
    0,
    c.x + k * 2,
    0,
  );
  const symbol = el("path", {
    d: `M${n(c.x - k * 0.9)} ${n(c.y - k)}L${n(c.x - k * 2)} ${n(c.y)}L${n(c.x - k * 0.9)} ${n(c.y + k)}M${n(c.x + k * 0.9)} ${n(c.y - k)}L${n(c.x + k * 2)} ${n(c.y)}L${n(c.x + k * 0.9)} ${n(c.y + k)}M${n(c.x + k * 0.35)} ${n(c.y - k * 1.25)}L${n(c.x - k * 0.35)} ${n(c.y + k * 1.25)}`,
    fill: "none",
    stroke,
    "stroke-width": lw(22),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  return (
    litBackdrop(ctx, "#0c1226", [{ x: c.x, y: c.y, rx: h * 0.5, color: hue.teal, opacity: 0.2 }]) +
    group(codeLines(ctx, w * 0.06, h * 0.05, w * 0.88, 44, h / 46, 0.5), { opacity: 0.35 }) +
    el("rect", {
      width: w,
      height: h,
      fill: defs.radial([
        [0, ink.base, 0.9],
        [0.6, ink.base, 0.5],
        [1, ink.base, 0],
      ]),
    }) +
    group(symbol, { filter: defs.glow(14 * s, 1.3) }) +
    el("rect", {
      x: c.x + k * 2.3,
      y: c.y + k * 0.55,
      width: lw(10),
      height: k * 0.45,
      fill: hue.teal,
    }) +
    particles(ctx, {
      count: 80,
      colors: [hue.teal, ink.text],
      place: cluster(ctx, c.x, c.y, w * 0.3, h * 0.25),
      size: [0.5, 2],
    }) +
    finish(ctx)
  );
}

function websiteDesign(ctx: Ctx): string {
  const { w, h, s, lw } = ctx;
  const x = w * 0.14;
  const y = h * 0.2;
  const pw = w * 0.72;
  const ph = h * 0.56;
  // 12-column guides and selection handles: the vocabulary of a design tool.
  let guides = "";
  for (let i = 0; i < 12; i++)
    guides += el("rect", {
      x: x + pw * 0.05 + (pw * 0.9 * i) / 12 + 3,
      y: y,
      width: (pw * 0.9) / 12 - 6,
      height: ph,
      fill: hue.magenta,
      "fill-opacity": 0.06,
    });
  const sel = { x: x + pw * 0.07, y: y + ph * 0.17, w: pw * 0.86, h: ph * 0.42 };
  let handles = "";
  for (const [hx, hy] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
    [0.5, 0],
    [0.5, 1],
    [0, 0.5],
    [1, 0.5],
  ] as const)
    handles += el("rect", {
      x: sel.x + sel.w * hx - 6 * s,
      y: sel.y + sel.h * hy - 6 * s,
      width: 12 * s,
      height: 12 * s,
      fill: ink.base,
      stroke: hue.magenta,
      "stroke-width": lw(2),
    });
  const body =
    shadow(ctx, x + 20 * s, y + 40 * s, pw, ph, 20 * s, 30 * s, 0.8) +
    panel(ctx, x, y, pw, ph, "media", hue.cyan) +
    guides +
    el("rect", {
      x: sel.x,
      y: sel.y,
      width: sel.w,
      height: sel.h,
      fill: "none",
      stroke: hue.magenta,
      "stroke-width": lw(2),
    }) +
    handles +
    panel(ctx, w * 0.56, h * 0.52, w * 0.34, h * 0.3, "form", hue.violet) +
    // A cursor arrow pointing at the selection.
    el("path", {
      d: `M${n(w * 0.62)} ${n(h * 0.47)}l${n(34 * s)} ${n(82 * s)}l${n(12 * s)} ${n(-32 * s)}l${n(32 * s)} ${n(-12 * s)}Z`,
      fill: ink.text,
      stroke: ink.base,
      "stroke-width": lw(2),
    });
  return (
    litBackdrop(ctx, "#130f2b", [
      { x: w * 0.5, y: h * 0.5, rx: h * 0.55, color: hue.violet, opacity: 0.2 },
      { x: w * 0.2, y: h * 0.9, rx: h * 0.4, color: hue.magenta, opacity: 0.14 },
    ]) +
    grid(ctx, 40 * s, hue.indigo, 0.1) +
    group(body, { transform: `rotate(-6 ${n(w / 2)} ${n(h / 2)})` }) +
    finish(ctx)
  );
}

function bigData(ctx: Ctx): string {
  const { w, h } = ctx;
  const camera = lookAt([13, 12, -13], [0, 1.6, 0], h * 1.12, w * 0.5, h * 0.55);
  const blocks: Block[] = [];
  const N = 9;
  for (let i = 0; i < N; i++)
    for (let j = 0; j < N; j++) {
      const x = (i - N / 2) * 1.15;
      const z = (j - N / 2) * 1.15;
      const v = Math.max(0, fbm2(i * 0.3, j * 0.3, { seed: 5, octaves: 3 }) + 0.55);
      const height = 0.15 + 8 * v ** 2 * Math.exp(-((i - 4) ** 2 + (j - 4) ** 2) / 14);
      blocks.push({
        min: [x, 0, z],
        max: [x + 0.7, height, z + 0.7],
        tint: ramp([hue.indigo, hue.violet, hue.cyan, hue.teal], Math.min(1, height / 5)),
      });
    }
  return (
    litBackdrop(ctx, "#091528", [
      { x: w * 0.5, y: h * 0.45, rx: h * 0.6, color: hue.cyan, opacity: 0.2 },
      { x: w * 0.9, y: h * 0.1, rx: h * 0.4, color: hue.violet, opacity: 0.15 },
    ]) +
    group(
      glassBlocks(ctx, blocks, {
        camera,
        fill: ink.night,
        edge: hue.cyan,
        top: hue.teal,
        lineWidth: 1.3,
        fillOpacity: 0.88,
      }),
      { filter: ctx.defs.glow(3 * ctx.s, 0.8) },
    ) +
    particles(ctx, {
      count: 220,
      colors: [hue.teal, hue.sky, ink.text],
      place: cluster(ctx, w * 0.5, h * 0.2, w * 0.22, h * 0.08),
      size: [0.6, 2.4],
      glowShare: 0.12,
    }) +
    finish(ctx)
  );
}

function digitalMarket(ctx: Ctx): string {
  const { w, h, s, lw, defs } = ctx;
  const x0 = w * 0.1;
  const x1 = w * 0.9;
  const base = h * 0.78;
  const series = [
    { color: hue.teal, lift: 0.52, wobble: 0.05, seed: 0 },
    { color: hue.violet, lift: 0.34, wobble: 0.06, seed: 2 },
    { color: hue.amber, lift: 0.22, wobble: 0.04, seed: 4 },
  ];
  let charts = "";
  for (const sr of series) {
    const pts: Point[] = Array.from({ length: 10 }, (_, i) => {
      const t = i / 9;
      return {
        x: x0 + (x1 - x0) * t,
        y: base - h * (0.05 + sr.lift * t ** 1.6 + sr.wobble * Math.sin(i * 2.1 + sr.seed)),
      };
    });
    const line = smoothPath(pts);
    const area = defs.linear(
      [
        [0, sr.color, 0.3],
        [1, sr.color, 0],
      ],
      0,
      base - h * sr.lift,
      0,
      base,
    );
    charts += el("path", { d: `${line}L${n(x1)} ${n(base)}L${n(x0)} ${n(base)}Z`, fill: area });
    charts += group(
      el("path", {
        d: line,
        fill: "none",
        stroke: sr.color,
        "stroke-width": lw(3.5),
        "stroke-linecap": "round",
      }),
      { filter: defs.glow(5 * s) },
    );
    pts.forEach((p, i) => {
      if (i % 3 === 0 || i === 9)
        charts += el("circle", {
          cx: p.x,
          cy: p.y,
          r: lw(i === 9 ? 7 : 4),
          fill: i === 9 ? "#ffffff" : sr.color,
        });
    });
  }
  let bars = "";
  for (let i = 0; i < 16; i++) {
    const bh = h * (0.03 + 0.2 * (i / 15) ** 1.5 * (0.7 + 0.3 * Math.sin(i * 1.3)));
    bars += roundRect(
      x0 + ((x1 - x0) * i) / 16,
      base - bh,
      ((x1 - x0) / 16) * 0.5,
      bh,
      lw(3),
      hue.sky,
      0.12,
    );
  }
  let axes = "";
  for (let i = 0; i < 6; i++)
    axes += el("line", {
      x1: x0,
      x2: x1,
      y1: base - (h * 0.64 * i) / 5,
      y2: base - (h * 0.64 * i) / 5,
      stroke: ink.muted,
      "stroke-opacity": i === 0 ? 0.4 : 0.1,
      "stroke-width": lw(1),
    });
  const arrow = el("path", {
    d: `M${n(w * 0.7)} ${n(h * 0.16)}L${n(w * 0.86)} ${n(h * 0.16)}L${n(w * 0.86)} ${n(h * 0.32)}M${n(w * 0.86)} ${n(h * 0.16)}L${n(w * 0.66)} ${n(h * 0.36)}`,
    fill: "none",
    stroke: hue.teal,
    "stroke-width": lw(6),
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  return (
    litBackdrop(ctx, "#0b1428", [
      { x: w * 0.75, y: h * 0.25, rx: h * 0.5, color: hue.teal, opacity: 0.2 },
      { x: w * 0.2, y: h * 0.8, rx: h * 0.5, color: hue.violet, opacity: 0.14 },
    ]) +
    axes +
    bars +
    charts +
    group(arrow, { filter: defs.glow(6 * s) }) +
    particles(ctx, { count: 90, colors: [hue.teal, hue.amber, ink.text], size: [0.5, 2] }) +
    finish(ctx)
  );
}

function animation(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const ground = h * 0.7;
  // Onion-skinned bounces: three parabolic hops of falling height, squashed on contact.
  const r = h * 0.036;
  const hops = [0.42, 0.28, 0.16].map((k) => k * h);
  const pos = (t: number) => {
    const k = Math.min(2, Math.floor(t * 3));
    const f = t * 3 - k;
    return { x: w * (0.1 + 0.8 * t), y: ground - r - hops[k]! * 4 * f * (1 - f), f };
  };
  let ghosts = "";
  const frames = 25;
  for (let i = 0; i < frames; i++) {
    const t = i / (frames - 1);
    const { x, y, f } = pos(t);
    const contact = Math.min(f, 1 - f) < 0.03;
    const speed = Math.abs(1 - 2 * f);
    const sx = contact ? 1.35 : 1 - 0.18 * speed;
    const a = 0.15 + 0.85 * t ** 1.5;
    const color = ramp([hue.violet, hue.magenta, hue.amber], t);
    const cy = contact ? ground - r / sx : y;
    ghosts += el("ellipse", {
      cx: x,
      cy,
      rx: r * sx,
      ry: r / sx,
      fill: color,
      "fill-opacity": a * 0.45,
      stroke: color,
      "stroke-opacity": a,
      "stroke-width": lw(2),
    });
  }
  const curve = smoothPath(Array.from({ length: 121 }, (_, i) => pos(i / 120)));
  let ticks = "";
  for (let i = 0; i <= 40; i++)
    ticks += el("line", {
      x1: w * (0.08 + 0.84 * (i / 40)),
      x2: w * (0.08 + 0.84 * (i / 40)),
      y1: h * 0.86,
      y2: h * (i % 5 === 0 ? 0.9 : 0.88),
      stroke: ink.muted,
      "stroke-opacity": 0.5,
      "stroke-width": lw(1.2),
    });
  let keys = "";
  for (const t of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const x = w * (0.08 + 0.84 * t);
    keys += el("rect", {
      x: x - 7 * s,
      y: h * 0.93 - 7 * s,
      width: 14 * s,
      height: 14 * s,
      transform: `rotate(45 ${n(x)} ${n(h * 0.93)})`,
      fill: hue.amber,
    });
  }
  return (
    litBackdrop(ctx, "#160f2c", [
      { x: w * 0.6, y: h * 0.45, rx: h * 0.55, color: hue.magenta, opacity: 0.18 },
      { x: w * 0.15, y: h * 0.2, rx: h * 0.4, color: hue.violet, opacity: 0.16 },
    ]) +
    el("line", {
      x1: 0,
      x2: w,
      y1: ground,
      y2: ground,
      stroke: hue.violet,
      "stroke-opacity": 0.35,
      "stroke-width": lw(1.5),
    }) +
    el("path", {
      d: curve,
      fill: "none",
      stroke: ink.text,
      "stroke-opacity": 0.35,
      "stroke-width": lw(1.5),
      "stroke-dasharray": `${n(lw(4))} ${n(lw(6))}`,
    }) +
    group(ghosts, { filter: defs.glow(4 * s) }) +
    ticks +
    el("line", {
      x1: w * 0.08,
      x2: w * 0.92,
      y1: h * 0.93,
      y2: h * 0.93,
      stroke: ink.muted,
      "stroke-opacity": 0.3,
      "stroke-width": lw(2),
    }) +
    keys +
    vignette(ctx, 0.55)
  );
}

function photography(ctx: Ctx): string {
  const { w, h, lw, defs } = ctx;
  const c = { x: w * 0.5, y: h * 0.48 };
  const R = h * 0.3;
  // Iris blades: rotated quadrilaterals leaving a hexagonal opening.
  const blades = 7;
  const open = R * 0.38;
  let iris = "";
  for (let i = 0; i < blades; i++) {
    const a = (Math.PI * 2 * i) / blades;
    const b = a + (Math.PI * 2) / blades;
    const p1 = { x: c.x + Math.cos(a) * open, y: c.y + Math.sin(a) * open };
    const p2 = { x: c.x + Math.cos(b) * open, y: c.y + Math.sin(b) * open };
    const p3 = { x: c.x + Math.cos(b + 0.5) * R * 1.02, y: c.y + Math.sin(b + 0.5) * R * 1.02 };
    const p4 = { x: c.x + Math.cos(a + 0.9) * R * 1.02, y: c.y + Math.sin(a + 0.9) * R * 1.02 };
    const fill = defs.linear(
      [
        [0, mix(ink.raised, hue.indigo, 0.25)],
        [1, ink.deep],
      ],
      p1.x,
      p1.y,
      p3.x,
      p3.y,
    );
    iris += el("path", {
      d: polyline([p1, p2, p3, p4], true),
      fill,
      stroke: hue.sky,
      "stroke-opacity": 0.35,
      "stroke-width": lw(1.2),
    });
  }
  const pupil = defs.radial([
    [0, "#ffffff", 0.95],
    [0.2, hue.amber, 0.8],
    [0.6, hue.magenta, 0.3],
    [1, hue.violet, 0],
  ]);
  let rings = "";
  [1.05, 1.16, 1.3, 1.42].forEach((k, i) => {
    rings += el("circle", {
      cx: c.x,
      cy: c.y,
      r: R * k,
      fill: "none",
      stroke: i === 1 ? hue.amber : hue.sky,
      "stroke-opacity": 0.5 - i * 0.08,
      "stroke-width": lw(i === 2 ? 8 : 1.5),
      "stroke-dasharray": i === 2 ? `${n(lw(2))} ${n(lw(10))}` : undefined,
    });
  });
  const clip = defs.id("c");
  defs.add(`<clipPath id="${clip}"><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(R)}"/></clipPath>`);
  return (
    backdrop(ctx, "#120f24", ink.deep) +
    bokeh(ctx, 26, [hue.amber, hue.magenta, hue.sky, hue.teal], [20, 70], 0.22) +
    glows(ctx, [{ x: c.x, y: c.y, rx: R * 1.8, color: hue.amber, opacity: 0.12 }]) +
    rings +
    el("circle", { cx: c.x, cy: c.y, r: R, fill: ink.deep }) +
    el("circle", { cx: c.x, cy: c.y, r: open * 1.3, fill: pupil }) +
    group(iris, { "clip-path": `url(#${clip})` }) +
    // Lens flare glint.
    screen(
      el("ellipse", {
        cx: c.x - R * 0.35,
        cy: c.y - R * 0.4,
        rx: R * 0.22,
        ry: R * 0.08,
        transform: `rotate(-35 ${n(c.x - R * 0.35)} ${n(c.y - R * 0.4)})`,
        fill: defs.radial([
          [0, "#ffffff", 0.35],
          [1, "#ffffff", 0],
        ]),
      }),
    ) +
    particles(ctx, { count: 60, colors: [hue.amber, ink.text], size: [0.5, 2], glowShare: 0.15 }) +
    finish(ctx)
  );
}

function interior(ctx: Ctx): string {
  const { w, h, lw, defs, s } = ctx;
  const camera = lookAt([1.2, 1.6, -5.5], [0, 1.3, 0], h * 0.75, w * 0.5, h * 0.5);
  const P = (x: number, y: number, z: number) => project(camera, [x, y, z]);
  const room = { x0: -3.2, x1: 3.2, y1: 3, z1: 3 };
  // Room edges and a floor grid, drawn as lines.
  let lines = "";
  const seg = (a: Vec3, b: Vec3, o = 0.4) => {
    const p = P(...a);
    const q = P(...b);
    lines += el("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, "stroke-opacity": o });
  };
  for (let x = room.x0; x <= room.x1 + 1e-6; x += 0.8) seg([x, 0, -2.5], [x, 0, room.z1], 0.18);
  for (let z = -2.5; z <= room.z1 + 1e-6; z += 0.8) seg([room.x0, 0, z], [room.x1, 0, z], 0.18);
  seg([room.x0, 0, room.z1], [room.x1, 0, room.z1], 0.6);
  seg([room.x0, room.y1, room.z1], [room.x1, room.y1, room.z1], 0.6);
  seg([room.x0, 0, room.z1], [room.x0, room.y1, room.z1], 0.6);
  seg([room.x1, 0, room.z1], [room.x1, room.y1, room.z1], 0.6);
  seg([room.x0, room.y1, room.z1], [room.x0, room.y1, -3], 0.4);
  seg([room.x1, room.y1, room.z1], [room.x1, room.y1, -3], 0.4);
  seg([room.x0, 0, room.z1], [room.x0, 0, -3], 0.4);
  seg([room.x1, 0, room.z1], [room.x1, 0, -3], 0.4);
  // Tall window on the back wall with light falling into the room.
  const win = [P(-1.6, 0.5, 3), P(0.6, 0.5, 3), P(0.6, 2.6, 3), P(-1.6, 2.6, 3)];
  const light = [P(-1.6, 0.5, 3), P(0.6, 0.5, 3), P(1.6, 0, 0.2), P(-0.4, 0, 0.2)];
  const windowFill = defs.linear(
    [
      [0, hue.sky, 0.55],
      [1, hue.amber, 0.35],
    ],
    0,
    win[2]!.y,
    0,
    win[0]!.y,
  );
  let mullions = "";
  for (let i = 1; i < 3; i++) {
    const a = P(-1.6 + (2.2 * i) / 3, 0.5, 3);
    const b = P(-1.6 + (2.2 * i) / 3, 2.6, 3);
    mullions += el("line", {
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      stroke: ink.base,
      "stroke-width": lw(4),
    });
  }
  const furniture: Block[] = [
    { min: [-2.8, 0, 0.6], max: [-0.6, 0.45, 1.5], tint: hue.violet },
    { min: [-2.8, 0.45, 1.25], max: [-0.6, 1, 1.5], tint: hue.violet },
    { min: [0.4, 0, -0.6], max: [1.6, 0.42, 0.4], tint: hue.teal },
    { min: [2.3, 0, 1.8], max: [3, 1.9, 2.8], tint: hue.amber, windows: 4 },
  ];
  const lamp = P(0.9, 2.2, -0.1);
  const lampTop = P(0.9, 3, -0.1);
  return (
    litBackdrop(ctx, "#0e1426", [
      {
        x: win[0]!.x + (win[1]!.x - win[0]!.x) / 2,
        y: (win[0]!.y + win[2]!.y) / 2,
        rx: h * 0.45,
        color: hue.sky,
        opacity: 0.2,
      },
    ]) +
    el("path", { d: polyline(win, true), fill: windowFill }) +
    mullions +
    screen(
      el("path", {
        d: polyline(light, true),
        fill: defs.linear(
          [
            [0, hue.sky, 0.22],
            [1, hue.amber, 0.04],
          ],
          0,
          win[0]!.y,
          0,
          light[2]!.y,
        ),
        filter: defs.blur(6 * s),
      }),
    ) +
    group(lines, { stroke: hue.sky, "stroke-width": lw(1.1) }) +
    glassBlocks(ctx, furniture, {
      camera,
      fill: ink.night,
      edge: hue.sky,
      top: hue.sky,
      lineWidth: 1.2,
      fillOpacity: 0.92,
    }) +
    el("line", {
      x1: lampTop.x,
      y1: lampTop.y,
      x2: lamp.x,
      y2: lamp.y,
      stroke: ink.muted,
      "stroke-width": lw(1.2),
    }) +
    glows(ctx, [{ x: lamp.x, y: lamp.y + 10 * s, rx: h * 0.14, color: hue.amber, opacity: 0.6 }]) +
    el("path", {
      d: `M${n(lamp.x - 26 * s)} ${n(lamp.y + 14 * s)}Q${n(lamp.x)} ${n(lamp.y - 30 * s)} ${n(lamp.x + 26 * s)} ${n(lamp.y + 14 * s)}Z`,
      fill: hue.amber,
    }) +
    finish(ctx)
  );
}

function music(ctx: Ctx): string {
  const { w, h, defs } = ctx;
  const c = { x: w * 0.5, y: h * 0.5 };
  let grooves = "";
  for (let i = 0; i < 14; i++)
    grooves += el("circle", {
      cx: c.x,
      cy: c.y,
      r: h * (0.08 + i * 0.012),
      fill: "none",
      stroke: hue.violet,
      "stroke-opacity": 0.12 + (i % 3) * 0.06,
      "stroke-width": ctx.lw(1),
    });
  return (
    litBackdrop(ctx, "#150d2c", [
      { x: c.x, y: c.y, rx: h * 0.55, color: hue.magenta, opacity: 0.2 },
      { x: w * 0.1, y: h * 0.9, rx: h * 0.4, color: hue.cyan, opacity: 0.14 },
    ]) +
    soundWaves(ctx, {
      cy: c.y,
      amplitude: h * 0.22,
      lines: 9,
      colors: [hue.cyan, hue.violet, hue.magenta, hue.amber],
      spread: 0.28,
      frequency: 4,
    }) +
    radialSpectrum(ctx, c, h * 0.26, 96, h * 0.12, [
      hue.cyan,
      hue.violet,
      hue.magenta,
      hue.amber,
      hue.cyan,
    ]) +
    el("circle", { cx: c.x, cy: c.y, r: h * 0.24, fill: ink.deep, "fill-opacity": 0.85 }) +
    grooves +
    el("circle", {
      cx: c.x,
      cy: c.y,
      r: h * 0.05,
      fill: defs.radial([
        [0, "#ffffff", 0.9],
        [0.5, hue.magenta, 0.8],
        [1, hue.violet, 0.6],
      ]),
    }) +
    particles(ctx, {
      count: 90,
      colors: [hue.magenta, hue.amber, ink.text],
      size: [0.5, 2],
      glowShare: 0.12,
    }) +
    finish(ctx)
  );
}

function application(ctx: Ctx): string {
  const { w, h } = ctx;
  const pw = w * 0.24;
  return (
    litBackdrop(ctx, "#0b1530", [
      { x: w * 0.5, y: h * 0.5, rx: h * 0.55, color: hue.cyan, opacity: 0.2 },
      { x: w * 0.85, y: h * 0.85, rx: h * 0.4, color: hue.magenta, opacity: 0.14 },
    ]) +
    grid(ctx, 48 * ctx.s, hue.indigo, 0.08) +
    group(phone(ctx, w * 0.14, h * 0.2, pw, hue.violet, "player"), {
      transform: `rotate(-12 ${n(w * 0.26)} ${n(h * 0.45)})`,
      opacity: 0.85,
    }) +
    group(phone(ctx, w * 0.62, h * 0.2, pw, hue.amber, "stats"), {
      transform: `rotate(12 ${n(w * 0.74)} ${n(h * 0.45)})`,
      opacity: 0.85,
    }) +
    phone(ctx, w * 0.5 - pw * 0.55, h * 0.12, pw * 1.1, hue.teal, "feed") +
    particles(ctx, { count: 80, colors: [hue.teal, ink.text], size: [0.5, 2] }) +
    finish(ctx)
  );
}

function ai(ctx: Ctx): string {
  const { w, h } = ctx;
  const c = { x: w * 0.5, y: h * 0.48 };
  return (
    litBackdrop(ctx, "#0a1426", [
      { x: c.x, y: c.y, rx: h * 0.5, color: hue.teal, opacity: 0.22 },
      { x: w * 0.85, y: h * 0.15, rx: h * 0.35, color: hue.violet, opacity: 0.18 },
    ]) +
    circuit(ctx, c, h * 0.14, 7, h * 0.5, hue.sky, hue.teal) +
    neuralCloud(ctx, {
      center: c,
      radius: h * 0.085,
      count: 70,
      rotation: [0.3, 0.5, 0],
      colors: [hue.indigo, hue.teal, "#ffffff"],
      accent: hue.teal,
      neighbours: 3,
      signals: 0.15,
      squash: [1.1, 1, 1],
    }) +
    particles(ctx, { count: 90, colors: [hue.teal, ink.text], size: [0.5, 2], glowShare: 0.1 }) +
    finish(ctx)
  );
}

const subjects: [string, string, (ctx: Ctx) => string][] = [
  ["Technology", "Wireframe globe wrapped in glowing network arcs and an orbit", technology],
  [
    "Python Language",
    "Blue and yellow strands twisting into a double helix over faint code",
    python,
  ],
  ["Coding", "Glowing code brackets over rows of abstract code", coding],
  [
    "Website Design",
    "Web page layout with column guides, a selected block and a cursor",
    websiteDesign,
  ],
  ["Big Data", "Isometric field of glowing data columns under a cloud of points", bigData],
  ["Digital Market", "Rising growth charts with an upward arrow", digitalMarket],
  [
    "Animation",
    "Onion-skinned bouncing ball along a dashed motion path above a timeline",
    animation,
  ],
  ["Photography", "Camera aperture iris surrounded by lens rings and bokeh", photography],
  ["Interior Design", "Wireframe room with a tall window, sofa, table and pendant lamp", interior],
  ["Music", "Circular audio spectrum around a record with flowing sound waves", music],
  ["Application", "Three phone screens showing feed, player and statistics apps", application],
  ["AI", "Glowing processor chip with circuit traces and a neural core", ai],
];

export const workScenes = sceneGroup(
  "works",
  "work",
  [S, S],
  widths,
  subjects.map(([, alt, draw]) => [alt, draw] as const),
);

export const workTitles = subjects.map(([title]) => title);
