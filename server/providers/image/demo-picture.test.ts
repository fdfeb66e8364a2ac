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

/** Mean colour of the picture, as [r, g, b]. */
function meanColour(rgb: Uint8Array): number[] {
  const sums = [0, 0, 0];
  for (let i = 0; i < rgb.length; i += 1) sums[i % 3]! += rgb[i]!;
  return sums.map((sum) => sum / (rgb.length / 3));
}

describe("demo renderer", () => {
  it("draws the same picture for the same prompt and seed", () => {
    expect(difference(draw("a harbour at dawn", 7), draw("a harbour at dawn", 7))).toBe(0);
  });

  it("chooses palette and motif from the prompt's words: two prompts look clearly different", () => {
    const warm = draw("mountains at sunset in the desert", 7);
    const cold = draw("a galaxy of stars around a frozen planet, blue ice", 7);
    expect(planDemoPicture("mountains at sunset in the desert", 7).motif).not.toBe(
      planDemoPicture("a galaxy of stars around a frozen planet, blue ice", 7).motif,
    );
    expect(difference(warm, cold)).toBeGreaterThan(15);
    const [warmRed, , warmBlue] = meanColour(warm);
    const [coldRed, , coldBlue] = meanColour(cold);
    expect(warmRed! - warmBlue!).toBeGreaterThan(coldRed! - coldBlue!);
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
