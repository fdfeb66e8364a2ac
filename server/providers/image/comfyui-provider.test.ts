import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { startComfyUi } from "../../../test-support/server/comfyui-test-server";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
  pixelsOf,
  TINY_PIXELS,
} from "../../../test-support/server/image-test-kit";
import { offeredImageModels } from "../../../test-support/server/runtime-config";
import { createComfyUiProvider } from "./comfyui-provider";
import type { ImageJobRequest, ImageProgress } from "./image-provider";

const cleanups = cleanupsAfterEach();
const { appFor, cancel, generate, waitForStatus } = imageTestKit(cleanups);

const jobRequest: ImageJobRequest = {
  prompt: request.prompt,
  negativePrompt: request.negative_prompt,
  width: request.width,
  height: request.height,
  steps: request.num_inference_steps,
  guidance: request.guidance_scale,
  model: "runwayml/stable-diffusion-v1-5",
  seed: request.seed,
};

describe("ComfyUI back end", () => {
  it("queues an SD 1.5 graph, follows its progress over the socket and fetches the file", async () => {
    const fake = await startComfyUi({ steps: 5, stepMs: 40 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const pending = generate(testApp, { ...request, job_id: "comfy-progress" });
    const running = await waitForStatus(testApp, "comfy-progress", (s) => s.progress > 0);
    expect(running.progress).toBeGreaterThan(0);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
    expect(response.json().model_label).toBe("Stable Diffusion 1.5");

    const graph = (
      fake.requests.find((seen) => seen.route === "POST /prompt")?.body as {
        prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      }
    ).prompt;
    const byType = (type: string) => Object.values(graph).find((node) => node.class_type === type);
    expect(byType("CheckpointLoaderSimple")?.inputs.ckpt_name).toBe(
      "v1-5-pruned-emaonly.safetensors",
    );
    expect(byType("EmptyLatentImage")?.inputs).toMatchObject({ width: 512, height: 768 });
    expect(byType("KSampler")?.inputs).toMatchObject({ seed: 1234, steps: 12, cfg: 6.5 });
    expect(byType("TripleCLIPLoader")).toBeUndefined();
    expect(fake.requests.map((seen) => seen.route)).toEqual(
      expect.arrayContaining(["GET /history/prompt-1", "GET /view"]),
    );
  });

  it("builds the SD 3.5 graph with its text encoders and latent", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, checkpoints: ["my-sd35.safetensors"] });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "comfyui",
      IMAGE_MODEL_NAMES: '{"stabilityai/stable-diffusion-3.5-large":"my-sd35.safetensors"}',
    });
    const response = await generate(testApp, {
      ...request,
      model: "stabilityai/stable-diffusion-3.5-large",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model_label).toBe("Stable Diffusion 3.5 Large");
    const graph = JSON.stringify(fake.requests.find((seen) => seen.route === "POST /prompt")?.body);
    expect(graph).toContain('"TripleCLIPLoader"');
    expect(graph).toContain('"EmptySD3LatentImage"');
    expect(graph).toContain('"my-sd35.safetensors"');
  });

  it("does not offer a mapped checkpoint that is not installed", async () => {
    const fake = await startComfyUi({ checkpoints: ["sd3.5_large.safetensors"] });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "comfyui",
      IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"v1-5-missing.safetensors"}',
    });
    expect(await offeredImageModels(testApp.app)).toEqual([
      "stabilityai/stable-diffusion-3.5-large",
    ]);
    expect((await generate(testApp)).statusCode).toBe(400);
    expect(fake.requests).toEqual([]);
  });

  it("answers 502, never a picture under the wrong name, when the checkpoint is gone since the catalogue was read", async () => {
    const checkpoints = ["v1-5-pruned-emaonly.safetensors"];
    const fake = await startComfyUi({ checkpoints });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    checkpoints.pop();
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(fake.requests.map((seen) => seen.route)).toEqual(["POST /prompt"]);
  });

  it("answers 502 when the workflow fails", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, fail: true });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
  });

  it("waits for the history ComfyUI writes after execution_success, however long", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, historyDelayMs: 2500 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
  });

  it("keeps the path prefix of a ComfyUI behind a proxy for the socket too", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, prefix: "/comfy" });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(fake.requests.map((seen) => seen.route)).toContain("POST /comfy/prompt");
  });

  it("interrupts only its own running prompt when the generation is cancelled", async () => {
    const fake = await startComfyUi({ steps: 100, stepMs: 50 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const pending = generate(testApp, { ...request, job_id: "comfy-cancel" });
    await waitForStatus(testApp, "comfy-cancel", (s) => s.progress > 0);
    expect((await cancel(testApp, "comfy-cancel")).statusCode).toBe(204);
    expect((await pending).statusCode).toBe(409);
    await expect
      .poll(() => fake.requests.find((seen) => seen.route === "POST /interrupt")?.body)
      .toEqual({ prompt_id: "prompt-1" });
    expect(fake.requests.map((seen) => seen.route)).not.toContain("POST /queue");
  });

  it("takes a prompt still waiting in ComfyUI's queue out of it, leaving the running one", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, busyMs: 5000 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const pending = generate(testApp, { ...request, job_id: "comfy-waiting" });
    await expect.poll(() => fake.requests.some((seen) => seen.route === "POST /prompt")).toBe(true);
    expect((await cancel(testApp, "comfy-waiting")).statusCode).toBe(204);
    expect((await pending).statusCode).toBe(409);
    await expect
      .poll(() => fake.requests.find((seen) => seen.route === "POST /queue")?.body)
      .toEqual({ delete: ["prompt-1"] });
    expect(fake.requests.map((seen) => seen.route)).not.toContain("POST /interrupt");
  });

  it("passes on the binary preview frames with the step they belong to", async () => {
    const fake = await startComfyUi({ steps: 3, stepMs: 20 });
    cleanups.push(() => fake.close());
    const provider = createComfyUiProvider({
      baseUrl: fake.url,
      modelNames: {},
      previewIntervalMs: 0,
    });
    const seen: ImageProgress[] = [];
    await provider.generate(jobRequest, {
      signal: new AbortController().signal,
      onProgress: (progress) => seen.push(progress),
    });
    const previews = seen.filter((progress) => progress.preview);
    expect(previews).toHaveLength(3);
    expect(previews[2]).toMatchObject({ step: 3, steps: 3, preview: { mimeType: "image/jpeg" } });
    expect((await sharp(previews[0]!.preview!.bytes).metadata()).format).toBe("jpeg");
  });
});
