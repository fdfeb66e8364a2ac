import { createHash } from "node:crypto";
import {
  addGlow,
  colour,
  createCanvas,
  fillGradient,
  mixColour,
  resize,
  seededRandom,
  toBytes,
  vignette,
  type Canvas,
  type Colour,
} from "./demo-canvas";
import {
  contours,
  orbits,
  particles,
  ridgelines,
  waves,
  wireFloor,
  type Layout,
  type Motif,
  type Palette,
} from "./demo-motifs";
import { encodePng } from "./png";

// The site's own light colours, grouped into moods a prompt's words call up.
const PALETTES: Record<string, { words: string[]; lights: string[]; ground: string }> = {
  warm: {
    words:
      "sun sunset sunrise dusk dawn fire flame desert autumn gold golden copper amber lantern candle warm orange red summer fox".split(
        " ",
      ),
    lights: ["#fb7185", "#fb923c", "#fbbf24", "#f8fafc"],
    ground: "#120a10",
  },
  cold: {
    words:
      "ice snow winter frost ocean sea water rain fog mist blue cold river lake harbour harbor glacier".split(
        " ",
      ),
    lights: ["#3b82f6", "#38bdf8", "#7dd3fc", "#f8fafc"],
    ground: "#050b16",
  },
  green: {
    words:
      "forest tree trees leaf leaves garden grass jungle moss green spring meadow fern valley".split(
        " ",
      ),
    lights: ["#2dd4bf", "#5eead4", "#a3e635", "#f8fafc"],
    ground: "#04100e",
  },
  night: {
    words:
      "night galaxy space star stars neon cyber dream magic purple violet pink crystal aurora moon".split(
        " ",
      ),
    lights: ["#818cf8", "#a78bfa", "#f472b6", "#7dd3fc"],
    ground: "#0a0718",
  },
  studio: {
    words: "studio code data software computer network digital abstract light".split(" "),
    lights: ["#3b82f6", "#38bdf8", "#5eead4", "#f8fafc"],
    ground: "#090c14",
  },
};

const MOTIFS: { words: string[]; draw: Motif }[] = [
  {
    words:
      "mountain mountains hill hills cliff valley landscape horizon desert dune dunes field peak".split(
        " ",
      ),
    draw: ridgelines,
  },
  {
    words: "sea ocean wave waves water lake river harbour harbor beach sound music rain".split(" "),
    draw: waves,
  },
  { words: "planet moon galaxy space star stars orbit sun cosmic atom".split(" "), draw: orbits },
  {
    words: "forest map garden flower flowers tree fox animal cat dog bird portrait face leaf".split(
      " ",
    ),
    draw: contours,
  },
  {
    words:
      "city street tower building robot machine circuit cyber neon car future futuristic computer".split(
        " ",
      ),
    draw: wireFloor,
  },
];

/** The best match for the prompt's words; ties and prompts matching nothing go by `chance`. */
function choose<T extends { words: string[] }>(options: T[], words: string[], chance: number): T {
  const scores = options.map(
    (option) => words.filter((word) => option.words.includes(word)).length,
  );
  const best = Math.max(...scores);
  const tied = options.filter((_, index) => scores[index] === best);
  return tied[Math.floor(chance * tied.length)]!;
}

export interface DemoPlan {
  palette: Palette;
  motif: Motif;
  /** Fixes the layout and every random choice of the drawing. */
  drawingSeed: number;
}

/** Palette and motif from the prompt's words, composition from a hash of the prompt and seed. */
export function planDemoPicture(prompt: string, seed: number): DemoPlan {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const hash = createHash("sha256").update(`${seed}\u0000${prompt}`).digest();
  const mood = choose(Object.values(PALETTES), words, hash[0]! / 256);
  return {
    palette: { ground: colour(mood.ground), lights: mood.lights.map(colour) },
    motif: choose(MOTIFS, words, hash[1]! / 256).draw,
    drawingSeed: hash.readUInt32BE(2),
  };
}

function layoutFor(drawingSeed: number): Layout {
  const random = seededRandom(drawingSeed);
  return {
    horizon: 0.45 + random() * 0.25,
    focusX: [0.33, 0.5, 0.67][Math.floor(random() * 3)]! + (random() - 0.5) * 0.08,
    focusY: 0.28 + random() * 0.17,
    noiseSeed: drawingSeed & 0xffff,
    random,
  };
}

/** Largest side drawn; bigger pictures are stretched from it, its soft light loses nothing. */
const DRAWN_SIDE = 384;

/** The finished picture as 8-bit RGB, marked as a demo in its corner. */
export function renderDemoPicture(plan: DemoPlan, width: number, height: number): Uint8Array {
  const shrink = Math.min(1, DRAWN_SIDE / Math.max(width, height));
  const drawn = drawScene(plan, Math.round(width * shrink), Math.round(height * shrink));
  const rgb = toBytes(resize(drawn, width, height));
  drawDemoMark(rgb, width, height);
  return rgb;
}

function drawScene(plan: DemoPlan, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const layout = layoutFor(plan.drawingSeed);
  const { ground, lights } = plan.palette;
  fillGradient(canvas, ground, mixColour(ground, lights[0]!, 0.2));
  const size = Math.min(width, height);
  addGlow(canvas, width * layout.focusX, height * layout.focusY, size * 0.7, lights[1]!, 0.22);
  plan.motif(canvas, plan.palette, layout);
  particles(canvas, plan.palette, layout, Math.round((width * height) / 2500));
  vignette(canvas, 0.55);
  return canvas;
}

export function drawDemoPicture(prompt: string, seed: number, width: number, height: number) {
  return encodePng(width, height, renderDemoPicture(planDemoPicture(prompt, seed), width, height));
}

/**
 * The picture part-way through: mixed with fresh noise, less of it at each step, the way a
 * diffusion model's picture emerges. `fraction` runs from 0 (noise) to 1 (the picture).
 */
export function formFromNoise(picture: Uint8Array, fraction: number, noiseSeed: number) {
  const random = seededRandom(noiseSeed);
  const signal = Math.min(1, Math.max(0, fraction)) ** 1.5;
  const formed = new Uint8Array(picture.length);
  for (let i = 0; i < picture.length; i += 1) {
    formed[i] = Math.round(picture[i]! * signal + random() * 255 * (1 - signal));
  }
  return formed;
}

// 5×7 bitmap letters for the mark every demo picture carries.
const GLYPHS: Record<string, string[]> = {
  D: ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  M: ["10001", "11011", "10101", "10101", "10001", "10001", "10001"],
  O: ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
};
const MARK = "DEMO";
const MARK_COLOUR: Colour = [255, 255, 255];

/** A dark tag in the lower right corner with "DEMO" in white letters. */
function drawDemoMark(rgb: Uint8Array, width: number, height: number): void {
  const scale = Math.max(1, Math.round(Math.min(width, height) / 140));
  const pad = 3 * scale;
  const tagWidth = (MARK.length * 6 - 1) * scale + pad * 2;
  const tagHeight = 7 * scale + pad * 2;
  const left = width - tagWidth - 2 * pad;
  const top = height - tagHeight - 2 * pad;
  for (let y = Math.max(0, top); y < Math.min(height, top + tagHeight); y += 1) {
    for (let x = Math.max(0, left); x < Math.min(width, left + tagWidth); x += 1) {
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[at + c] = Math.round(rgb[at + c]! * 0.25);
    }
  }
  [...MARK].forEach((letter, index) => {
    GLYPHS[letter]!.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== "1") return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = left + pad + (index * 6 + gx) * scale + dx;
            const y = top + pad + gy * scale + dy;
            if (x >= 0 && x < width && y >= 0 && y < height)
              rgb.set(MARK_COLOUR, (y * width + x) * 3);
          }
        }
      });
    });
  });
}
