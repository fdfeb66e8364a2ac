import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
  pixelsOf,
  TINY_PIXELS,
} from "../../../test-support/server/image-test-kit";
import { startOpenAiImages } from "../../../test-support/server/image-test-servers";
import { PROMPT_REFUSED_DETAIL } from "#contract/ai-image-rules";
import { offeredImageModels } from "../../../test-support/server/runtime-config";
import { loadConfig } from "../../config";
import { configuredImageModels } from "../select-image-provider";
import { closestSize, openAiModelSizes } from "./openai-images-provider";

const cleanups = cleanupsAfterEach();
/** What the visitor reads when the back end fails, and the reference it quotes. */
const SERVICE_FAILED =
  /^The image service could not make this picture\..* quote reference ([0-9a-f]{8})\.$/;
const { appFor, generate } = imageTestKit(cleanups);

describe("OpenAI-compatible back end, LocalAI", () => {
  it("sends LocalAI's steps and seed, and the negative prompt after a | where LocalAI reads it", async () => {
    const fake = await startOpenAiImages({ flavour: "localai" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
      IMAGE_PROVIDER_TOKEN: "sk-local",
      IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"stablediffusion"}',
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 512, height: 768 });
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
    const [call] = fake.requests;
    expect(call?.headers.authorization).toBe("Bearer sk-local");
    expect(call?.body).toEqual({
      model: "stablediffusion",
      prompt: `${request.prompt}|blurry`,
      n: 1,
      size: "512x768",
      response_format: "b64_json",
      step: 12,
      seed: 1234,
    });
    expect(fake.readings).toEqual([{ positive: request.prompt, negative: "blurry", seed: 1234 }]);
  });

  it("takes a visitor's | out, so LocalAI does not read the rest of the prompt as the negative one", async () => {
    const fake = await startOpenAiImages({ flavour: "localai" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const body = { ...request, prompt: "a kite | a boat", negative_prompt: "blurry | dark" };
    expect((await generate(testApp, body)).statusCode).toBe(200);
    expect((await generate(testApp, { ...body, negative_prompt: "" })).statusCode).toBe(200);
    expect(fake.readings).toEqual([
      { positive: "a kite   a boat", negative: "blurry   dark", seed: 1234 },
      { positive: "a kite   a boat", negative: "", seed: 1234 },
    ]);
  });

  it("keeps seeds within LocalAI's signed 32-bit range, so the picture is the seed's", async () => {
    const fake = await startOpenAiImages({ flavour: "localai" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const largest = await generate(testApp, { ...request, seed: 2 ** 31 - 1 });
    expect(largest.statusCode).toBe(200);
    expect(largest.json().seed).toBe(2 ** 31 - 1);
    expect(fake.readings.map((reading) => reading.seed)).toEqual([2 ** 31 - 1]);

    const tooLarge = await generate(testApp, { ...request, seed: 2 ** 31 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().detail).toBe(
      "seed: The seed must be a whole number from 0 to 2147483647",
    );
    expect(fake.readings).toHaveLength(1);

    // A random seed is drawn in the same range.
    for (let index = 0; index < 12; index += 1)
      await generate(testApp, { ...request, seed: undefined });
    expect(fake.readings.slice(1).every((reading) => reading.seed >= 0)).toBe(true);
  });

  it("follows a file link when the server answers one", async () => {
    const fake = await startOpenAiImages({ answer: "url" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
  });

  it("answers 502 when the answer cannot be read", async () => {
    const fake = await startOpenAiImages({ answer: "garbled" });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(SERVICE_FAILED);
  });

  it("answers 502 when the server fails", async () => {
    const fake = await startOpenAiImages({ answer: 500 });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "openai",
      IMAGE_PROVIDER_URL: `${fake.url}/v1`,
    });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(SERVICE_FAILED);
    expect(response.json().detail).not.toMatch(/backend crashed/);
  });

  it("keeps the back end's words, and the key they quote, from the visitor; the log has them masked", async () => {
    const fake = await startOpenAiImages({ answer: 401 });
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const testApp = await cleanups.testApp(
      { IMAGE_PROVIDER: "openai", IMAGE_PROVIDER_URL: `${fake.url}/v1`, LOG_LEVEL: "warn" },
      logStream,
    );
    cleanups.push(() => fake.close());
    const response = await generate(testApp);
    expect(response.statusCode).toBe(502);
    const { detail } = response.json() as { detail: string };
    const reference = SERVICE_FAILED.exec(detail)?.[1];
    expect(reference).toBeDefined();
    expect(detail).not.toMatch(/sk-|Traceback|\/srv\/|401/);

    const logged = lines.find((line) => line.reference === reference);
    expect(logged?.answer).toMatch(
      /answered 401: .*Incorrect API key provided: sk-proj-\[masked\]/,
    );
    expect(logged?.answer).toMatch(/\/srv\/localai\/api\.py/);
    expect(JSON.stringify(lines)).not.toContain("Xk29fQ7LmPz0");
  });
});

describe("OpenAI-compatible back end, OpenAI itself", () => {
  const openAiEnv = (url: string, names: Record<string, string>) => ({
    IMAGE_PROVIDER: "openai",
    IMAGE_PROVIDER_URL: `${url}/v1`,
    IMAGE_API_DIALECT: "openai",
    IMAGE_PROVIDER_TOKEN: "sk-test",
    IMAGE_MODEL_NAMES: JSON.stringify(names),
  });
  /** OpenAI's Images API played locally, and an app that maps the site's models by `names`. */
  const openAiWith = async (names: Record<string, string>) => {
    const fake = await startOpenAiImages({ flavour: "openai" });
    return { fake, testApp: await appFor(fake, openAiEnv(fake.url, names)) };
  };

  it("sends a GPT image model only its own fields and the closest size it makes", async () => {
    const { fake, testApp } = await openAiWith({ "runwayml/stable-diffusion-v1-5": "gpt-image-1" });
    const response = await generate(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 1024, height: 1536 });
    expect(await pixelsOf(response.json().image)).toEqual(TINY_PIXELS);
    expect(fake.requests[0]?.body).toEqual({
      model: "gpt-image-1",
      prompt: request.prompt,
      n: 1,
      size: "1024x1536",
    });
  });

  it("knows a GPT image model by its family, so a new version is served without a code change", async () => {
    const { fake, testApp } = await openAiWith({ "runwayml/stable-diffusion-v1-5": "gpt-image-2" });
    const response = await generate(testApp, { ...request, width: 1024, height: 576 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 1536, height: 1024 });
    expect(fake.requests[0]?.body).toEqual({
      model: "gpt-image-2",
      prompt: request.prompt,
      n: 1,
      size: "1536x1024",
    });
  });

  it("does not offer a model mapped to DALL·E, which OpenAI removed from its API", async () => {
    const { fake, testApp } = await openAiWith({
      "runwayml/stable-diffusion-v1-5": "dall-e-3",
      "stabilityai/stable-diffusion-2-1": "dall-e-2",
    });
    expect(await offeredImageModels(testApp.app)).toEqual([]);
    // With nothing to offer, image generation is unavailable, as with no back end at all.
    const response = await generate(testApp);
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe("Image generation is not configured on this server");
    expect(fake.requests).toEqual([]);
  });

  it("answers a prompt OpenAI's safety system refuses as the site's filter does: 400, nothing kept", async () => {
    const fake = await startOpenAiImages({ flavour: "openai", blockedPrompt: /battle/ });
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const testApp = await cleanups.testApp(
      {
        ...openAiEnv(fake.url, { "runwayml/stable-diffusion-v1-5": "gpt-image-1" }),
        IMAGE_SAFETY: "off",
        LOG_LEVEL: "info",
      },
      logStream,
    );
    cleanups.push(() => fake.close());
    const response = await generate(testApp, {
      ...request,
      prompt: "a battle at sea",
      job_id: "blocked-job-0001",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PROMPT_REFUSED_DETAIL });
    expect(fake.requests).toHaveLength(1);
    expect(
      lines.some((line) => line.level === 50 || /image back end failed/.test(String(line.msg))),
    ).toBe(false);
    expect(lines.find((line) => /safety system refused/.test(String(line.msg)))?.answer).toMatch(
      /moderation|safety system/,
    );
  });
  it("offers only the models mapped to one of OpenAI's and refuses the others with 400", async () => {
    const { fake, testApp } = await openAiWith({
      "stabilityai/stable-diffusion-3.5-large": "gpt-image-1",
    });
    expect(await offeredImageModels(testApp.app)).toEqual([
      "stabilityai/stable-diffusion-3.5-large",
    ]);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      "Stable Diffusion 1.5 is not available on this server; please choose one of the offered models",
    );
    expect(fake.requests).toEqual([]);
  });

  it("is told apart by OpenAI's address when no dialect is set", () => {
    const asked = (env: Record<string, string>) =>
      configuredImageModels(
        loadConfig({
          IMAGE_PROVIDER: "openai",
          IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"gpt-image-1"}',
          ...env,
        }),
      ).map(({ id }) => id);
    // OpenAI's rules: only the mapped model; LocalAI's: every model, under its usual name.
    expect(asked({})).toEqual(["runwayml/stable-diffusion-v1-5"]);
    expect(asked({ IMAGE_PROVIDER_URL: "http://127.0.0.1:8080/v1" })).toHaveLength(4);
  });

  it("the stand-in refuses what OpenAI refuses, as OpenAI words it", async () => {
    const fake = await startOpenAiImages({ flavour: "openai", blockedPrompt: /battle/ });
    cleanups.push(() => fake.close());
    const post = (body: unknown) =>
      fetch(`${fake.url}/v1/images/generations`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (response) => [response.status, await response.json()]);
    const base = { model: "gpt-image-1", prompt: "x", n: 1, size: "1024x1024" };
    expect(await post({ ...base, seed: 1 })).toEqual([
      400,
      {
        error: {
          message: "Unrecognized request argument supplied: seed",
          type: "invalid_request_error",
          param: null,
          code: null,
        },
      },
    ]);
    expect((await post({ ...base, response_format: "b64_json" }))[0]).toBe(400);
    expect((await post({ ...base, size: "512x512" }))[0]).toBe(400);
    expect((await post({ ...base, model: "dall-e-3" }))[0]).toBe(400);
    expect(await post({ ...base, prompt: "a battle" })).toEqual([
      400,
      {
        error: expect.objectContaining({
          type: "image_generation_user_error",
          param: null,
          code: "moderation_blocked",
        }),
      },
    ]);
    expect((await post(base))[0]).toBe(200);
  });
});

describe("sizes OpenAI accepts", () => {
  it("picks the closest shape, then the closest area", () => {
    const gptImage = openAiModelSizes("gpt-image-1")!;
    expect(closestSize(gptImage, 512, 512)).toEqual([1024, 1024]);
    expect(closestSize(gptImage, 512, 768)).toEqual([1024, 1536]);
    expect(closestSize(openAiModelSizes("gpt-image-1.5")!, 1024, 640)).toEqual([1536, 1024]);
    expect(openAiModelSizes("dall-e-3")).toBeUndefined();
    expect(openAiModelSizes("stable-diffusion-v1-5")).toBeUndefined();
  });
});
