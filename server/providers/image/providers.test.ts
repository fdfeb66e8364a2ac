import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
  pixelsOf,
  TINY_PIXELS,
} from "../../../test-support/server/image-test-kit";
import {
  A1111_CHECKPOINTS,
  startAutomatic1111,
  startHuggingFace,
} from "../../../test-support/server/image-test-servers";
import { API_KEY } from "../../../test-support/server/api";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { offeredImageModels } from "../../../test-support/server/runtime-config";
import { automatic1111ModelThatRan, createAutomatic1111Provider } from "./automatic1111-provider";
import type { ImageProgress } from "./image-provider";

const cleanups = cleanupsAfterEach();
const { appFor, generate, waitForStatus } = imageTestKit(cleanups);

describe("AUTOMATIC1111 back end", () => {
  it("sends txt2img with the mapped checkpoint and reports its progress", async () => {
    const fake = await startAutomatic1111({ durationMs: 1500 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "automatic1111",
      IMAGE_PROVIDER_TOKEN: "ada:secret",
      IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"v1-5-pruned-emaonly [6ce0161689]"}',
    });
    const pending = generate(testApp, { ...request, job_id: "a1111-progress" });
    const running = await waitForStatus(testApp, "a1111-progress", (s) => s.progress > 0);
    expect(running).toMatchObject({ state: "running", queue_position: null });
    expect(running.progress).toBeLessThan(1);

    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      image: expect.any(String),
      generation_time: expect.any(Number),
      model: request.model,
      model_label: "Stable Diffusion 1.5",
      seed: 1234,
      width: 512,
      height: 768,
    });
    const call = fake.requests.find((seen) => seen.route === "POST /sdapi/v1/txt2img");
    expect(call?.headers.authorization).toBe(`Basic ${btoa("ada:secret")}`);
    expect(call?.body).toMatchObject({
      prompt: request.prompt,
      negative_prompt: "blurry",
      seed: 1234,
      steps: 12,
      cfg_scale: 6.5,
      width: 512,
      height: 768,
      override_settings: { sd_model_checkpoint: "v1-5-pruned-emaonly [6ce0161689]" },
    });
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
  });

  it("labels a picture with the checkpoint that ran when the mapped one is gone since the catalogue was read, and logs it once", async () => {
    const sd35Large = {
      title: "sd3.5_large.safetensors [cc236278d2]",
      model_name: "sd3.5_large",
      hash: "cc236278d2",
    };
    const installed = [...A1111_CHECKPOINTS, sd35Large];
    const fake = await startAutomatic1111({ durationMs: 10, installed });
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const testApp = await cleanups.testApp(
      {
        IMAGE_PROVIDER: "automatic1111",
        IMAGE_PROVIDER_URL: fake.url,
        IMAGE_MODEL_NAMES: JSON.stringify({
          "stabilityai/stable-diffusion-3.5-large": "sd3.5_large.safetensors [cc236278d2]",
          "stabilityai/stable-diffusion-2-1": "v2-1_768-ema-pruned.safetensors",
        }),
        LOG_LEVEL: "warn",
      },
      logStream,
    );
    cleanups.push(() => fake.close());
    // Deleted from the WebUI after the site read its catalogue: the override now resolves to none.
    installed.pop();
    const sd35 = { ...request, model: "stabilityai/stable-diffusion-3.5-large" };
    for (const attempt of [1, 2]) {
      const response = await generate(testApp, { ...sd35, job_id: `a1111-missing-${attempt}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        model: "stabilityai/stable-diffusion-3.5-large",
        model_label: "v1-5-pruned-emaonly [6ce0161689]",
      });
    }
    const substitutes = lines.filter((line) => line.level === 50);
    expect(substitutes).toEqual([
      expect.objectContaining({
        model: "stabilityai/stable-diffusion-3.5-large",
        asked: "sd3.5_large.safetensors [cc236278d2]",
        ran: "v1-5-pruned-emaonly [6ce0161689]",
        msg: expect.stringMatching(/not installed there: install it, or map IMAGE_MODEL_NAMES/),
      }),
    ]);

    // A title given without its hash still names the checkpoint that ran.
    const sd21 = await generate(testApp, { ...request, model: "stabilityai/stable-diffusion-2-1" });
    expect(sd21.json().model_label).toBe("Stable Diffusion 2.1");
    expect(lines.filter((line) => line.level === 50)).toHaveLength(1);
  });

  it("labels a picture with the loaded checkpoint when no checkpoint is mapped", async () => {
    const fake = await startAutomatic1111({ durationMs: 10 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json().model_label).toBe("v1-5-pruned-emaonly [6ce0161689]");
  });

  it.each([
    ["v1-5-pruned-emaonly", true],
    ["models/v1-5-pruned-emaonly.safetensors", true],
    ["6ce0161689", true],
    ["anything [6ce0161689]", true],
    ["v1-5-pruned-emaonly [cc236278d2]", false],
    ["sd3.5_large", false],
  ])("reads %s as the checkpoint that ran: %s", (asked, asAsked) => {
    const info = JSON.stringify({
      sd_model_name: "v1-5-pruned-emaonly",
      sd_model_hash: "6ce0161689",
    });
    expect(automatic1111ModelThatRan(info, asked)).toEqual({
      name: "v1-5-pruned-emaonly [6ce0161689]",
      asked,
      asAsked,
    });
  });

  it.each(["jpg", "webp"] as const)(
    "turns a picture in the server's %s samples_format into a real PNG",
    async (samplesFormat) => {
      const fake = await startAutomatic1111({ durationMs: 10, samplesFormat });
      const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
      const response = await generate(testApp);
      expect(response.statusCode).toBe(200);
      const [, type, data] = /^data:([^;]+);base64,(.*)$/.exec(response.json().image) ?? [];
      expect(type).toBe("image/png");
      const png = Buffer.from(data!, "base64");
      expect((await sharp(png).metadata()).format).toBe("png");
      expect(png.subarray(1, 4).toString()).toBe("PNG");
    },
  );

  it("reports step, time left and a small preview from current_image while it forms", async () => {
    const fake = await startAutomatic1111({ durationMs: 600, samplesFormat: "jpg" });
    cleanups.push(() => fake.close());
    const provider = createAutomatic1111Provider({
      baseUrl: fake.url,
      modelNames: {},
      progressIntervalMs: 50,
      previewIntervalMs: 0,
    });
    const seen: ImageProgress[] = [];
    await provider.generate(
      { ...request, negativePrompt: "", steps: 20, guidance: 7, model: request.model } as never,
      { signal: new AbortController().signal, onProgress: (progress) => seen.push(progress) },
    );
    const withStep = seen.find((progress) => progress.step !== undefined);
    expect(withStep).toMatchObject({ steps: 20, etaSeconds: expect.any(Number) });
    const preview = seen.find((progress) => progress.preview)?.preview;
    expect(preview?.mimeType).toBe("image/jpeg");
    expect((await sharp(preview!.bytes).metadata()).format).toBe("jpeg");
    expect(fake.requests.map((seen) => seen.route)).toContain("GET /sdapi/v1/progress");
  });

  it("answers 502 with the back end's failure", async () => {
    const fake = await startAutomatic1111({ failWith: 500 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
  });

  it("answers 502 when the back end cannot be reached", async () => {
    const fake = await startAutomatic1111();
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    await fake.close();
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
  });

  it("answers 504 at the deadline and interrupts the back end", async () => {
    const fake = await startAutomatic1111({ durationMs: 5000 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "automatic1111",
      IMAGE_TIMEOUT_MS: "300",
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(504);
    expect(response.json().detail).toMatch(/took longer than/);
    await expect
      .poll(() => fake.requests.some((seen) => seen.route === "POST /sdapi/v1/interrupt"))
      .toBe(true);
  });

  it("interrupts the back end when the visitor disconnects", async () => {
    const fake = await startAutomatic1111({ durationMs: 5000 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = testApp.app.server.address() as { port: number };
    const visitor = new AbortController();
    const answer = fetch(`http://127.0.0.1:${port}/api/ai-image/generate`, {
      method: "POST",
      headers: { "x-api-key": API_KEY, "content-type": "application/json" },
      body: JSON.stringify({ ...request, job_id: "a1111-leaves" }),
      signal: visitor.signal,
    });
    await waitForStatus(testApp, "a1111-leaves", (s) => s.state === "running");
    visitor.abort();
    await expect(answer).rejects.toThrow();
    await expect
      .poll(() => fake.requests.some((seen) => seen.route === "POST /sdapi/v1/interrupt"))
      .toBe(true);
    expect((await waitForStatus(testApp, "a1111-leaves", () => true)).state).toBe("cancelled");
  });
});

describe("Hugging Face back end", () => {
  const hfEnv = { IMAGE_PROVIDER: "huggingface", IMAGE_PROVIDER_TOKEN: "hf_test_token" };

  it("asks SD 1.5 of its community repository, the original being deleted", async () => {
    const fake = await startHuggingFace();
    const testApp = await appFor(fake, hfEnv);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(fake.requests.map((seen) => seen.route)).toEqual([
      "POST /stable-diffusion-v1-5/stable-diffusion-v1-5",
    ]);
    expect(fake.requests[0]?.body).toEqual({
      inputs: request.prompt,
      parameters: {
        negative_prompt: "blurry",
        num_inference_steps: 12,
        guidance_scale: 6.5,
        width: 512,
        height: 768,
        seed: 1234,
      },
    });
  });

  it("offers no SD 2.1, which Hugging Face no longer serves, unless a repository is named", async () => {
    const fake = await startHuggingFace();
    const testApp = await appFor(fake, hfEnv);
    const response = await generate(testApp, {
      ...request,
      model: "stabilityai/stable-diffusion-2-1",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      "Stable Diffusion 2.1 is not available on this server; please choose one of the offered models",
    );
    expect(fake.requests).toEqual([]);
    expect(await offeredImageModels(testApp.app)).not.toContain("stabilityai/stable-diffusion-2-1");
  });

  it("asks again after a 503 and answers the JPEG it sends as a PNG", async () => {
    const fake = await startHuggingFace({ busyAnswers: 2 });
    const testApp = await appFor(fake, hfEnv);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    const image = Buffer.from(response.json().image.split(",")[1], "base64");
    expect(response.json().image).toMatch(/^data:image\/png;base64,/);
    expect((await sharp(image).metadata()).format).toBe("png");
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up after a few 503s with a 502", async () => {
    const fake = await startHuggingFace({ busyAnswers: 1000 });
    const testApp = await appFor(fake, hfEnv);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
    expect(fake.requests).toHaveLength(3);
  });

  it("answers 502 for a refused token", async () => {
    const fake = await startHuggingFace();
    const testApp = await appFor(fake, { ...hfEnv, IMAGE_PROVIDER_TOKEN: "hf_wrong" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
  });
});
