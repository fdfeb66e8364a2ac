import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  imageGenerationRequestSchema,
  imageGenerationResponseSchema,
  imageJobParamsSchema,
  imageJobStatusSchema,
} from "#contract/ai-image";
import { errorBodySchema } from "#contract/errors";
import { clientKey } from "../../client-address";
import type { Config } from "../../config";
import { createDailyStartCounter } from "../../jobs/daily-start-counter";
import { createImageQueue, ImageQueueError } from "../../jobs/image-queue";
import { httpError } from "../../plugins/errors";
import {
  createImageProvider,
  type ImageProviderConfig,
} from "../../providers/image/select-image-provider";
import type { ImageProvider } from "../../providers/image/image-provider";
import { generateImage, ImageGenerationFailure, type ImageService } from "./service";

export type ImageRoutesConfig = ImageProviderConfig &
  Pick<
    Config,
    | "IMAGE_CONCURRENCY"
    | "IMAGE_QUEUE_LIMIT"
    | "IMAGE_PER_IP_ACTIVE_LIMIT"
    | "IMAGE_PER_IP_DAILY_LIMIT"
    | "IMAGE_DAILY_LIMIT"
    | "IMAGE_TIMEOUT_MS"
    | "RATE_LIMIT_ALLOW_LIST"
    | "REDIS_URL"
    | "REDIS_KEY_PREFIX"
  >;

const UNKNOWN_JOB = "No image generation with this job id is under way";

export function createImageService(
  config: ImageRoutesConfig,
  log: FastifyBaseLogger,
  provider = createImageProvider(config),
): ImageService {
  return {
    provider,
    queue: createImageQueue(
      {
        concurrency: config.IMAGE_CONCURRENCY,
        maxWaiting: config.IMAGE_QUEUE_LIMIT,
        perIpActive: config.IMAGE_PER_IP_ACTIVE_LIMIT,
        perIpDaily: config.IMAGE_PER_IP_DAILY_LIMIT,
        daily: config.IMAGE_DAILY_LIMIT,
        timeoutMs: config.IMAGE_TIMEOUT_MS,
        exemptIps: config.RATE_LIMIT_ALLOW_LIST,
      },
      { dailyStarts: createDailyStartCounter(config, "image-starts", log) },
    ),
  };
}

/** The image API: generate (through the queue), read a job's progress, cancel it. */
export const imageRoutes: FastifyPluginAsyncZod<{
  config: ImageRoutesConfig;
  /** Replaces the configured back end (benchmarks measure the queue with an instant one). */
  provider?: ImageProvider;
}> = async (app, { config, provider }) => {
  const service = createImageService(config, app.log, provider ?? createImageProvider(config));
  app.log.info(
    { provider: service.provider?.name ?? "none" },
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
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The visitor cancelled or left when the connection closes before the answer is sent.
      const visitorGone = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) visitorGone.abort();
      });
      try {
        return await generateImage(service, request.body, clientKey(request), visitorGone.signal);
      } catch (error) {
        if (error instanceof ImageQueueError || error instanceof ImageGenerationFailure) {
          if (error.status >= 500) request.log.warn({ err: error }, "Image generation failed");
          throw httpError(error.status, error.message);
        }
        throw error;
      }
    },
  );

  app.get(
    "/api/ai-image/jobs/:id",
    {
      schema: {
        tags: ["ai-image"],
        summary: "Where a generation stands: state, place in the queue and progress from 0 to 1",
        params: imageJobParamsSchema,
        response: { 200: imageJobStatusSchema },
      },
    },
    async (request) => {
      const status = service.queue.status(request.params.id);
      if (!status) throw httpError(404, UNKNOWN_JOB);
      return status;
    },
  );

  app.post(
    "/api/ai-image/jobs/:id/cancel",
    {
      schema: {
        tags: ["ai-image"],
        summary: "Cancel a waiting or running generation; its back end is interrupted",
        params: imageJobParamsSchema,
      },
    },
    async (request, reply) => {
      if (!service.queue.cancel(request.params.id)) throw httpError(404, UNKNOWN_JOB);
      return reply.code(204).send();
    },
  );
};
