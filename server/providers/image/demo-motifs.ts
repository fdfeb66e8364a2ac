// The demo renderer's motifs: ridgelines, light waves, orbits, contour lines and a wireframe
// floor, each drawn as light on the dark ground in the palette chosen from the prompt.
import {
  addGlow,
  addPolyline,
  layeredNoise,
  mixColour,
  type Canvas,
  type Colour,
} from "./demo-canvas";

export interface Palette {
  ground: Colour;
  /** From the farthest or faintest to the nearest or brightest. */
  lights: readonly Colour[];
}

/** Where the picture's weight sits, chosen from the seed. */
export interface Layout {
  /** 0 (top) to 1 (bottom). */
  horizon: number;
  /** The focal point, in fractions of the width and height. */
  focusX: number;
  focusY: number;
  noiseSeed: number;
  random: () => number;
}

export type Motif = (canvas: Canvas, palette: Palette, layout: Layout) => void;

const pick = <T>(items: readonly T[], t: number): T =>
  items[Math.min(items.length - 1, Math.floor(t * items.length))]!;

/** Layered hills, far ones pale and near ones dark, each with a lit crest. */
export const ridgelines: Motif = (canvas, palette, layout) => {
  const { width, height, rgb } = canvas;
  const layers = 5;
  for (let layer = 0; layer < layers; layer += 1) {
    const depth = layer / (layers - 1);
    const base = height * (layout.horizon + depth * (1 - layout.horizon) * 0.7);
    const amplitude = height * (0.22 - depth * 0.1);
    const fill = mixColour(pick(palette.lights, depth), palette.ground, 0.7 + depth * 0.25);
    const crest: [number, number][] = [];
    for (let x = 0; x < width; x += 1) {
      const n = layeredNoise((x / width) * (2 + layer), layer * 7.3, layout.noiseSeed + layer);
      const top = Math.round(base - amplitude * n);
      crest.push([x, top]);
      for (let y = Math.max(0, top); y < height; y += 1) {
        const at = (y * width + x) * 3;
        rgb[at] = fill[0];
        rgb[at + 1] = fill[1];
        rgb[at + 2] = fill[2];
      }
    }
    const light = pick(palette.lights, 1 - depth);
    addPolyline(canvas, crest, Math.max(1, width / 400), light, 0.25 * (1 - depth * 0.5));
  }
};

/** Bands of sine waves under a soft envelope, like light on water or a voice. */
export const waves: Motif = (canvas, palette, layout) => {
  const { width, height } = canvas;
  const lines = 14;
  for (let line = 0; line < lines; line += 1) {
    const share = line / (lines - 1);
    const phase = layout.random() * Math.PI * 2;
    const frequency = 2 + layout.random() * 3;
    const centre = height * (layout.horizon + (share - 0.5) * 0.35);
    const points: [number, number][] = [];
    for (let x = -4; x <= width + 4; x += 3) {
      const u = x / width;
      const envelope = Math.exp(-(((u - layout.focusX) / 0.35) ** 2));
      const y = centre + Math.sin(u * frequency * Math.PI * 2 + phase) * height * 0.08 * envelope;
      points.push([x, y]);
    }
    addPolyline(canvas, points, Math.max(1, width / 360), pick(palette.lights, share), 0.18);
  }
};

/** Tilted ellipses around a bright body, with satellites riding them. */
export const orbits: Motif = (canvas, palette, layout) => {
  const { width, height } = canvas;
  const cx = width * layout.focusX;
  const cy = height * layout.focusY;
  const size = Math.min(width, height);
  addGlow(canvas, cx, cy, size * 0.16, pick(palette.lights, 1), 0.9);
  const tilt = (layout.random() - 0.5) * 0.8;
  for (let ring = 1; ring <= 4; ring += 1) {
    const rx = size * (0.14 + ring * 0.09);
    const ry = rx * (0.28 + layout.random() * 0.15);
    const points: [number, number][] = [];
    for (let k = 0; k <= 160; k += 1) {
      const a = (k / 160) * Math.PI * 2;
      const x = Math.cos(a) * rx;
      const y = Math.sin(a) * ry;
      points.push([
        cx + x * Math.cos(tilt) - y * Math.sin(tilt),
        cy + x * Math.sin(tilt) + y * Math.cos(tilt),
      ]);
    }
    const light = pick(palette.lights, ring / 4);
    addPolyline(canvas, points, Math.max(1, size / 420), light, 0.2);
    const satellite = points[Math.floor(layout.random() * points.length)]!;
    addGlow(canvas, satellite[0], satellite[1], size * 0.03, light, 0.9);
  }
};

/** Topographic contour lines over layered noise. */
export const contours: Motif = (canvas, palette, layout) => {
  const { width, height, rgb } = canvas;
  const bands = 9;
  const scale = 2.5 / Math.max(width, height);
  const sharpness = Math.max(width, height) / 90;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = layeredNoise(x * scale * 1.6, y * scale * 1.6, layout.noiseSeed) * bands;
      const distance = Math.abs(v - Math.round(v));
      const line = Math.max(0, 1 - distance * sharpness);
      if (line === 0) continue;
      const light = pick(palette.lights, (Math.round(v) % bands) / bands);
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[at + c]! += light[c]! * line * 0.45;
    }
  }
};

/** A wireframe floor in perspective running to the horizon. */
export const wireFloor: Motif = (canvas, palette, layout) => {
  const { width, height } = canvas;
  const horizon = height * layout.horizon;
  const vanishX = width * layout.focusX;
  const lineWidth = Math.max(1, width / 500);
  for (let k = -12; k <= 12; k += 1) {
    const footX = vanishX + (k / 12) * width * 1.6;
    addPolyline(
      canvas,
      [
        [vanishX, horizon],
        [footX, height],
      ],
      lineWidth,
      pick(palette.lights, 0.3),
      0.12,
    );
  }
  for (let row = 1; row <= 12; row += 1) {
    const y = horizon + (height - horizon) * (row / 12) ** 2;
    addPolyline(
      canvas,
      [
        [0, y],
        [width, y],
      ],
      lineWidth,
      pick(palette.lights, row / 12),
      0.12,
    );
  }
  addGlow(canvas, vanishX, horizon, width * 0.35, pick(palette.lights, 1), 0.35);
};

/** Scattered specks of light, brighter and larger near the focal point. */
export function particles(canvas: Canvas, palette: Palette, layout: Layout, count: number): void {
  const { width, height } = canvas;
  const size = Math.min(width, height);
  for (let i = 0; i < count; i += 1) {
    const x = layout.random() * width;
    const y = layout.random() * height;
    const near = 1 - Math.min(1, Math.hypot(x / width - layout.focusX, y / height - layout.focusY));
    const radius = size * (0.003 + layout.random() * 0.006) * (0.6 + near);
    addGlow(canvas, x, y, radius, pick(palette.lights, layout.random()), 0.4 + near * 0.6);
  }
}
