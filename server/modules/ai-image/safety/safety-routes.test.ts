import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import {
  IMAGE_SAFETY_UNAVAILABLE_DETAIL,
  IMAGE_WITHHELD_DETAIL,
  PROMPT_REFUSED_DETAIL,
} from "#contract/ai-image-rules";
import { loadConfig } from "../../../config";
import { errorHandling } from "../../../plugins/errors";
import { drawDemoPicture } from "../../../providers/image/demo-picture";
import { type ImageProvider, ranAsAsked } from "../../../providers/image/image-provider";
import { imageRoutes } from "../routes";
import type { ImageScores } from "./image-classifier";
import { createImageSafety } from "./image-safety";
import { API_KEY, IMAGE_REQUEST } from "../../../../test-support/server/api";
import { cleanupsAfterEach } from "../../../../test-support/server/cleanups";
import { startFakeModerations } from "../../../../test-support/server/fake-moderations";

const cleanups = cleanupsAfterEach();

type Injectable = { inject: ReturnType<typeof Fastify>["inject"] };

const generate = (app: Injectable, prompt: string, jobId = "safety-job-0001") =>
  app.inject({
    method: "POST",
    url: "/api/ai-image/generate",
    headers: { "x-api-key": API_KEY },
    payload: { ...IMAGE_REQUEST, prompt, job_id: jobId },
  });

async function demoApp(env: Record<string, string> = {}) {
  return (await cleanups.testApp({ IMAGE_DEMO_STEP_MS: "0", ...env })).app;
}

async function moderatedApp(safety: "strict" | "moderate") {
  const moderations = await startFakeModerations();
  cleanups.push(() => moderations.close());
  moderations.categorize = (text) =>
    text.includes("battle") ? ["violence"] : text.includes("gore") ? ["violence/graphic"] : [];
  const app = await demoApp({
    IMAGE_SAFETY: safety,
    IMAGE_MODERATION_URL: moderations.url,
    IMAGE_MODERATION_API_KEY: moderations.apiKey,
  });
  return { app, moderations };
}

/**
 * The image routes on a back end that draws the demo picture, with a safety filter whose classifier
 * gives `scores`: no offline picture makes the real classifier flag it, so the route is tested with
 * given scores (the real classifier is tested on real pictures in image-safety.test.ts).
 */
async function appScoring(scores: Partial<ImageScores>, safety: string) {
  const provider: ImageProvider = {
    name: "demo-picture",
    simulated: false,
    generate: async (request) => ({
      bytes: drawDemoPicture(request.prompt, request.seed, request.width, request.height),
      mimeType: "image/png",
      model: ranAsAsked("demo-picture"),
    }),
  };
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandling);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", IMAGE_SAFETY: safety });
  const classified: Buffer[] = [];
  const filter = createImageSafety(config, app.log, async (image) => {
    classified.push(image.bytes);
    return { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0, ...scores };
  });
  await app.register(imageRoutes, { config, provider, safety: filter });
  cleanups.push(() => app.close());
  return { app, classified };
}

describe("the safety filter on prompts", () => {
  it("refuses a prompt on the word list with 400 before it queues", async () => {
    const app = await demoApp();
    const response = await generate(app, "a nude model on a beach");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PROMPT_REFUSED_DETAIL });
    const job = await app.inject({
      url: "/api/ai-image/jobs/safety-job-0001",
      headers: { "x-api-key": API_KEY },
    });
    expect(job.statusCode).toBe(404);
    // The first picture loads the classifier, which takes long on a busy machine.
    expect((await generate(app, "a glass greenhouse at night")).statusCode).toBe(200);
  }, 60_000);

  it("asks the moderation endpoint, and refuses what it flags by the mode's rules", async () => {
    const strict = await moderatedApp("strict");
    expect((await generate(strict.app, "a calm lake")).statusCode).toBe(200);
    expect(strict.moderations.requests.map(({ route, body }) => [route, body])).toEqual([
      ["POST /v1/moderations", { model: "omni-moderation-latest", input: "a calm lake" }],
    ]);
    const battle = await generate(strict.app, "a medieval battle");
    expect(battle.statusCode).toBe(400);
    expect(battle.json()).toEqual({ detail: PROMPT_REFUSED_DETAIL });

    // `moderate` allows plain violence but not graphic violence.
    const moderate = await moderatedApp("moderate");
    expect((await generate(moderate.app, "a medieval battle")).statusCode).toBe(200);
    expect((await generate(moderate.app, "a gore scene", "safety-job-0002")).statusCode).toBe(400);
  });

  it("refuses with 503 while the moderation endpoint fails or refuses the key", async () => {
    const { app, moderations } = await moderatedApp("strict");
    moderations.failWith = 500;
    const failing = await generate(app, "a calm lake");
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ detail: IMAGE_SAFETY_UNAVAILABLE_DETAIL });

    moderations.failWith = undefined;
    moderations.apiKey = "sk-another-key";
    expect((await generate(app, "a calm lake")).statusCode).toBe(503);
  });
});

describe("the safety filter on pictures", () => {
  it("withholds an explicit picture in both modes with 422, and no picture is sent", async () => {
    for (const safety of ["strict", "moderate"]) {
      const { app, classified } = await appScoring({ Porn: 0.93, Neutral: 0.07 }, safety);
      const response = await generate(app, "an abstract pattern");
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: IMAGE_WITHHELD_DETAIL });
      expect(classified).toHaveLength(1);
    }
  });

  it("withholds a suggestive picture only when strict", async () => {
    const strict = await appScoring({ Sexy: 0.65, Neutral: 0.35 }, "strict");
    expect((await generate(strict.app, "a beach")).statusCode).toBe(422);
    const moderate = await appScoring({ Sexy: 0.65, Neutral: 0.35 }, "moderate");
    const shown = await generate(moderate.app, "a beach");
    expect(shown.statusCode).toBe(200);
    expect(shown.json().image).toBe(
      `data:image/png;base64,${moderate.classified[0]!.toString("base64")}`,
    );
  });

  it("checks nothing when IMAGE_SAFETY is off", async () => {
    const { app, classified } = await appScoring({ Porn: 0.99 }, "off");
    const response = await generate(app, "a nude model on a beach");
    expect(response.statusCode).toBe(200);
    expect(classified).toHaveLength(0);
  });
});
