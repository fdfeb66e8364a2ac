import { createHash } from "node:crypto";
import { encodePng } from "./png";

// 5×7 bitmap letters for the label every demo picture carries.
const GLYPHS: Record<string, string[]> = {
  D: ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  M: ["10001", "11011", "10101", "10101", "10001", "10001", "10001"],
  O: ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
};
const LABEL = "DEMO";

type Colour = [number, number, number];

function hsl(hue: number, saturation: number, lightness: number): Colour {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A placeholder picture that depends only on the prompt and the seed: soft light blobs on a
 * gradient whose colours come from a hash of both, with a "DEMO" band so it is never mistaken
 * for a generated image.
 */
export function drawDemoPicture(
  prompt: string,
  seed: number,
  width: number,
  height: number,
): Buffer {
  const hash = createHash("sha256").update(`${seed}\u0000${prompt}`).digest();
  const hue = (hash[0]! / 255) * 360;
  const top = hsl(hue, 0.55, 0.22);
  const bottom = hsl((hue + 60 + hash[1]! / 4) % 360, 0.6, 0.42);
  const blobs = Array.from({ length: 5 }, (_, index) => ({
    x: (hash[2 + index * 4]! / 255) * width,
    y: (hash[3 + index * 4]! / 255) * height,
    radius: (0.12 + (hash[4 + index * 4]! / 255) * 0.3) * Math.min(width, height),
    colour: hsl((hue + hash[5 + index * 4]!) % 360, 0.75, 0.62),
  }));

  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      let [r, g, b] = [0, 1, 2].map((c) => top[c]! * (1 - t) + bottom[c]! * t) as Colour;
      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.x, y - blob.y) / blob.radius;
        if (distance < 1) {
          const glow = (1 - distance) ** 2 * 0.7;
          r += (blob.colour[0] - r) * glow;
          g += (blob.colour[1] - g) * glow;
          b += (blob.colour[2] - b) * glow;
        }
      }
      const offset = (y * width + x) * 3;
      rgb[offset] = r;
      rgb[offset + 1] = g;
      rgb[offset + 2] = b;
    }
  }
  drawLabel(rgb, width, height);
  return encodePng(width, height, rgb);
}

/** A dark band across the middle with the label in large white letters. */
function drawLabel(rgb: Uint8Array, width: number, height: number): void {
  const scale = Math.max(2, Math.floor(width / 40));
  const labelWidth = (LABEL.length * 6 - 1) * scale;
  const bandTop = Math.floor(height / 2 - 6 * scale);
  const bandBottom = Math.floor(height / 2 + 6 * scale);
  for (let y = Math.max(0, bandTop); y < Math.min(height, bandBottom); y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[offset + c] = rgb[offset + c]! * 0.3;
    }
  }
  const left = Math.floor((width - labelWidth) / 2);
  const top = Math.floor(height / 2 - 3.5 * scale);
  [...LABEL].forEach((letter, index) => {
    GLYPHS[letter]!.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== "1") return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const x = left + (index * 6 + gx) * scale + dx;
            const y = top + gy * scale + dy;
            if (x < 0 || x >= width || y < 0 || y >= height) continue;
            rgb.fill(255, (y * width + x) * 3, (y * width + x) * 3 + 3);
          }
        }
      });
    });
  });
}
