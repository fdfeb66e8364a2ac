import { describe, expect, it, vi } from "vitest";
import { IMAGE_DEMO_RENDERER } from "#contract/ai-image-rules";
import { loadConfig } from "../../config";
import { buildImageServiceApp } from "../../image-service-app";
import { type TestApp } from "../../../test-support/server/app";
import { API_KEY, IMAGE_REQUEST } from "../../../test-support/server/api";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";

const request = {
  ...IMAGE_REQUEST,
  prompt: "a glass greenhouse at night",
  negative_prompt: "",
  width: 320,
};

const cleanups = cleanupsAfterEach();

const testAppWith = (env: Record<string, string>) => cleanups.testApp(env);

const generate = (testApp: TestApp, body: unknown, remoteAddress = "10.9.0.1") =>
  testApp.app.inject({
    method: "POST",
    url: "/api/ai-image/generate",
    headers: { "x-api-key": API_KEY },
    payload: body as Record<string, unknown>,
    remoteAddress,
  });

function pngSize(dataUrl: string): { width: number; height: number } {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("image API in demo mode", () => {
  it("draws a real PNG of the asked size, the same for the same prompt and seed", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "1" });
    const first = await generate(testApp, { ...request, seed: 42 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      model: request.model,
      model_label: IMAGE_DEMO_RENDERER,
      seed: 42,
      demo: true,
    });
    expect(body.generation_time).toBeGreaterThanOrEqual(0);
    expect(pngSize(body.image)).toEqual({ width: 320, height: 256 });

    const again = await generate(testApp, { ...request, seed: 42 });
    expect(again.json().image).toBe(body.image);
    const otherSeed = await generate(testApp, { ...request, seed: 43 });
    expect(otherSeed.json().image).not.toBe(body.image);
  });

  it("chooses and returns a seed when none is given", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "0" });
    const response = await generate(testApp, request);
    expect(response.statusCode).toBe(200);
    expect(Number.isInteger(response.json().seed)).toBe(true);
  });

  it("reports simulated step progress for the job id while the request runs", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "30" });
    const pending = generate(testApp, { ...request, job_id: "demo-job-0001" });
    let seen = 0;
    for (let attempt = 0; attempt < 100 && seen === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const status = await testApp.app.inject({
        url: "/api/ai-image/jobs/demo-job-0001",
        headers: { "x-api-key": API_KEY },
      });
      if (status.statusCode === 200 && status.json().progress > 0) seen = status.json().progress;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(1);
    expect((await pending).statusCode).toBe(200);
    const done = await testApp.app.inject({
      url: "/api/ai-image/jobs/demo-job-0001",
      headers: { "x-api-key": API_KEY },
    });
    expect(done.json()).toEqual({
      id: "demo-job-0001",
      state: "succeeded",
      queue_position: null,
      progress: 1,
      step: request.num_inference_steps,
      steps: request.num_inference_steps,
      elapsed_seconds: null,
      eta_seconds: null,
      preview: null,
    });
  });

  it("shows the demo's picture forming, step N of M and the time left while it runs", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "100" });
    const pending = generate(testApp, { ...request, job_id: "demo-preview-1" });
    const seen: Record<string, unknown>[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const status = await testApp.app.inject({
        url: "/api/ai-image/jobs/demo-preview-1",
        headers: { "x-api-key": API_KEY },
      });
      if (status.statusCode === 200 && status.json().preview) seen.push(status.json());
      if (status.json().state === "succeeded") break;
    }
    expect((await pending).statusCode).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    const running = seen[0]!;
    expect(running).toMatchObject({ state: "running", steps: request.num_inference_steps });
    expect(running.step).toBeGreaterThan(0);
    expect(running.eta_seconds).toBeGreaterThanOrEqual(0);
    expect(running.elapsed_seconds).toBeGreaterThan(0);
    const preview = String(running.preview);
    expect(preview).toMatch(/^data:image\/png;base64,/);
    // Small: the demo's previews are at most 128 pixels on their longest side.
    expect(pngSize(preview)).toEqual({ width: 128, height: 102 });
  });

  it("shows the place in the queue of a waiting job", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "40" });
    const first = generate(testApp, { ...request, job_id: "queue-first" }, "10.9.0.2");
    const second = generate(testApp, { ...request, job_id: "queue-second" }, "10.9.0.3");
    // Known once its request has been read, however busy the machine is.
    const status = await vi.waitFor(
      async () => {
        const response = await testApp.app.inject({
          url: "/api/ai-image/jobs/queue-second",
          headers: { "x-api-key": API_KEY },
        });
        expect(response.statusCode).toBe(200);
        return response;
      },
      { timeout: 5000, interval: 10 },
    );
    expect(status.json()).toMatchObject({ state: "queued", queue_position: 1, progress: 0 });
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
  });

  it.each([
    [{ ...request, prompt: "   " }, "prompt: Please enter a prompt"],
    [{ ...request, width: 300 }, "width: Width must be from 256 to 1024 in steps of 64"],
    [{ ...request, model: "x/y" }, "model: Please choose one of the offered models"],
  ])("answers 400 with a detail for bad input", async (body, detail) => {
    const testApp = await testAppWith({});
    const response = await generate(testApp, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it("answers 404 for an unknown job and needs the API key", async () => {
    const testApp = await testAppWith({});
    const unknown = await testApp.app.inject({
      url: "/api/ai-image/jobs/never-submitted",
      headers: { "x-api-key": API_KEY },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      detail: "No image generation with this job id is under way",
    });
    const keyless = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-image/generate",
      payload: request,
    });
    expect(keyless.statusCode).toBe(401);
  });

  it("refuses with 429 over the per-address daily limit", async () => {
    const testApp = await testAppWith({ IMAGE_DEMO_STEP_MS: "0", IMAGE_PER_IP_DAILY_LIMIT: "1" });
    expect((await generate(testApp, request, "10.9.1.1")).statusCode).toBe(200);
    const refused = await generate(testApp, request, "10.9.1.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe("You reached today's limit of image generations");
  });

  it("says in the runtime config that images are simulated", async () => {
    const testApp = await testAppWith({});
    const page = await testApp.app.inject({ url: "/" });
    expect(page.body).toMatch(/"image":true/);
  });
});

describe("image API in production without a back end", () => {
  it("refuses to generate with 503 instead of drawing placeholders, and says no simulator runs", async () => {
    const testApp = await testAppWith({ NODE_ENV: "production" });
    const response = await generate(testApp, request);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: "Image generation is not configured on this server",
    });
    const page = await testApp.app.inject({ url: "/" });
    expect(page.body).toMatch(/"image":false/);
  });

  it("simulates when asked for explicitly", async () => {
    const testApp = await testAppWith({
      NODE_ENV: "production",
      IMAGE_PROVIDER: "demo",
      IMAGE_DEMO_STEP_MS: "0",
    });
    expect((await generate(testApp, request)).statusCode).toBe(200);
  });
});

describe("standalone image service", () => {
  it("serves the image API on its own port, with CORS for the site's origin", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      IMAGE_DEMO_STEP_MS: "0",
      CORS_ORIGINS: "http://site.example",
      // Posted as an API client that cannot solve challenges.
      BOT_CHALLENGE: "off",
    });
    const app = await buildImageServiceApp(config);
    cleanups.push(() => app.close());
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const preflight = await fetch(`${base}/api/ai-image/generate`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://site.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-api-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://site.example");

    const response = await fetch(`${base}/api/ai-image/generate`, {
      method: "POST",
      headers: {
        Origin: "http://site.example",
        "Content-Type": "application/json",
        "X-API-Key": API_KEY,
      },
      body: JSON.stringify({ ...request, seed: 7 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://site.example");
    expect(await response.json()).toMatchObject({ seed: 7, model: request.model });

    const keyless = await fetch(`${base}/api/ai-image/jobs/some-job-id`);
    expect(keyless.status).toBe(401);
  });
});
