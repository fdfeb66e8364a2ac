import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { ENGINES, engineEnv } from "../../../test-support/server/engines";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
} from "../../../test-support/server/image-test-kit";
import {
  type FakeServer,
  startAutomatic1111,
  startComfyUi,
  startHuggingFace,
  startOpenAiImages,
  TINY_PNG,
} from "../../../test-support/server/image-test-servers";
import { encodePng } from "../../providers/image/png";
import { ALGORITHMIC_MEDIA, markedPng, TRAINED_ALGORITHMIC_MEDIA } from "./picture-marks";

const cleanups = cleanupsAfterEach();
const { appFor, generate } = imageTestKit(cleanups);

/** The file the visitor's "Download Image" saves: the answer's data URL, byte for byte. */
function download(dataUrl: string): Buffer {
  const [, type, data] = /^data:([^;]+);base64,(.*)$/.exec(dataUrl) ?? [];
  expect(type).toBe("image/png");
  return Buffer.from(data!, "base64");
}

/** What a reader of XMP and PNG text (not this project's writer) finds in the file. */
const readMarks = (file: Buffer) => exifr.parse(file, { xmp: true, ihdr: true });

/** The A1111 settings line for IMAGE_REQUEST, as AUTOMATIC1111's "PNG Info" shows it. */
const PARAMETERS = [
  request.prompt,
  `Negative prompt: ${request.negative_prompt}`,
  `Steps: 12, CFG scale: 6.5, Seed: 1234, Size: 512x768, Model: ${request.model}`,
].join("\n");

/** Each back end's stand-in and the settings that point the app at it. */
const BACK_ENDS: {
  name: string;
  start: () => Promise<FakeServer>;
  env: (fake: FakeServer) => Record<string, string>;
}[] = [
  {
    name: "AUTOMATIC1111",
    start: () => startAutomatic1111({ durationMs: 10 }),
    env: () => ({ IMAGE_PROVIDER: "automatic1111" }),
  },
  {
    name: "ComfyUI",
    start: () => startComfyUi({ steps: 2, stepMs: 5, historyDelayMs: 10 }),
    env: () => ({ IMAGE_PROVIDER: "comfyui" }),
  },
  {
    name: "Hugging Face",
    start: () => startHuggingFace(),
    env: () => ({ IMAGE_PROVIDER: "huggingface", IMAGE_PROVIDER_TOKEN: "hf_test_token" }),
  },
  {
    name: "LocalAI",
    start: () => startOpenAiImages({ flavour: "localai" }),
    env: (fake) => ({ IMAGE_PROVIDER: "openai", IMAGE_PROVIDER_URL: `${fake.url}/v1` }),
  },
  {
    name: "OpenAI images",
    start: () => startOpenAiImages({ flavour: "openai" }),
    env: (fake) => ({
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
      IMAGE_API_DIALECT: "openai",
      IMAGE_MODEL_NAMES: `{"${request.model}":"gpt-image-1"}`,
    }),
  },
];

describe.each(ENGINES)("the downloaded picture's marks on $engine", ({ engine, skip }) => {
  let database: Awaited<ReturnType<typeof engineEnv>> | undefined;
  beforeAll(async () => {
    if (!skip) database = await engineEnv(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe.skipIf(skip)("", () => {
    it.each(BACK_ENDS)(
      "$name: marked as AI-made, with the generation parameters, through the safety filter",
      async ({ start, env }) => {
        const fake = await start();
        const testApp = await appFor(fake, {
          ...database!.env,
          ...env(fake),
          IMAGE_SAFETY: "strict",
        });
        const response = await generate(testApp);
        expect(response.statusCode).toBe(200);
        const { width, height, model_label } = response.json();

        const marks = await readMarks(download(response.json().image));
        expect(marks.DigitalSourceType).toBe(TRAINED_ALGORITHMIC_MEDIA);
        // The model that drew it, as the back end's answer names it.
        expect(marks.AISystemUsed).toBe(model_label);
        expect(marks.AIPromptInformation).toBe(
          `${request.prompt}\nNegative prompt: ${request.negative_prompt}`,
        );
        expect(marks.parameters).toBe(
          PARAMETERS.replace("Size: 512x768", `Size: ${width}x${height}`).replace(
            `Model: ${request.model}`,
            `Model: ${model_label}`,
          ),
        );
      },
    );

    it("the demo renderer's picture says it is a demo, not AI output", async () => {
      const testApp = await cleanups.testApp({
        ...database!.env,
        IMAGE_PROVIDER: "demo",
        IMAGE_DEMO_STEP_MS: "0",
      });
      const response = await generate(testApp, { ...request, width: 256, height: 256 });
      expect(response.statusCode).toBe(200);

      const marks = await readMarks(download(response.json().image));
      expect(marks.DigitalSourceType).toBe(ALGORITHMIC_MEDIA);
      expect(marks.AISystemUsed).toBeUndefined();
      expect(marks.Description).toMatch(/demo picture.*not AI output/i);
      expect(marks.description.value).toBe(marks.Description);
      expect(marks.parameters).toMatch(/\nSteps: 12, .*Model: Demo renderer \(no AI model ran\)$/);
    });
  });
});

describe("marking a picture", () => {
  const record = {
    prompt: "ein Drache über Kyōto, 雪",
    negativePrompt: "",
    steps: 20,
    guidance: 7,
    seed: 5,
    model: "sdxl: base, v1",
    width: 2,
    height: 2,
    demo: false,
  };

  it("keeps the pixels and replaces the text a back end wrote, Unicode prompts in UTF-8", async () => {
    // A picture AUTOMATIC1111 or ComfyUI saved carries its own text chunks.
    const theirs = await markedPng({ bytes: TINY_PNG, mimeType: "image/png" }, record, "test");
    const marked = await markedPng(theirs, { ...record, seed: 6 }, "test");

    const { comments } = await sharp(marked.bytes).metadata();
    expect(comments).toEqual([
      {
        keyword: "parameters",
        text: `${record.prompt}\nSteps: 20, CFG scale: 7, Seed: 6, Size: 2x2, Model: "sdxl: base, v1"`,
      },
      { keyword: "Description", text: expect.stringContaining("sdxl: base, v1") },
    ]);
    expect(await sharp(marked.bytes).raw().toBuffer()).toEqual(
      await sharp(TINY_PNG).raw().toBuffer(),
    );
  });

  it("turns another format into a marked PNG", async () => {
    const webp = await sharp(encodePng(2, 2, new Uint8Array(12).fill(90)))
      .webp()
      .toBuffer();
    const marked = await markedPng({ bytes: webp, mimeType: "image/webp" }, record, "test");
    expect(marked.mimeType).toBe("image/png");
    expect((await readMarks(marked.bytes)).DigitalSourceType).toBe(TRAINED_ALGORITHMIC_MEDIA);
  });

  it("refuses a PNG whose chunks are cut short", async () => {
    await expect(
      markedPng({ bytes: TINY_PNG.subarray(0, 40), mimeType: "image/png" }, record, "test"),
    ).rejects.toThrow(/cut short/);
  });
});
