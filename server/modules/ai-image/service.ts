import { Refusal } from "../../refusal";
import { randomInt, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { ImageGenerationInput, ImageGenerationResponse } from "#contract/ai-image";
import {
  IMAGE_SEED_MAX,
  imageModelLabel,
  imageServiceFailedDetail,
  type ImageModelId,
  PROMPT_REFUSED_DETAIL,
  unservedModelDetail,
} from "#contract/ai-image-rules";
import type { Config } from "../../config";
import { maskSecrets } from "../../logger";
import {
  ImagePromptRefusedError,
  ImageProviderError,
  type ImageProvider,
  type ModelThatRan,
} from "../../providers/image/image-provider";
import { createImageProvider } from "../../providers/select-image-provider";
import { createDailyStartCounter } from "./daily-start-counter";
import { createImageQueue, type ImageQueue } from "./image-queue";
import { createJobBoard } from "./job-board";
import type { ImageModelOffer, ModelOfferConfig } from "./model-offer";
import { markedPng } from "./picture-marks";
import {
  createImageSafety,
  ImageSafetyRefusal,
  type ImageSafety,
  type ImageSafetyConfig,
} from "./safety/image-safety";
import { screenPreviews } from "./safety/screen-previews";

/** A generation the back end could not make, or that was asked of a back end that is not there. */
export class ImageGenerationFailure extends Refusal<
  "invalid" | "upstream-failed" | "unavailable" | "timed-out"
> {
  override name = "ImageGenerationFailure";
}

export interface ImageService {
  /** Undefined when no back end is configured (production without IMAGE_PROVIDER). */
  provider: ImageProvider | undefined;
  /** The public models the back end serves; others are refused before they queue. */
  offer: ImageModelOffer;
  queue: ImageQueue;
  safety: ImageSafety;
  log: FastifyBaseLogger;
  /** Each model drawn by another than asked, with that other, once it has been logged. */
  loggedSubstitutes: Set<string>;
}

export type ImageServiceConfig = ModelOfferConfig &
  ImageSafetyConfig &
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

/** The configured back end (or `provider` in its place) behind a queue with the configured limits. */
export function createImageService(
  config: ImageServiceConfig,
  log: FastifyBaseLogger,
  offer: ImageModelOffer,
  provider = createImageProvider(config),
  safety = createImageSafety(config, log),
): ImageService {
  return {
    provider,
    offer,
    safety,
    log,
    loggedSubstitutes: new Set(),
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
      {
        dailyStarts: createDailyStartCounter(config, "image-starts", log),
        board: createJobBoard(config, log),
      },
    ),
  };
}

const NOT_CONFIGURED_DETAIL = "Image generation is not configured on this server";

/**
 * The visitor reads a short message and a reference; the back end's own words, which may carry
 * paths, keys or a stack trace, go only to the log under that reference, keys masked.
 */
function backEndFailure(service: ImageService, error: unknown): ImageGenerationFailure {
  const reference = randomUUID().slice(0, 8);
  const answer =
    error instanceof ImageProviderError ? error.message : "its answer could not be read";
  service.log.warn(
    { reference, provider: service.provider?.name, answer: maskSecrets(answer) },
    "The image back end failed",
  );
  return new ImageGenerationFailure("upstream-failed", imageServiceFailedDetail(reference));
}

/**
 * The label of the model that drew the picture: the public name when the back end ran the model
 * asked for, else its own name for the one that did (the demo renderer's, for the simulator). A
 * real back end's substitute is logged at error level, once for each model and substitute: every
 * picture of that model is drawn by another until the mapping or the installation is fixed.
 */
function madeByLabel(service: ImageService, asked: ImageModelId, ran: ModelThatRan): string {
  if (ran.asAsked) return imageModelLabel(asked);
  const key = `${asked}\n${ran.name}`;
  if (!service.provider?.simulated && !service.loggedSubstitutes.has(key)) {
    service.loggedSubstitutes.add(key);
    service.log.error(
      { provider: service.provider?.name, model: asked, asked: ran.asked, ran: ran.name },
      ran.asked === undefined
        ? "The image back end drew with its loaded model, as no model of its own is mapped to this one: map it in IMAGE_MODEL_NAMES"
        : "The image back end drew with another model than asked, so the one asked is not installed there: install it, or map IMAGE_MODEL_NAMES to an installed one",
    );
  }
  return ran.name;
}

/**
 * Generates one picture through the queue. The seed is chosen here when the visitor gave none,
 * so the answer can name it and the same picture can be made again.
 */
export async function generateImage(
  service: ImageService,
  input: ImageGenerationInput,
  ip: string,
  visitorGone: AbortSignal,
): Promise<ImageGenerationResponse> {
  const { provider, queue, safety } = service;
  const models = service.offer.current();
  // A back end that serves none of the models is as good as none: the page says it is unavailable.
  if (!provider || models.length === 0) {
    throw new ImageGenerationFailure("unavailable", NOT_CONFIGURED_DETAIL);
  }
  if (!models.includes(input.model)) {
    throw new ImageGenerationFailure("invalid", unservedModelDetail(input.model));
  }
  await safety.checkPrompt(
    { prompt: input.prompt, negativePrompt: input.negative_prompt },
    visitorGone,
  );
  const seed = input.seed ?? randomInt(IMAGE_SEED_MAX + 1);
  return queue.submit({
    id: input.job_id ?? randomUUID(),
    ip,
    signal: visitorGone,
    run: async ({ signal, onProgress }) => {
      const started = performance.now();
      const previews = screenPreviews(safety, onProgress, signal);
      const request = {
        prompt: input.prompt,
        negativePrompt: input.negative_prompt,
        width: input.width,
        height: input.height,
        steps: input.num_inference_steps,
        guidance: input.guidance_scale,
        model: input.model,
        seed,
      };
      let picture;
      try {
        picture = await provider.generate(request, { signal, onProgress: previews.onProgress });
      } catch (error) {
        // A cancel or the deadline keeps its own answer; a prompt the back end's own safety system
        // refused is answered as the site's filter answers one; anything else is its fault.
        if (signal.aborted) throw error;
        if (error instanceof ImagePromptRefusedError) {
          service.log.info(
            { provider: provider.name, answer: maskSecrets(error.message) },
            "The image back end's safety system refused the prompt",
          );
          throw new ImageSafetyRefusal("invalid", PROMPT_REFUSED_DETAIL);
        }
        throw backEndFailure(service, error);
      }
      previews.finish();
      const width = picture.width ?? input.width;
      const height = picture.height ?? input.height;
      const madeBy = madeByLabel(service, input.model, picture.model);
      const image = await markedPng(
        picture,
        { ...request, model: madeBy, width, height, demo: provider.simulated },
        provider.name,
      ).catch((error: unknown) => {
        throw backEndFailure(service, error);
      });
      // The marked picture is the one checked and answered, so its marks reach the download.
      await safety.checkImage(image);
      return {
        image: `data:${image.mimeType};base64,${image.bytes.toString("base64")}`,
        generation_time: Math.round(performance.now() - started) / 1000,
        model: input.model,
        model_label: madeBy,
        seed,
        width,
        height,
        ...(provider.simulated ? { demo: true as const } : {}),
      };
    },
  });
}
