import { Refusal } from "../../../refusal";
import type { FastifyBaseLogger } from "fastify";
import {
  IMAGE_SAFETY_UNAVAILABLE_DETAIL,
  IMAGE_WITHHELD_DETAIL,
  PROMPT_REFUSED_DETAIL,
} from "#contract/ai-image-rules";
import type { Config } from "../../../config";
import type { GeneratedImage } from "../../../providers/image/image-provider";
import { decodeImage } from "./decode-image";
import { classifyImage, loadImageClassifier, type ImageScores } from "./image-classifier";
import { createModerationCheck, promptHasBannedWords, type PromptPair } from "./prompt-check";

/** A prompt refused, a picture withheld, or a check that could not run. */
export class ImageSafetyRefusal extends Refusal<"invalid" | "withheld" | "unavailable"> {
  override name = "ImageSafetyRefusal";
}

/**
 * The classifier scores at or above which a picture is withheld. `strict` also withholds
 * suggestive pictures; `moderate` only explicit ones.
 */
export const WITHHOLD_AT: Record<"strict" | "moderate", Partial<ImageScores>> = {
  strict: { Porn: 0.4, Hentai: 0.4, Sexy: 0.6 },
  moderate: { Porn: 0.7, Hentai: 0.7 },
};

export type ImageSafetyConfig = Pick<
  Config,
  "IMAGE_SAFETY" | "IMAGE_MODERATION_URL" | "IMAGE_MODERATION_API_KEY" | "IMAGE_MODERATION_MODEL"
>;

export interface ImageSafety {
  /** Throws an ImageSafetyRefusal when the prompt may not be drawn. */
  checkPrompt(request: PromptPair, signal: AbortSignal): Promise<void>;
  /** Throws an ImageSafetyRefusal when the picture may not be shown. */
  checkImage(image: GeneratedImage): Promise<void>;
  /** Whether a picture passes, for previews that are dropped rather than refused. */
  passes(image: GeneratedImage): Promise<boolean>;
}

/** The safety filter `IMAGE_SAFETY` chooses; `off` lets everything through. */
export function createImageSafety(
  config: ImageSafetyConfig,
  log: FastifyBaseLogger,
  classify: (image: GeneratedImage) => Promise<ImageScores> = (image) =>
    classifyImage(decodeImage(image.bytes)),
): ImageSafety {
  const mode = config.IMAGE_SAFETY;
  if (mode === "off") {
    return { checkPrompt: async () => {}, checkImage: async () => {}, passes: async () => true };
  }
  const moderation =
    config.IMAGE_MODERATION_URL === undefined
      ? undefined
      : createModerationCheck(
          {
            url: config.IMAGE_MODERATION_URL,
            apiKey: config.IMAGE_MODERATION_API_KEY,
            model: config.IMAGE_MODERATION_MODEL,
          },
          mode,
        );
  const limits = Object.entries(WITHHOLD_AT[mode]) as [keyof ImageScores, number][];

  async function passes(image: GeneratedImage): Promise<boolean> {
    const started = performance.now();
    const scores = await classify(image);
    const passed = limits.every(([name, limit]) => scores[name] < limit);
    log.info(
      { scores, passed, classifyMs: Math.round(performance.now() - started) },
      "Image safety classification",
    );
    return passed;
  }

  return {
    async checkPrompt(request, signal) {
      if (promptHasBannedWords(request)) {
        throw new ImageSafetyRefusal("invalid", PROMPT_REFUSED_DETAIL);
      }
      if (!moderation) return;
      let verdict;
      try {
        verdict = await moderation(request.prompt, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error }, "The moderation endpoint failed");
        throw new ImageSafetyRefusal("unavailable", IMAGE_SAFETY_UNAVAILABLE_DETAIL);
      }
      if (verdict === "refused") throw new ImageSafetyRefusal("invalid", PROMPT_REFUSED_DETAIL);
    },
    async checkImage(image) {
      let passed;
      try {
        passed = await passes(image);
      } catch (error) {
        // A picture that cannot be classified is not shown.
        log.warn({ err: error }, "The image could not be classified");
        throw new ImageSafetyRefusal("unavailable", IMAGE_SAFETY_UNAVAILABLE_DETAIL);
      }
      if (!passed) throw new ImageSafetyRefusal("withheld", IMAGE_WITHHELD_DETAIL);
    },
    passes,
  };
}

/**
 * Loads the classifier in the background as a server starts, so the first visitor's picture does
 * not wait the two seconds it takes; apps built without starting a server load it on first use.
 */
export function warmUpImageSafety(config: ImageSafetyConfig, log: FastifyBaseLogger): void {
  if (config.IMAGE_SAFETY === "off") return;
  const started = performance.now();
  loadImageClassifier().then(
    () =>
      log.info(
        { loadMs: Math.round(performance.now() - started) },
        "The image safety classifier is ready",
      ),
    (error: unknown) => log.error({ err: error }, "The image safety classifier could not load"),
  );
}
