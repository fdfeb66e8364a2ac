import { describe, expect, it } from "vitest";
import { cleanupsAfterEach } from "../../../test-support/server/cleanups";
import { startComfyUi } from "../../../test-support/server/comfyui-test-server";
import {
  IMAGE_REQUEST as request,
  imageTestKit,
} from "../../../test-support/server/image-test-kit";
import {
  A1111_CHECKPOINTS,
  startAutomatic1111,
  startHuggingFace,
  startOpenAiImages,
} from "../../../test-support/server/image-test-servers";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../test-support/server/redis";
import { offeredImageModels } from "../../../test-support/server/runtime-config";

const redisSkipReason = await redisUnavailableReason("the shared image model offer tests");

const cleanups = cleanupsAfterEach();
const { appFor, generate } = imageTestKit(cleanups);

/** Log lines as objects, written by an app at `info` and above. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

const SD15 = "runwayml/stable-diffusion-v1-5";
const SD21 = "stabilityai/stable-diffusion-2-1";
const SD35 = "stabilityai/stable-diffusion-3.5-large";
const UNSERVED = /does not serve a configured model/;

describe("the image models on offer, from the back end's catalogue", () => {
  it("leaves out a configured model the back end does not serve, logged once with what it serves", async () => {
    const fake = await startAutomatic1111();
    const log = logLines();
    const testApp = await cleanups.testApp(
      {
        IMAGE_PROVIDER: "automatic1111",
        IMAGE_PROVIDER_URL: fake.url,
        IMAGE_MODEL_NAMES: JSON.stringify({
          [SD15]: "v1-5-pruned-emaonly.safetensors",
          [SD35]: "sd3.5_large.safetensors",
        }),
        IMAGE_CATALOGUE_REFRESH_MS: "100",
        LOG_LEVEL: "info",
      },
      log.stream,
    );
    cleanups.push(() => fake.close());
    expect(await offeredImageModels(testApp.app)).toEqual([SD15]);
    const refused = await generate(testApp, { ...request, model: SD35 });
    expect(refused.statusCode).toBe(400);

    // Read again and again, and still said once.
    await expect.poll(() => fake.catalogueReads, { timeout: 5000 }).toBeGreaterThan(3);
    const unserved = log.lines.filter((line) => UNSERVED.test(String(line.msg)));
    expect(unserved).toEqual([
      expect.objectContaining({
        model: SD35,
        name: "sd3.5_large.safetensors",
        served: A1111_CHECKPOINTS.map((checkpoint) => checkpoint.title),
      }),
    ]);
  });

  it("offers a model the back end starts serving, after the next read", async () => {
    const checkpoints = ["v1-5-pruned-emaonly.safetensors"];
    const fake = await startComfyUi({ steps: 1, stepMs: 1, checkpoints });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "comfyui",
      IMAGE_CATALOGUE_REFRESH_MS: "100",
    });
    expect(await offeredImageModels(testApp.app)).toEqual([SD15]);
    checkpoints.push("v2-1_768-ema-pruned.safetensors");
    await expect
      .poll(() => offeredImageModels(testApp.app), { timeout: 5000 })
      .toEqual([SD15, SD21]);
    const response = await generate(testApp, { ...request, model: SD21 });
    expect(response.statusCode).toBe(200);
  });

  it("asks the Hub which repositories Hugging Face's own provider serves", async () => {
    // The turbo repository is mapped to another provider only, until hf-inference takes it up.
    const served = [SD35, "stable-diffusion-v1-5/stable-diffusion-v1-5"];
    const fake = await startHuggingFace({ served });
    const testApp = await appFor(fake, {
      IMAGE_PROVIDER: "huggingface",
      IMAGE_PROVIDER_TOKEN: "hf_test_token",
      IMAGE_MODEL_NAMES: JSON.stringify({ [SD21]: SD21 }),
      IMAGE_CATALOGUE_REFRESH_MS: "100",
    });
    // SD 2.1's repository is gone from the Hub (404), so it is not offered either.
    expect(await offeredImageModels(testApp.app)).toEqual([SD35, SD15]);
    served.push("stabilityai/stable-diffusion-3.5-large-turbo");
    await expect
      .poll(() => offeredImageModels(testApp.app), { timeout: 5000 })
      .toEqual([SD35, "stabilityai/stable-diffusion-3.5-large-turbo", SD15]);
  });

  it("keeps the models last read when the catalogue cannot be read, and says so", async () => {
    const fake = await startOpenAiImages({ flavour: "localai" });
    const log = logLines();
    const testApp = await cleanups.testApp(
      {
        IMAGE_PROVIDER: "openai",
        IMAGE_PROVIDER_URL: `${fake.url}/v1`,
        IMAGE_MODEL_NAMES: JSON.stringify({ [SD35]: "stablediffusion" }),
        IMAGE_CATALOGUE_REFRESH_MS: "100",
        LOG_LEVEL: "info",
      },
      log.stream,
    );
    expect(await offeredImageModels(testApp.app)).toEqual([SD35, SD15]);
    await fake.close();
    const kept = /could not be read; the models last read stay offered/;
    await expect
      .poll(() => log.lines.some((line) => kept.test(String(line.msg))), { timeout: 5000 })
      .toBe(true);
    expect(await offeredImageModels(testApp.app)).toEqual([SD35, SD15]);
    // The visitor reads the site's words, not the failure's.
    const response = await generate(testApp, { ...request, model: SD35 });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/^The image service could not make this picture\./);
  });

  it("offers nothing while no catalogue has been read, and generation is unavailable", async () => {
    const fake = await startAutomatic1111();
    await fake.close();
    const testApp = await appFor(fake, { IMAGE_PROVIDER: "automatic1111" });
    expect(await offeredImageModels(testApp.app)).toEqual([]);
    const response = await generate(testApp);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: "Image generation is not configured on this server",
    });
  });
});

describe.skipIf(redisSkipReason !== null)("the image models on offer, across instances", () => {
  it("are the same on every instance, and a new one starting while the back end is down offers them", async () => {
    const keys = testRedisPrefix();
    cleanups.push(keys.clear);
    const listed = ["stable-diffusion-v1-5"];
    const fake = await startOpenAiImages({ flavour: "localai", listed });
    cleanups.push(fake.close);
    const instance = (refreshMs: string) =>
      cleanups.testApp({
        IMAGE_PROVIDER: "openai",
        IMAGE_PROVIDER_URL: `${fake.url}/v1`,
        IMAGE_CATALOGUE_REFRESH_MS: refreshMs,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: keys.prefix,
      });
    // The first reads the catalogue at start-up only; the second keeps reading it.
    const first = await instance("300000");
    const second = await instance("100");
    expect(await offeredImageModels(first.app)).toEqual([SD15]);
    expect(await offeredImageModels(second.app)).toEqual([SD15]);

    listed.push("stable-diffusion-2-1");
    await expect.poll(() => offeredImageModels(first.app), { timeout: 5000 }).toEqual([SD15, SD21]);
    expect(await offeredImageModels(second.app)).toEqual([SD15, SD21]);

    await fake.close();
    const third = await instance("300000");
    expect(await offeredImageModels(third.app)).toEqual([SD15, SD21]);
  });
});
