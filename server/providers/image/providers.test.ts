import { describe, expect, it } from "vitest";
import { type TestApp } from "../../../test-support/server/app";
import {
  startAutomatic1111,
  startComfyUi,
  startHuggingFace,
  startOpenAiImages,
  TINY_PNG,
  type FakeServer,
} from "../../../test-support/server/image-test-servers";
import { API_KEY } from "../../../test-support/server/api";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";

const request = {
  prompt: "a red kite over the sea",
  negative_prompt: "blurry",
  width: 512,
  height: 768,
  num_inference_steps: 12,
  guidance_scale: 6.5,
  model: "runwayml/stable-diffusion-v1-5",
  seed: 1234,
};
const TINY_DATA_URL = `data:image/png;base64,${TINY_PNG.toString("base64")}`;

const cleanups = cleanupsAfterEach();

async function appFor(fake: FakeServer, env: Record<string, string>): Promise<TestApp> {
  cleanups.push(() => fake.close());
  return cleanups.testApp({ IMAGE_PROVIDER_URL: fake.url, ...env });
}

const generate = (testApp: TestApp, body: Record<string, unknown> = request) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/ai-image/generate",
    headers: { "x-api-key": API_KEY },
    payload: body,
  });

/** Polls the job until `predicate` holds for its status; answers that status. */
async function waitForStatus(
  testApp: TestApp,
  id: string,
  predicate: (status: { state: string; progress: number }) => boolean,
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await testApp.app.inject({
      url: `/api/ai-image/jobs/${id}`,
      headers: { "x-api-key": API_KEY },
    });
    if (response.statusCode === 200 && predicate(response.json())) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${id} never reached the expected status`);
}

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
      image: TINY_DATA_URL,
      generation_time: expect.any(Number),
      model: request.model,
      seed: 1234,
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
  });

  it("answers 502 with the back end's failure", async () => {
    const fake = await startAutomatic1111({ failWith: 500 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service failed: AUTOMATIC1111 answered 500/);
  });

  it("answers 502 when the back end cannot be reached", async () => {
    const fake = await startAutomatic1111();
    await fake.close();
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/could not be reached/);
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

describe("ComfyUI back end", () => {
  it("queues an SD 1.5 graph, follows its progress over the socket and fetches the file", async () => {
    const fake = await startComfyUi({ steps: 5, stepMs: 40 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const pending = generate(testApp, { ...request, job_id: "comfy-progress" });
    const running = await waitForStatus(testApp, "comfy-progress", (s) => s.progress > 0);
    expect(running.progress).toBeGreaterThan(0);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(TINY_DATA_URL);

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
    const fake = await startComfyUi({ steps: 1, stepMs: 1 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "comfyui",
      IMAGE_MODEL_NAMES: '{"stabilityai/stable-diffusion-3.5-large":"my-sd35.safetensors"}',
    });
    const response = await generate(testApp, {
      ...request,
      model: "stabilityai/stable-diffusion-3.5-large",
    });
    expect(response.statusCode).toBe(200);
    const graph = JSON.stringify(fake.requests.find((seen) => seen.route === "POST /prompt")?.body);
    expect(graph).toContain('"TripleCLIPLoader"');
    expect(graph).toContain('"EmptySD3LatentImage"');
    expect(graph).toContain('"my-sd35.safetensors"');
  });

  it("answers 502 when the workflow fails", async () => {
    const fake = await startComfyUi({ steps: 1, stepMs: 1, fail: true });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/ckpt not found/);
  });

  it("interrupts ComfyUI when the generation is cancelled", async () => {
    const fake = await startComfyUi({ steps: 100, stepMs: 50 });
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "comfyui" });
    const pending = generate(testApp, { ...request, job_id: "comfy-cancel" });
    await waitForStatus(testApp, "comfy-cancel", (s) => s.progress > 0);
    const cancel = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-image/jobs/comfy-cancel/cancel",
      headers: { "x-api-key": API_KEY },
    });
    expect(cancel.statusCode).toBe(204);
    expect((await pending).statusCode).toBe(409);
    await expect
      .poll(() => fake.requests.some((seen) => seen.route === "POST /interrupt"))
      .toBe(true);
  });
});

describe("Hugging Face back end", () => {
  it("retries while the model loads, then answers the picture", async () => {
    const fake = await startHuggingFace({ loadingAnswers: 2 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "huggingface",
      IMAGE_PROVIDER_TOKEN: "hf_test_token",
    });
    const response = await generate(testApp, {
      ...request,
      model: "stabilityai/stable-diffusion-2-1",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(TINY_DATA_URL);
    expect(fake.requests.map((seen) => seen.route)).toEqual([
      "POST /stabilityai/stable-diffusion-2-1",
      "POST /stabilityai/stable-diffusion-2-1",
      "POST /stabilityai/stable-diffusion-2-1",
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

  it("stops retrying a loading model at the deadline with 504", async () => {
    const fake = await startHuggingFace({ loadingAnswers: 1000 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "huggingface",
      IMAGE_PROVIDER_TOKEN: "hf_test_token",
      IMAGE_TIMEOUT_MS: "300",
    });
    expect((await generate(testApp)).statusCode).toBe(504);
  });

  it("answers 502 for a refused token", async () => {
    const fake = await startHuggingFace();
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "huggingface",
      IMAGE_PROVIDER_TOKEN: "hf_wrong",
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/Hugging Face answered 401/);
  });
});

describe("OpenAI-compatible back end", () => {
  it("asks for b64_json with the mapped model and size", async () => {
    const fake = await startOpenAiImages();
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
      IMAGE_PROVIDER_TOKEN: "sk-local",
      IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"stablediffusion"}',
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(TINY_DATA_URL);
    const [call] = fake.requests;
    expect(call?.headers.authorization).toBe("Bearer sk-local");
    expect(call?.body).toMatchObject({
      model: "stablediffusion",
      prompt: request.prompt,
      negative_prompt: "blurry",
      n: 1,
      size: "512x768",
      response_format: "b64_json",
    });
  });

  it("follows a file link when the server answers one", async () => {
    const fake = await startOpenAiImages({ answer: "url" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json().image).toBe(TINY_DATA_URL);
  });

  it("answers 502 when the answer cannot be read", async () => {
    const fake = await startOpenAiImages({ answer: "garbled" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe("The image service failed: its answer could not be read");
  });

  it("answers 502 when the server fails", async () => {
    const fake = await startOpenAiImages({ answer: 500 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/backend crashed/);
  });
});
