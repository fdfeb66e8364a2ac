// Small 3D toolkit: rotate, look through a pinhole camera, and a few wireframe solids.

export type Vec3 = [number, number, number];

export function rotateX([x, y, z]: Vec3, a: number): Vec3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x, y * c - z * s, y * s + z * c];
}

export function rotateY([x, y, z]: Vec3, a: number): Vec3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c + z * s, y, -x * s + z * c];
}

export function rotateZ([x, y, z]: Vec3, a: number): Vec3 {
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [x * c - y * s, x * s + y * c, z];
}

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dist = (a: Vec3, b: Vec3): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

export type Camera = {
  position: Vec3;
  yaw: number;
  pitch: number;
  focal: number;
  cx: number;
  cy: number;
};

export type Projected = { x: number; y: number; depth: number; visible: boolean };

// World to screen; y is up in the world and down on screen.
export function project(camera: Camera, p: Vec3): Projected {
  let v: Vec3 = [p[0] - camera.position[0], p[1] - camera.position[1], p[2] - camera.position[2]];
  v = rotateY(v, -camera.yaw);
  // Positive pitch looks down.
  v = rotateX(v, -camera.pitch);
  const depth = v[2];
  const z = Math.max(depth, 1e-3);
  return {
    x: camera.cx + (camera.focal * v[0]) / z,
    y: camera.cy - (camera.focal * v[1]) / z,
    depth,
    visible: depth > 1e-2,
  };
}

const PHI = (1 + Math.sqrt(5)) / 2;

export type Wire = { vertices: Vec3[]; edges: [number, number][] };

// Edges are the vertex pairs at the minimum distance, which works for all regular solids.
function edgesByShortest(vertices: Vec3[]): [number, number][] {
  let min = Infinity;
  for (let i = 0; i < vertices.length; i++)
    for (let j = i + 1; j < vertices.length; j++)
      min = Math.min(min, dist(vertices[i]!, vertices[j]!));
  const edges: [number, number][] = [];
  for (let i = 0; i < vertices.length; i++)
    for (let j = i + 1; j < vertices.length; j++)
      if (dist(vertices[i]!, vertices[j]!) < min * 1.01) edges.push([i, j]);
  return edges;
}

const normalize = (vs: Vec3[]): Vec3[] => vs.map((v) => scale(v, 1 / Math.hypot(...v)));

export function icosahedron(): Wire {
  const v: Vec3[] = [];
  for (const a of [-1, 1]) for (const b of [-PHI, PHI]) v.push([0, a, b], [a, b, 0], [b, 0, a]);
  const vertices = normalize(v);
  return { vertices, edges: edgesByShortest(vertices) };
}

export function dodecahedron(): Wire {
  const v: Vec3[] = [];
  for (const a of [-1, 1]) for (const b of [-1, 1]) for (const c of [-1, 1]) v.push([a, b, c]);
  for (const a of [-1, 1])
    for (const b of [-1, 1])
      v.push([0, a / PHI, b * PHI], [a / PHI, b * PHI, 0], [a * PHI, 0, b / PHI]);
  const vertices = normalize(v);
  return { vertices, edges: edgesByShortest(vertices) };
}

export function octahedron(): Wire {
  const vertices: Vec3[] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
  ];
  return { vertices, edges: edgesByShortest(vertices) };
}

// Evenly spread points on a unit sphere (golden-angle spiral).
export function fibonacciSphere(count: number): Vec3[] {
  const pts: Vec3[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < count; i++) {
    const y = 1 - (2 * (i + 0.5)) / count;
    const r = Math.sqrt(1 - y * y);
    const a = golden * i;
    pts.push([Math.cos(a) * r, y, Math.sin(a) * r]);
  }
  return pts;
}

// A box's six faces, each as its corners, numbered by bits (1: max x, 2: max y, 4: max z; min
// otherwise), and its outward normal.
const BOX_FACES: [corners: number[], normal: Vec3][] = [
  [
    [2, 3, 7, 6],
    [0, 1, 0],
  ],
  [
    [0, 1, 3, 2],
    [0, 0, -1],
  ],
  [
    [1, 5, 7, 3],
    [1, 0, 0],
  ],
  [
    [4, 5, 7, 6],
    [0, 0, 1],
  ],
  [
    [0, 4, 6, 2],
    [-1, 0, 0],
  ],
  [
    [0, 1, 5, 4],
    [0, -1, 0],
  ],
];

// Axis-aligned box as 6 quads (for painter-sorted glass blocks).
export function boxFaces(min: Vec3, max: Vec3): { quad: Vec3[]; normal: Vec3 }[] {
  const corner = (bits: number): Vec3 => [
    bits & 1 ? max[0] : min[0],
    bits & 2 ? max[1] : min[1],
    bits & 4 ? max[2] : min[2],
  ];
  return BOX_FACES.map(([corners, normal]) => ({ quad: corners.map(corner), normal: [...normal] }));
}

// Camera aimed from position at target (positive pitch = looking down).
export function lookAt(
  position: Vec3,
  target: Vec3,
  focal: number,
  cx: number,
  cy: number,
): Camera {
  const f: Vec3 = [target[0] - position[0], target[1] - position[1], target[2] - position[2]];
  return {
    position,
    yaw: Math.atan2(f[0], f[2]),
    pitch: Math.atan2(-f[1], Math.hypot(f[0], f[2])),
    focal,
    cx,
    cy,
  };
}
