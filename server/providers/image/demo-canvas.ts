// A small raster canvas for the demo renderer: light is added on a dark ground, the way the
// site's own imagery is built (glows, particles, line work), in floating-point RGB from 0 to 1.

export type Colour = readonly [number, number, number];

export interface Canvas {
  width: number;
  height: number;
  rgb: Float32Array;
}

export const colour = (hex: string): Colour =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as unknown as Colour;

export const mixColour = (a: Colour, b: Colour, t: number): Colour =>
  [0, 1, 2].map((c) => a[c]! + (b[c]! - a[c]!) * t) as unknown as Colour;

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, rgb: new Float32Array(width * height * 3) };
}

/** mulberry32: a tiny seeded generator, so the same prompt and seed draw the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A lattice point's value in [0, 1], hashed from its coordinates and the seed. */
function latticeValue(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374_761_393) ^ Math.imul(iy, 668_265_263) ^ Math.imul(seed, 982_451_653);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

/** Smooth value noise in [0, 1] on a lattice hashed from `seed`. */
function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = latticeValue(ix, iy, seed);
  const b = latticeValue(ix + 1, iy, seed);
  const c = latticeValue(ix, iy + 1, seed);
  const d = latticeValue(ix + 1, iy + 1, seed);
  const top = a + (b - a) * sx;
  return top + (c + (d - c) * sx - top) * sy;
}

/** Three octaves of value noise: soft, natural-looking variation. */
export function layeredNoise(x: number, y: number, seed: number): number {
  return (
    valueNoise(x, y, seed) * 0.57 +
    valueNoise(x * 2, y * 2, seed + 1) * 0.29 +
    valueNoise(x * 4, y * 4, seed + 2) * 0.14
  );
}

/** Paints every pixel with a vertical gradient from `top` to `bottom`. */
export function fillGradient(canvas: Canvas, top: Colour, bottom: Colour): void {
  const { width, height, rgb } = canvas;
  for (let y = 0; y < height; y += 1) {
    const shade = mixColour(top, bottom, y / Math.max(1, height - 1));
    for (let x = 0; x < width; x += 1) rgb.set(shade, (y * width + x) * 3);
  }
}

/** Adds light around a point, fading to nothing at `radius`. */
export function addGlow(
  canvas: Canvas,
  cx: number,
  cy: number,
  radius: number,
  light: Colour,
  strength: number,
): void {
  const { width, height, rgb } = canvas;
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(width - 1, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(height - 1, Math.ceil(cy + radius));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (radius * radius);
      if (d2 >= 1) continue;
      const falloff = (1 - d2) ** 2 * strength;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[at + c]! += light[c]! * falloff;
    }
  }
}

/** A line through `points`, drawn as small glows close together so it reads as light. */
export function addPolyline(
  canvas: Canvas,
  points: readonly (readonly [number, number])[],
  lineWidth: number,
  light: Colour,
  strength: number,
): void {
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const stepsAlong = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / (lineWidth * 0.6)));
    for (let s = 0; s < stepsAlong; s += 1) {
      const t = s / stepsAlong;
      addGlow(canvas, ax + (bx - ax) * t, ay + (by - ay) * t, lineWidth, light, strength);
    }
  }
}

/** Darkens the corners, drawing the eye to the middle. */
export function vignette(canvas: Canvas, strength: number): void {
  const { width, height, rgb } = canvas;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const d = Math.hypot(x / width - 0.5, y / height - 0.5) / 0.7071;
      const keep = 1 - strength * d * d;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[at + c]! *= keep;
    }
  }
}

/** The canvas stretched to `width` × `height`, each pixel a blend of its four nearest. */
export function resize(canvas: Canvas, width: number, height: number): Canvas {
  if (canvas.width === width && canvas.height === height) return canvas;
  const out = createCanvas(width, height);
  const { rgb } = canvas;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(canvas.height - 1, Math.max(0, ((y + 0.5) * canvas.height) / height - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(canvas.height - 1, y0 + 1);
    const ty = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(canvas.width - 1, Math.max(0, ((x + 0.5) * canvas.width) / width - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(canvas.width - 1, x0 + 1);
      const tx = sx - x0;
      for (let c = 0; c < 3; c += 1) {
        const top =
          rgb[(y0 * canvas.width + x0) * 3 + c]! * (1 - tx) +
          rgb[(y0 * canvas.width + x1) * 3 + c]! * tx;
        const bottom =
          rgb[(y1 * canvas.width + x0) * 3 + c]! * (1 - tx) +
          rgb[(y1 * canvas.width + x1) * 3 + c]! * tx;
        out.rgb[(y * width + x) * 3 + c] = top + (bottom - top) * ty;
      }
    }
  }
  return out;
}

/** 8-bit RGB, true to the colours up to bright light, with a soft roll-off so added glow never clips. */
export function toBytes(canvas: Canvas): Uint8Array {
  const bytes = new Uint8Array(canvas.rgb.length);
  for (let i = 0; i < bytes.length; i += 1) {
    const value = Math.max(0, canvas.rgb[i]!);
    const shown = value <= 0.8 ? value : 0.8 + 0.2 * (1 - Math.exp(-(value - 0.8) * 5));
    bytes[i] = Math.round(shown * 255);
  }
  return bytes;
}

export type Point = readonly [number, number];

/** Paints a pixel with `paint` at `alpha` over what is there. */
function blend(canvas: Canvas, x: number, y: number, paint: Colour, alpha: number): void {
  const at = (y * canvas.width + x) * 3;
  for (let c = 0; c < 3; c += 1) {
    canvas.rgb[at + c] = canvas.rgb[at + c]! * (1 - alpha) + paint[c]! * alpha;
  }
}

/** Fills a polygon (even-odd rule) with `paint`, sampling each pixel at its centre. */
export function fillPolygon(
  canvas: Canvas,
  points: readonly Point[],
  paint: Colour,
  alpha = 1,
): void {
  const ys = points.map((point) => point[1]);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(canvas.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = top; y <= bottom; y += 1) {
    const sy = y + 0.5;
    const crossings: number[] = [];
    for (let i = 0; i < points.length; i += 1) {
      const [ax, ay] = points[i]!;
      const [bx, by] = points[(i + 1) % points.length]!;
      if (ay <= sy !== by <= sy) crossings.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const to = Math.min(canvas.width - 1, Math.floor(crossings[k + 1]! - 0.5));
      for (let x = from; x <= to; x += 1) blend(canvas, x, y, paint, alpha);
    }
  }
}

/** The outline of an ellipse as a polygon, rotated by `angle`. */
export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle = 0,
  count = 48,
): Point[] {
  return Array.from({ length: count }, (_, k) => {
    const a = (k / count) * Math.PI * 2;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    return [
      cx + x * Math.cos(angle) - y * Math.sin(angle),
      cy + x * Math.sin(angle) + y * Math.cos(angle),
    ] as Point;
  });
}

/** Softens the picture with a box blur of `radius` pixels, run twice (close to a Gaussian). */
export function blur(canvas: Canvas, radius: number): void {
  const { width, height, rgb } = canvas;
  const pass = (horizontal: boolean) => {
    const source = rgb.slice();
    const [outer, inner] = horizontal ? [height, width] : [width, height];
    for (let o = 0; o < outer; o += 1) {
      for (let i = 0; i < inner; i += 1) {
        const sum = [0, 0, 0];
        let count = 0;
        for (let d = -radius; d <= radius; d += 1) {
          const j = i + d;
          if (j < 0 || j >= inner) continue;
          const at = (horizontal ? o * width + j : j * width + o) * 3;
          for (let c = 0; c < 3; c += 1) sum[c]! += source[at + c]!;
          count += 1;
        }
        const at = (horizontal ? o * width + i : i * width + o) * 3;
        for (let c = 0; c < 3; c += 1) rgb[at + c] = sum[c]! / count;
      }
    }
  };
  for (let round = 0; round < 2; round += 1) {
    pass(true);
    pass(false);
  }
}
