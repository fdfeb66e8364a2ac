import { createHash } from "node:crypto";
import {
  blur,
  createCanvas,
  resize,
  seededRandom,
  toBytes,
  type Canvas,
  type Colour,
} from "./demo-canvas";
import { drawSceneShapes, type Composition } from "./demo-scene";
import { parseSceneWords, type SceneWords } from "./demo-scene-words";
import { encodePng } from "./png";

export interface DemoPlan {
  /** What the prompt's words ask for: subject, setting, time of day and style. */
  scene: SceneWords;
  /** Fixes the composition and every random choice of the drawing. */
  drawingSeed: number;
}

/** The scene from the prompt's words, its composition from a hash of the prompt and seed. */
export function planDemoPicture(prompt: string, seed: number): DemoPlan {
  const hash = createHash("sha256").update(`${seed}\u0000${prompt}`).digest();
  return { scene: parseSceneWords(prompt), drawingSeed: hash.readUInt32BE(0) };
}

function compositionFor(drawingSeed: number): Composition {
  const random = seededRandom(drawingSeed);
  return {
    horizon: 0.56 + random() * 0.12,
    subjectX: 0.32 + random() * 0.36,
    scale: 0.85 + random() * 0.3,
    lightX: 0.15 + random() * 0.7,
    lightY: 0.35 + random() * 0.45,
    flip: random() < 0.5,
    random,
  };
}

/** Largest side drawn: shapes are drawn at twice the picture's size up to it, then scaled down smooth. */
const DRAWN_SIDE = 768;

/** The finished picture as 8-bit RGB, marked as a demo in its corner. */
export function renderDemoPicture(plan: DemoPlan, width: number, height: number): Uint8Array {
  const shrink = Math.min(2, DRAWN_SIDE / Math.max(width, height));
  const drawn = drawScene(plan, Math.round(width * shrink), Math.round(height * shrink));
  const rgb = toBytes(resize(drawn, width, height));
  drawDemoMark(rgb, width, height);
  return rgb;
}

function drawScene(plan: DemoPlan, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  drawSceneShapes(canvas, plan.scene, compositionFor(plan.drawingSeed));
  applyStyle(canvas, plan);
  return canvas;
}

/** The look the prompt asks for, over the drawn shapes. */
function applyStyle(canvas: Canvas, plan: DemoPlan): void {
  const { width, height, rgb } = canvas;
  switch (plan.scene.style) {
    case "watercolour": {
      // Soft edges, colours washed toward the paper, and the paper's grain.
      blur(canvas, Math.max(1, Math.round(width / 160)));
      const grain = seededRandom(plan.drawingSeed ^ 0x5eed);
      for (let i = 0; i < rgb.length; i += 3) {
        const paper = 0.9 + grain() * 0.1;
        for (let c = 0; c < 3; c += 1) rgb[i + c] = (rgb[i + c]! * 0.8 + 0.2) * paper;
      }
      break;
    }
    case "neon": {
      // Colours pushed apart and toward magenta and cyan, as under neon light.
      for (let i = 0; i < rgb.length; i += 3) {
        const mean = (rgb[i]! + rgb[i + 1]! + rgb[i + 2]!) / 3;
        rgb[i] = mean + (rgb[i]! - mean) * 1.6 + 0.08;
        rgb[i + 1] = (mean + (rgb[i + 1]! - mean) * 1.6) * 0.85;
        rgb[i + 2] = mean + (rgb[i + 2]! - mean) * 1.6 + 0.12;
      }
      break;
    }
    case "pixel": {
      // Large square pixels, as in an old game.
      const block = Math.max(2, Math.round(Math.max(width, height) / 48));
      for (let y = 0; y < height; y += block) {
        for (let x = 0; x < width; x += block) {
          const at =
            (Math.min(height - 1, y + (block >> 1)) * width +
              Math.min(width - 1, x + (block >> 1))) *
            3;
          const paint = [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
          for (let dy = 0; dy < block && y + dy < height; dy += 1) {
            for (let dx = 0; dx < block && x + dx < width; dx += 1)
              rgb.set(paint, ((y + dy) * width + x + dx) * 3);
          }
        }
      }
      break;
    }
    case "flat":
      break;
  }
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
