import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  imageGenerationRequestSchema,
  imageGenerationResponseSchema,
  imageJobParamsSchema,
  imageJobStatusSchema,
} from "#contract/ai-image";
import { errorBodySchema } from "#contract/errors";
import { z } from "#contract/zod";
import { clientKey } from "../../client-address";
import { Refusal } from "../../refusal";
import type { ImageProvider } from "../../providers/image/image-provider";
import type { ImageSafety } from "./safety/image-safety";
import { type ImageModelOffer, startImageModelOffer } from "./model-offer";
import { createImageService, generateImage, type ImageServiceConfig } from "./service";

const UNKNOWN_JOB = "No image generation with this job id is under way";

/**
 * One address starts a few pictures a minute at most (two at once); more is a flood, refused
 * before its body is read.
 */
export const GENERATE_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };

/** Job state shared through Redis: while it is unreachable, progress and cancel answer 503. */
async function sharedState<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw new Refusal(
      "unavailable",
      "The image job state is unavailable; please try again in a minute",
    );
  }
}

/** The image API: generate (through the queue), read a job's progress, cancel it. */
export const imageRoutes: FastifyPluginAsyncZod<{
  config: ImageServiceConfig;
  /** Replaces the configured back end (benchmarks measure the queue with an instant one). */
  provider?: ImageProvider;
  /** Replaces the configured safety filter (tests give it a classifier they control). */
  safety?: ImageSafety;
  /** The models on offer, when the caller shows them elsewhere too; else read here. */
  offer?: ImageModelOffer;
}> = async (app, { config, provider, safety, offer }) => {
  const models = offer ?? (await startImageModelOffer(config, app.log));
  if (!offer) app.addHook("onClose", () => models.close());
  const service = createImageService(config, app.log, models, provider, safety);
  app.log.info(
    { provider: service.provider?.name ?? "none", models: models.current() },
    service.provider ? "Image generation is ready" : "Image generation is not configured",
  );
  app.addHook("onClose", () => service.queue.close());

  app.post(
    "/api/ai-image/generate",
    {
      schema: {
        tags: ["ai-image"],
        summary: "Generate one image; waits in the queue, then answers the picture as a data URL",
        body: imageGenerationRequestSchema,
        response: {
          200: imageGenerationResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
          504: errorBodySchema,
        },
      },
      config: { rateLimit: GENERATE_RATE_LIMIT },
      preHandler: app.requireBotChallenge,
    },
    async (request, reply) => {
      // The visitor cancelled or left when the connection closes before the answer is sent.
      const visitorGone = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) visitorGone.abort();
      });
      return generateImage(service, request.body, clientKey(request), visitorGone.signal);
    },
  );

  app.get(
    "/api/ai-image/jobs/:id",
    {
      schema: {
        tags: ["ai-image"],
        summary:
          "Where a generation stands, whichever instance runs it: state, place in the queue, progress, step, time left and a preview",
        params: imageJobParamsSchema,
        response: { 200: imageJobStatusSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const status = await sharedState(() => service.queue.status(request.params.id));
      if (!status) throw new Refusal("not-found", UNKNOWN_JOB);
      return status;
    },
  );

  app.post(
    "/api/ai-image/jobs/:id/cancel",
    {
      schema: {
        tags: ["ai-image"],
        summary:
          "Cancel a waiting or running generation on whichever instance runs it; its back end is interrupted",
        params: imageJobParamsSchema,
        response: {
          204: z.null().describe("Cancelled"),
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const cancelled = await sharedState(() => service.queue.cancel(request.params.id));
      if (!cancelled) throw new Refusal("not-found", UNKNOWN_JOB);
      return reply.code(204).send(null);
    },
  );
};
