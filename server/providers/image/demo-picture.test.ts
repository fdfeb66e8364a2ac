import { describe, expect, it } from "vitest";
import { formFromNoise, planDemoPicture, renderDemoPicture } from "./demo-picture";

const SIZE = 128;
const draw = (prompt: string, seed: number) =>
  renderDemoPicture(planDemoPicture(prompt, seed), SIZE, SIZE);

/** Mean difference per colour channel, 0 (same) to 255. */
function difference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Mean colour of a band of rows, as [r, g, b]. */
function meanColour(rgb: Uint8Array, fromRow = 0, toRow = SIZE): number[] {
  const sums = [0, 0, 0];
  const part = rgb.subarray(fromRow * SIZE * 3, toRow * SIZE * 3);
  for (let i = 0; i < part.length; i += 1) sums[i % 3]! += part[i]!;
  return sums.map((sum) => sum / (part.length / 3));
}

describe("demo renderer", () => {
  it("draws the same picture for the same prompt and seed", () => {
    expect(difference(draw("a harbour at dawn", 7), draw("a harbour at dawn", 7))).toBe(0);
  });

  it("draws different subjects as clearly different pictures, whatever the seed", () => {
    const subjects = ["a boat on the sea", "a fox", "a house", "a lighthouse", "a robot"];
    for (const seed of [1, 2]) {
      const pictures = subjects.map((prompt) => draw(prompt, seed));
      for (let a = 0; a < pictures.length; a += 1) {
        for (let b = a + 1; b < pictures.length; b += 1) {
          expect(
            difference(pictures[a]!, pictures[b]!),
            `${subjects[a]} / ${subjects[b]}`,
          ).toBeGreaterThan(4);
        }
      }
    }
  });

  it("paints the time of day in the sky: a bright day, a warm dawn, a dark night", () => {
    const sky = (time: string) => meanColour(draw(`a house ${time}`, 3), 0, SIZE / 4);
    const [dayRed, dayGreen, dayBlue] = sky("at noon");
    const [dawnRed, , dawnBlue] = sky("at dawn");
    const night = sky("at night");
    expect(dayBlue!).toBeGreaterThan(dayRed!);
    expect(dawnRed! - dawnBlue!).toBeGreaterThan(dayRed! - dayBlue!);
    expect(Math.max(...night)).toBeLessThan(Math.min(dayRed!, dayGreen!, dayBlue!));
  });

  it("lays snow as a pale ground and water as a blue one", () => {
    const [snowRed, snowGreen, snowBlue] = meanColour(draw("a fox in the snow", 4), SIZE * 0.8);
    const [seaRed, , seaBlue] = meanColour(draw("a sailboat on the ocean", 4), SIZE * 0.8);
    expect(Math.min(snowRed!, snowGreen!, snowBlue!)).toBeGreaterThan(180);
    expect(seaBlue!).toBeGreaterThan(seaRed! + 30);
  });

  it("composes the same prompt differently for another seed", () => {
    expect(
      difference(draw("a lighthouse on a cliff", 1), draw("a lighthouse on a cliff", 2)),
    ).toBeGreaterThan(5);
  });

  it("marks every picture as a demo with white letters on a dark tag in its corner", () => {
    const picture = draw("a quiet garden", 3);
    const corner = (x: number, y: number) =>
      picture.subarray((y * SIZE + x) * 3, (y * SIZE + x) * 3 + 3);
    let white = 0;
    for (let y = SIZE - 20; y < SIZE; y += 1) {
      for (let x = SIZE - 40; x < SIZE; x += 1)
        if (corner(x, y).every((c) => c === 255)) white += 1;
    }
    expect(white).toBeGreaterThan(20);
  });

  it("forms from noise: far from the picture early, closer at each step, the picture at the end", () => {
    const picture = draw("a neon city street", 5);
    const distances = [0.1, 0.5, 0.9, 1].map((fraction) =>
      difference(formFromNoise(picture, fraction, 11), picture),
    );
    expect(distances[0]).toBeGreaterThan(50);
    expect(distances[1]).toBeLessThan(distances[0]!);
    expect(distances[2]).toBeLessThan(distances[1]!);
    expect(distances[3]).toBe(0);
  });
});
