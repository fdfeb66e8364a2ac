import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
  pixelsOf,
  TINY_PIXELS,
} from "../../../test-support/server/image-test-kit";
import { startOpenAiImages } from "../../../test-support/server/image-test-servers";
import { buildRuntimeConfig } from "../../runtime-config";
import { closestSize, openAiModelSizes } from "./openai-images-provider";

const cleanups = cleanupsAfterEach();
/** What the visitor reads when the back end fails, and the reference it quotes. */
const SERVICE_FAILED =
  /^The image service could not make this picture\..* quote reference ([0-9a-f]{8})\.$/;
const { appFor, generate } = imageTestKit(cleanups);

describe("OpenAI-compatible back end, LocalAI", () => {
  it("sends LocalAI's steps, seed and negative prompt with the asked size", async () => {
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
      prompt: request.prompt,
      negative_prompt: "blurry",
      n: 1,
      size: "512x768",
      response_format: "b64_json",
      step: 12,
      seed: 1234,
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

  it("asks DALL·E for base64 in one of its sizes", async () => {
    const { fake, testApp } = await openAiWith({ "runwayml/stable-diffusion-v1-5": "dall-e-3" });
    const response = await generate(testApp, { ...request, width: 1024, height: 576 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ width: 1792, height: 1024 });
    expect(fake.requests[0]?.body).toMatchObject({
      size: "1792x1024",
      response_format: "b64_json",
    });
  });

  it("offers only the models mapped to one of OpenAI's and refuses the others with 400", async () => {
    const { fake, testApp } = await openAiWith({
      "stabilityai/stable-diffusion-3.5-large": "gpt-image-1",
    });
    expect(buildRuntimeConfig(testApp.config).imageModels).toEqual([
      "stabilityai/stable-diffusion-3.5-large",
    ]);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(
      "Stable Diffusion 1.5 is not available on this server; please choose one of the offered models",
    );
    expect(fake.requests).toEqual([]);
  });

  it("is told apart by OpenAI's address when no dialect is set", async () => {
    const testApp = await cleanups.testApp({
      IMAGE_PROVIDER: "openai",
      IMAGE_MODEL_NAMES: '{"runwayml/stable-diffusion-v1-5":"dall-e-2"}',
    });
    expect(buildRuntimeConfig(testApp.config).imageModels).toEqual([
      "runwayml/stable-diffusion-v1-5",
    ]);
  });

  it("the stand-in refuses what OpenAI refuses, as OpenAI words it", async () => {
    const fake = await startOpenAiImages({ flavour: "openai" });
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
    expect((await post(base))[0]).toBe(200);
  });
});

describe("sizes OpenAI accepts", () => {
  it("picks the closest shape, then the closest area", () => {
    const dalle2 = openAiModelSizes("dall-e-2")!;
    expect(closestSize(dalle2, 256, 256)).toEqual([256, 256]);
    expect(closestSize(dalle2, 512, 768)).toEqual([512, 512]);
    expect(closestSize(openAiModelSizes("dall-e-3")!, 512, 512)).toEqual([1024, 1024]);
    expect(closestSize(openAiModelSizes("gpt-image-1.5")!, 1024, 640)).toEqual([1536, 1024]);
    expect(openAiModelSizes("stable-diffusion-v1-5")).toBeUndefined();
  });
});
