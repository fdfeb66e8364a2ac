// Wireframes in perspective: terrain, solids, neural point clouds, globes and glass blocks.
import { mix, ramp } from "./color";
import type { Ctx } from "./context";
import {
  boxFaces,
  fibonacciSphere,
  project,
  rotateX,
  rotateY,
  rotateZ,
  type Camera,
  type Vec3,
  type Wire,
} from "./geometry";
import { el, group, n, polyline, type Point } from "./svg";

export type TerrainOptions = {
  camera: Camera;
  xSpan: number;
  zNear: number;
  zFar: number;
  cols: number;
  rows: number;
  height: (x: number, z: number) => number;
  colors: readonly string[];
  // Scroll distance along z (for looping video); row positions wrap by one grid step.
  travel?: number;
  lineWidth?: number;
  opacity?: number;
  peaks?: number;
};

export function terrain(ctx: Ctx, o: TerrainOptions): string {
  const { defs, lw, h } = ctx;
  const travel = o.travel ?? 0;
  const dz = (o.zFar - o.zNear) / o.rows;
  const shift = ((travel % dz) + dz) % dz;
  const opacity = o.opacity ?? 0.9;
  const width = lw(o.lineWidth ?? 1.2);
  const xs = Array.from({ length: o.cols + 1 }, (_, i) => -o.xSpan + (2 * o.xSpan * i) / o.cols);
  // Row depths in camera space; the world height is sampled at z + travel so the land moves.
  const zs = Array.from({ length: o.rows + 2 }, (_, j) => o.zNear + j * dz - shift).filter(
    (z) => z > o.zNear - dz,
  );
  const point = (x: number, z: number): Point => {
    const p = project(o.camera, [x, o.height(x, z + travel), z]);
    return { x: p.x, y: p.y };
  };
  const fog = (z: number) =>
    Math.max(0, Math.min(1, ((o.zFar - z) / (o.zFar - o.zNear)) * 1.25)) ** 1.4;
  let rowsMarkup = "";
  for (const z of zs.slice().reverse()) {
    const a = fog(z);
    if (a <= 0.01) continue;
    const t = (z - o.zNear) / (o.zFar - o.zNear);
    rowsMarkup += el("path", {
      d: polyline(xs.map((x) => point(x, z))),
      stroke: ramp(o.colors, 1 - t),
      "stroke-opacity": a * opacity,
      "stroke-width": width * (0.6 + 0.6 * (1 - t)),
    });
  }
  const horizon = project(o.camera, [0, 0, o.zFar]).y;
  const colStroke = defs.linear(
    [
      [0, o.colors[0]!, 0],
      [0.35, ramp(o.colors, 0.4), opacity * 0.45],
      [1, o.colors[o.colors.length - 1]!, opacity],
    ],
    0,
    horizon,
    0,
    h,
  );
  const samples = Array.from(
    { length: o.rows * 2 + 1 },
    (_, j) => o.zNear + ((o.zFar - o.zNear) * j) / (o.rows * 2),
  );
  let colsMarkup = "";
  for (const x of xs) colsMarkup += el("path", { d: polyline(samples.map((z) => point(x, z))) });
  let peaks = "";
  if (o.peaks) {
    const halo = defs.radial([
      [0, o.colors[o.colors.length - 1]!, 0.9],
      [0.25, o.colors[o.colors.length - 1]!, 0.25],
      [1, o.colors[o.colors.length - 1]!, 0],
    ]);
    for (let i = 0; i < o.peaks; i++) {
      const x = xs[ctx.rng.int(2, o.cols - 2)]!;
      const z = zs[ctx.rng.int(1, Math.max(1, Math.floor(zs.length * 0.6)))] ?? o.zNear;
      const p = point(x, z);
      const a = fog(z);
      const r = 18 * ctx.s * (1.4 - (z - o.zNear) / (o.zFar - o.zNear));
      peaks += el("circle", { cx: p.x, cy: p.y, r: r * 3, fill: halo, opacity: a });
      peaks += el("circle", { cx: p.x, cy: p.y, r: r * 0.18, fill: "#ffffff", opacity: a });
    }
  }
  return (
    group(colsMarkup, { fill: "none", stroke: colStroke, "stroke-width": width * 0.8 }) +
    group(rowsMarkup, { fill: "none", "stroke-linejoin": "round" }) +
    peaks
  );
}

export type SolidOptions = {
  center: Point;
  radius: number;
  rotation: Vec3;
  colors: readonly string[];
  lineWidth?: number;
  nodes?: boolean;
  glow?: number;
  opacity?: number;
};

type Pose = { center: Point; radius: number; rotation: Vec3 };

// A point of a unit-sized solid turned by the pose's rotation (x, then y, then z) and drawn at its
// centre and radius, nearer points a little larger by `depthScale`; z is kept for depth order.
function posed(v: Vec3, pose: Pose, depthScale: number): Point & { z: number } {
  let p = rotateX(v, pose.rotation[0]);
  p = rotateY(p, pose.rotation[1]);
  p = rotateZ(p, pose.rotation[2]);
  const persp = 1 / (1 + p[2] * depthScale);
  return {
    x: pose.center.x + p[0] * pose.radius * persp,
    y: pose.center.y - p[1] * pose.radius * persp,
    z: p[2],
  };
}

// Depth-shaded wireframe with optional glowing vertices; orthographic is enough for small solids.
export function wireSolid(ctx: Ctx, wire: Wire, o: SolidOptions): string {
  const pts = wire.vertices.map((v) => posed(v, o, 0.25));
  const opacity = o.opacity ?? 1;
  let lines = "";
  const sorted = wire.edges
    .map(([a, b]) => ({ a: pts[a]!, b: pts[b]!, z: (pts[a]!.z + pts[b]!.z) / 2 }))
    .sort((p, q) => q.z - p.z);
  for (const e of sorted) {
    const front = (1 - e.z) / 2;
    lines += el("line", {
      x1: e.a.x,
      y1: e.a.y,
      x2: e.b.x,
      y2: e.b.y,
      stroke: ramp(o.colors, front),
      "stroke-opacity": (0.25 + 0.75 * front) * opacity,
    });
  }
  let nodes = "";
  if (o.nodes) {
    for (const p of pts) {
      const front = (1 - p.z) / 2;
      nodes += el("circle", {
        cx: p.x,
        cy: p.y,
        r: ctx.lw(1.5 + 2.5 * front),
        fill: ramp(o.colors, front),
        "fill-opacity": (0.4 + 0.6 * front) * opacity,
      });
    }
  }
  const body =
    group(lines, { "stroke-width": ctx.lw(o.lineWidth ?? 1.4), "stroke-linecap": "round" }) + nodes;
  return o.glow ? group(body, { filter: ctx.defs.glow(o.glow) }) : body;
}

export type NeuralOptions = {
  center: Point;
  radius: number;
  count: number;
  rotation: Vec3;
  colors: readonly string[];
  accent: string;
  neighbours?: number;
  // Fraction of edges lit as "signals".
  signals?: number;
  squash?: [number, number, number];
  seedShape?: number;
  // Loop phase in [0, 1): when set, a wave of activity sweeps left to right instead of random signals.
  activation?: number;
};

type Node3 = { p: Vec3; r: number };

// A brain-like blob of nodes joined to their nearest neighbours.
export function neuralCloud(ctx: Ctx, o: NeuralOptions): string {
  const { rng, defs, lw } = ctx;
  const squash = o.squash ?? [1.25, 0.85, 0.95];
  const shell = fibonacciSphere(Math.round(o.count * 0.7));
  const nodes: Node3[] = shell.map((v) => {
    const k = 0.82 + 0.18 * Math.sin(v[0] * 3.1 + (o.seedShape ?? 0)) * Math.cos(v[1] * 2.3);
    return {
      p: [
        v[0] * squash[0] * k + rng.normal() * 0.03,
        v[1] * squash[1] * k + rng.normal() * 0.03,
        v[2] * squash[2] * k,
      ],
      r: rng.next(),
    };
  });
  for (let i = nodes.length; i < o.count; i++) {
    const d = rng.next() ** 0.5 * 0.75;
    const a = rng.range(0, Math.PI * 2);
    const b = Math.acos(rng.range(-1, 1));
    nodes.push({
      p: [
        Math.sin(b) * Math.cos(a) * d * squash[0],
        Math.cos(b) * d * squash[1],
        Math.sin(b) * Math.sin(a) * d * squash[2],
      ],
      r: rng.next(),
    });
  }
  const k = o.neighbours ?? 3;
  const edges = new Set<string>();
  const pairs: [number, number][] = [];
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.p[0] - b.p[0], a.p[1] - b.p[1], a.p[2] - b.p[2]) }))
      .filter((x) => x.j !== i)
      .sort((x, y) => x.d - y.d)
      .slice(0, k);
    for (const { j } of near) {
      const key = i < j ? `${i}_${j}` : `${j}_${i}`;
      if (!edges.has(key)) {
        edges.add(key);
        pairs.push([i, j]);
      }
    }
  });
  const screenPts = nodes.map((node) => ({ ...posed(node.p, o, 0.3), r: node.r }));
  const front = (z: number) => Math.max(0, Math.min(1, (1 - z / 1.2) / 2));
  let lines = "";
  let signals = "";
  const signalShare = o.signals ?? 0.06;
  const order = pairs
    .map(([a, b]) => ({
      a: screenPts[a]!,
      b: screenPts[b]!,
      f: front((screenPts[a]!.z + screenPts[b]!.z) / 2),
    }))
    .sort((p, q) => p.f - q.f);
  for (const e of order) {
    const line = { x1: e.a.x, y1: e.a.y, x2: e.b.x, y2: e.b.y };
    lines += el("line", {
      ...line,
      stroke: ramp(o.colors, e.f),
      "stroke-opacity": 0.12 + 0.5 * e.f ** 1.5,
    });
    if (o.activation !== undefined) {
      const u = ((e.a.x + e.b.x) / 2 - (o.center.x - o.radius * 1.4)) / (o.radius * 2.8);
      const a = Math.max(0, Math.cos(Math.PI * 2 * (o.activation - u * 0.999))) ** 10;
      if (a > 0.04) signals += el("line", { ...line, "stroke-opacity": a * (0.4 + 0.6 * e.f) });
    } else if (rng.chance(signalShare * (0.3 + e.f)))
      signals += el("line", { ...line, "stroke-opacity": 0.5 + 0.5 * e.f });
  }
  const halo = defs.radial([
    [0, o.accent, 0.8],
    [0.2, o.accent, 0.3],
    [1, o.accent, 0],
  ]);
  let dots = "";
  let halos = "";
  for (const p of screenPts) {
    const f = front(p.z);
    const r = lw(0.8 + 2.6 * f * (0.5 + p.r));
    dots += el("circle", {
      cx: p.x,
      cy: p.y,
      r,
      fill: ramp(o.colors, f),
      "fill-opacity": 0.35 + 0.65 * f,
    });
    if (p.r > 0.93)
      halos += el("circle", { cx: p.x, cy: p.y, r: r * 9, fill: halo, opacity: 0.4 + 0.6 * f });
  }
  return (
    group(lines, { "stroke-width": lw(0.9) }) +
    group(signals, { stroke: o.accent, "stroke-width": lw(1.6), filter: defs.glow(4 * ctx.s) }) +
    halos +
    dots
  );
}

export type GlobeOptions = {
  center: Point;
  radius: number;
  tilt: number;
  spin: number;
  color: string;
  backColor: string;
  lats?: number;
  longs?: number;
  arcs?: number;
  accent: string;
};

// Latitude/longitude wireframe sphere with lifted arcs between glowing points.
export function globe(ctx: Ctx, o: GlobeOptions): string {
  const { rng, lw, defs } = ctx;
  const toScreen = (v: Vec3) => {
    const p = rotateX(rotateY(v, o.spin), o.tilt);
    return { x: o.center.x + p[0] * o.radius, y: o.center.y - p[1] * o.radius, z: p[2] };
  };
  const front: string[] = [];
  const back: string[] = [];
  const trace = (pts: { x: number; y: number; z: number }[]) => {
    let run: { x: number; y: number; z: number }[] = [];
    let side = pts[0]!.z <= 0;
    const flush = () => {
      if (run.length > 1) (side ? front : back).push(polyline(run));
    };
    for (const p of pts) {
      const s = p.z <= 0;
      if (s !== side) {
        run.push(p);
        flush();
        run = [];
        side = s;
      }
      run.push(p);
    }
    flush();
  };
  const lats = o.lats ?? 9;
  const longs = o.longs ?? 18;
  for (let i = 1; i < lats; i++) {
    const phi = -Math.PI / 2 + (Math.PI * i) / lats;
    trace(
      Array.from({ length: 97 }, (_, k) => {
        const t = (Math.PI * 2 * k) / 96;
        return toScreen([Math.cos(phi) * Math.cos(t), Math.sin(phi), Math.cos(phi) * Math.sin(t)]);
      }),
    );
  }
  for (let i = 0; i < longs; i++) {
    const t = (Math.PI * 2 * i) / longs;
    trace(
      Array.from({ length: 49 }, (_, k) => {
        const phi = -Math.PI / 2 + (Math.PI * k) / 48;
        return toScreen([Math.cos(phi) * Math.cos(t), Math.sin(phi), Math.cos(phi) * Math.sin(t)]);
      }),
    );
  }
  const rim = defs.radial([
    [0, o.color, 0],
    [0.8, o.color, 0.05],
    [0.97, o.color, 0.25],
    [1, o.color, 0],
  ]);
  let arcs = "";
  let cities = "";
  const halo = defs.radial([
    [0, o.accent, 0.9],
    [0.25, o.accent, 0.3],
    [1, o.accent, 0],
  ]);
  const randomPoint = (): Vec3 => {
    const a = rng.range(0, Math.PI * 2);
    const y = rng.range(-0.8, 0.85);
    const r = Math.sqrt(1 - y * y);
    return [Math.cos(a) * r, y, Math.sin(a) * r];
  };
  for (let i = 0; i < (o.arcs ?? 8); i++) {
    const a = randomPoint();
    const b = randomPoint();
    const pts = Array.from({ length: 33 }, (_, k) => {
      const t = k / 32;
      const v: Vec3 = [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
      ];
      const len = Math.hypot(...v) || 1;
      const lift = 1 + 0.28 * Math.sin(Math.PI * t);
      return toScreen([(v[0] / len) * lift, (v[1] / len) * lift, (v[2] / len) * lift]);
    });
    const visible = pts.filter((p) => p.z <= 0.2).length / pts.length;
    arcs += el("path", { d: polyline(pts), "stroke-opacity": 0.25 + 0.7 * visible });
    for (const end of [pts[0]!, pts[pts.length - 1]!]) {
      if (end.z > 0.1) continue;
      cities += el("circle", { cx: end.x, cy: end.y, r: o.radius * 0.06, fill: halo });
      cities += el("circle", { cx: end.x, cy: end.y, r: lw(2), fill: "#ffffff" });
    }
  }
  return (
    el("circle", { cx: o.center.x, cy: o.center.y, r: o.radius * 1.02, fill: rim }) +
    group(back.map((d) => el("path", { d })).join(""), {
      fill: "none",
      stroke: o.backColor,
      "stroke-opacity": 0.22,
      "stroke-width": lw(0.8),
    }) +
    group(front.map((d) => el("path", { d })).join(""), {
      fill: "none",
      stroke: o.color,
      "stroke-opacity": 0.55,
      "stroke-width": lw(1),
    }) +
    group(arcs, {
      fill: "none",
      stroke: o.accent,
      "stroke-width": lw(1.6),
      filter: defs.glow(3 * ctx.s),
    }) +
    cities
  );
}

// windowSeed: blocks sharing a seed get the same lit-window pattern (keeps symmetric scenes symmetric).
// roof: height of a pitched roof replacing the flat top (ridge along the longer side).
export type Block = {
  min: Vec3;
  max: Vec3;
  tint?: string;
  windows?: number;
  windowSeed?: number;
  roof?: number;
};

// Two slopes meeting at a ridge along the block's longer side, and a triangle at each end.
function gableRoof(block: Block, rise: number): { quad: Vec3[]; normal: Vec3 }[] {
  const [x0, , z0] = block.min;
  const [x1, y1, z1] = block.max;
  const alongX = x1 - x0 >= z1 - z0;
  // A point given along the ridge and across it.
  const at = (along: number, y: number, across: number): Vec3 =>
    alongX ? [along, y, across] : [across, y, along];
  const [a0, a1, c0, c1] = alongX ? [x0, x1, z0, z1] : [z0, z1, x0, x1];
  const cm = (c0 + c1) / 2;
  const top = y1 + rise;
  const slope = (c1 - c0) / 2;
  return [
    {
      quad: [at(a0, y1, c0), at(a1, y1, c0), at(a1, top, cm), at(a0, top, cm)],
      normal: at(0, slope, -rise),
    },
    {
      quad: [at(a0, y1, c1), at(a1, y1, c1), at(a1, top, cm), at(a0, top, cm)],
      normal: at(0, slope, rise),
    },
    { quad: [at(a0, y1, c0), at(a0, y1, c1), at(a0, top, cm)], normal: at(-1, 0, 0) },
    { quad: [at(a1, y1, c0), at(a1, y1, c1), at(a1, top, cm)], normal: at(1, 0, 0) },
  ];
}

function blockFaces(block: Block): { quad: Vec3[]; normal: Vec3 }[] {
  const faces = boxFaces(block.min, block.max);
  if (!block.roof) return faces;
  return [...faces.filter((f) => f.normal[1] !== 1), ...gableRoof(block, block.roof)];
}

export type BlockStyle = {
  camera: Camera;
  fill: string;
  edge: string;
  top: string;
  lineWidth?: number;
  fillOpacity?: number;
  windowColor?: string;
  litShare?: number;
  // Same shade on every wall, so a quarter-turn orbit looks identical at both ends of a loop.
  evenSides?: boolean;
};

const hash3 = (a: number, b: number, c: number) => {
  let h = Math.imul(a + 1, 73856093) ^ Math.imul(b + 1, 19349663) ^ Math.imul(c + 1, 83492791);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

// Glassy boxes sorted back to front: a cheap painter's algorithm that is exact for separated blocks.
export function glassBlocks(ctx: Ctx, blocks: Block[], style: BlockStyle): string {
  const { lw } = ctx;
  const cam = style.camera;
  type Face = {
    pts: Point[];
    depth: number;
    shade: number;
    block: Block;
    quad: Vec3[];
    side: boolean;
    top: boolean;
    key: number;
  };
  const faces: Face[] = [];
  for (const [bi, block] of blocks.entries()) {
    for (const [fi, f] of blockFaces(block).entries()) {
      const c: Vec3 = [0, 1, 2].map(
        (i) => f.quad.reduce((s, q) => s + q[i]!, 0) / f.quad.length,
      ) as Vec3;
      const toCam: Vec3 = [cam.position[0] - c[0], cam.position[1] - c[1], cam.position[2] - c[2]];
      if (toCam[0] * f.normal[0] + toCam[1] * f.normal[1] + toCam[2] * f.normal[2] <= 0) continue;
      const pts = f.quad.map((q) => project(cam, q));
      if (pts.some((p) => !p.visible)) continue;
      const depth = Math.hypot(...toCam);
      const up = f.normal[1] > 0;
      const shade = up ? 1 : style.evenSides ? 0.45 : f.normal[0] !== 0 ? 0.55 : 0.35;
      const side = f.normal[1] === 0 && f.quad.length === 4;
      faces.push({
        pts,
        depth,
        shade,
        block,
        quad: f.quad,
        side,
        top: up,
        key: block.windowSeed ?? bi * 8 + fi,
      });
    }
  }
  faces.sort((a, b) => b.depth - a.depth);
  let out = "";
  for (const f of faces) {
    const tint = f.block.tint ?? style.edge;
    const fill = f.top ? mix(style.fill, style.top, 0.5) : mix(style.fill, tint, 0.12 * f.shade);
    out += el("path", {
      d: polyline(f.pts, true),
      fill,
      "fill-opacity": style.fillOpacity ?? 0.92,
      stroke: f.top ? style.top : tint,
      "stroke-opacity": 0.35 + 0.5 * f.shade,
      "stroke-width": lw(style.lineWidth ?? 1),
      "stroke-linejoin": "round",
    });
    const rows = f.block.windows ?? 0;
    if (f.side && rows > 0) {
      const [a, b, c, d] = f.quad as [Vec3, Vec3, Vec3, Vec3];
      const lerp = (p: Vec3, q: Vec3, t: number): Vec3 => [
        p[0] + (q[0] - p[0]) * t,
        p[1] + (q[1] - p[1]) * t,
        p[2] + (q[2] - p[2]) * t,
      ];
      let grid = "";
      for (let i = 1; i < rows; i++) {
        const t = i / rows;
        const p = project(cam, lerp(a, d, t));
        const q = project(cam, lerp(b, c, t));
        grid += `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`;
      }
      const colsCount = Math.max(2, Math.round(rows * 0.6));
      for (let i = 1; i < colsCount; i++) {
        const t = i / colsCount;
        const p = project(cam, lerp(a, b, t));
        const q = project(cam, lerp(d, c, t));
        grid += `M${n(p.x)} ${n(p.y)}L${n(q.x)} ${n(q.y)}`;
      }
      out += el("path", {
        d: grid,
        fill: "none",
        stroke: tint,
        "stroke-opacity": 0.22,
        "stroke-width": lw(0.7),
      });
      if (style.windowColor) {
        let lit = "";
        for (let i = 0; i < rows; i++)
          for (let j = 0; j < colsCount; j++) {
            // Hash, not the running RNG: the same windows stay lit whatever the draw order (animation).
            // Mirror-symmetric across each face, so pattern and face orientation never disagree.
            if (hash3(f.key, i, Math.min(j, colsCount - 1 - j)) > (style.litShare ?? 0.16))
              continue;
            const corner = (u: number, v: number) =>
              project(cam, lerp(lerp(a, b, u), lerp(d, c, u), v));
            const u0 = (j + 0.15) / colsCount;
            const u1 = (j + 0.85) / colsCount;
            const v0 = (i + 0.2) / rows;
            const v1 = (i + 0.8) / rows;
            lit += el("path", {
              d: polyline([corner(u0, v0), corner(u1, v0), corner(u1, v1), corner(u0, v1)], true),
            });
          }
        out += group(lit, { fill: style.windowColor, "fill-opacity": 0.55 });
      }
    }
  }
  return out;
}
