import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { drawDemoPicture } from "../../../providers/image/demo-picture";
import { decodeImage } from "./decode-image";
import { classifyImage } from "./image-classifier";
import { promptHasBannedWords } from "./prompt-check";

const refused = (prompt: string, negativePrompt = "") =>
  promptHasBannedWords({ prompt, negativePrompt });

describe("the prompt word list", () => {
  it("catches explicit words, also disguised, and lets ordinary prompts through", () => {
    expect(refused("a naked woman, porn style")).toBe(true);
    expect(refused("a p0rn poster")).toBe(true);
    expect(refused("NUDE figure study")).toBe(true);
    expect(refused("a glass greenhouse at night")).toBe(false);
    expect(refused("Scunthorpe harbour in the rain")).toBe(false);
  });

  it.each([
    "|nude woman on a beach",
    "woman|naked on a beach",
    "nu\u200Bde woman on a beach",
    "nu\u00ADde woman on a beach",
    "womannaked on a beach",
    "Ｎｕｄｅ woman",
    "nüde woman",
    "nackte Frau am Strand",
    "femme nue sur la plage",
    "mujer desnuda en la playa",
    "голая женщина на пляже",
    "обнажённая женщина",
    "裸の女性",
    "海滩上的裸体女人",
    "समुद्र तट पर नग्न महिला",
    "নগ্ন মহিলা",
    "an unclothed woman",
    "a woman without any clothes",
    "a woman wearing nothing",
  ])("refuses a prompt asking for nudity however it is written: %s", (prompt) => {
    expect(refused(prompt)).toBe(true);
  });

  it("refuses a negative prompt that leaves out clothes, and takes one that leaves out nudity", () => {
    expect(refused("a woman on a beach", "clothes, clothing, swimsuit")).toBe(true);
    expect(refused("a woman on a beach", "nsfw, nude, blurry")).toBe(false);
  });

  it.each([
    "a menu designer at work",
    "the venue at night",
    "a river snaked through denuded hills",
    "a nutcracker on a shelf",
    "Holland's tulip fields",
    "голландские тюльпаны",
    "a knight in shining armour",
  ])("lets an ordinary prompt through: %s", (prompt) => {
    expect(refused(prompt)).toBe(false);
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
