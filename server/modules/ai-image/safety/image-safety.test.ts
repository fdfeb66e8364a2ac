import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { drawDemoPicture } from "../../../providers/image/demo-picture";
import { decodeImage } from "./decode-image";
import { classifyImage } from "./image-classifier";
import { promptHasBannedWords } from "./prompt-check";

describe("the prompt word list", () => {
  it("catches explicit words, also disguised, and lets ordinary prompts through", () => {
    expect(promptHasBannedWords("a naked woman, porn style")).toBe(true);
    expect(promptHasBannedWords("a p0rn poster")).toBe(true);
    expect(promptHasBannedWords("NUDE figure study")).toBe(true);
    expect(promptHasBannedWords("a glass greenhouse at night")).toBe(false);
    expect(promptHasBannedWords("Scunthorpe harbour in the rain")).toBe(false);
  });
});

describe("decoding pictures for the classifier", () => {
  it("reads PNG and JPEG into RGB pixels and refuses anything else", () => {
    const png = decodeImage(drawDemoPicture("a lighthouse", 1, 64, 32));
    expect(png).toMatchObject({ width: 64, height: 32 });
    expect(png.rgb).toHaveLength(64 * 32 * 3);

    const rgba = Buffer.alloc(4 * 4 * 4, 0);
    for (let index = 0; index < rgba.length; index += 4) rgba.set([200, 40, 10, 255], index);
    const fromJpeg = decodeImage(jpeg.encode({ data: rgba, width: 4, height: 4 }, 95).data);
    expect(fromJpeg).toMatchObject({ width: 4, height: 4 });
    expect(Math.abs(fromJpeg.rgb[0]! - 200)).toBeLessThan(8);

    expect(() => decodeImage(Buffer.from("GIF89a"))).toThrow(/neither PNG nor JPEG/);
  });
});

describe("the image classifier", () => {
  it("scores a harmless picture as harmless, each class once, adding up to 1", async () => {
    const listeners = process.listenerCount("unhandledRejection");
    const scores = await classifyImage(decodeImage(drawDemoPicture("a lighthouse", 7, 512, 512)));
    expect(Object.keys(scores).sort()).toEqual(["Drawing", "Hentai", "Neutral", "Porn", "Sexy"]);
    expect(Object.values(scores).reduce((sum, score) => sum + score)).toBeCloseTo(1, 3);
    expect(scores.Porn + scores.Hentai + scores.Sexy).toBeLessThan(0.2);
    expect(scores.Neutral + scores.Drawing).toBeGreaterThan(0.8);
    // Loading the WebAssembly back end leaves the process's error handling as it was.
    expect(process.listenerCount("unhandledRejection")).toBe(listeners);
  }, 60_000);
});
