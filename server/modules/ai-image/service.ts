import { randomInt, randomUUID } from "node:crypto";
import type { ImageGenerationInput, ImageGenerationResponse } from "#contract/ai-image";
import { IMAGE_SEED_MAX } from "#contract/ai-image-rules";
import type { ImageQueue } from "../../jobs/image-queue";
import { ImageProviderError, type ImageProvider } from "../../providers/image/image-provider";

/** A failure the visitor is told about with this status and detail (502, 503 or 504). */
export class ImageGenerationFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ImageGenerationFailure";
  }
}

export interface ImageService {
  /** Undefined when no back end is configured (production without IMAGE_PROVIDER). */
  provider: ImageProvider | undefined;
  queue: ImageQueue;
}

const NOT_CONFIGURED_DETAIL = "Image generation is not configured on this server";

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
  const { provider, queue } = service;
  if (!provider) throw new ImageGenerationFailure(503, NOT_CONFIGURED_DETAIL);
  const seed = input.seed ?? randomInt(IMAGE_SEED_MAX + 1);
  return queue.submit({
    id: input.job_id ?? randomUUID(),
    ip,
    signal: visitorGone,
    run: async ({ signal, onProgress }) => {
      const started = performance.now();
      let image;
      try {
        image = await provider.generate(
          {
            prompt: input.prompt,
            negativePrompt: input.negative_prompt,
            width: input.width,
            height: input.height,
            steps: input.num_inference_steps,
            guidance: input.guidance_scale,
            model: input.model,
            seed,
          },
          { signal, onProgress },
        );
      } catch (error) {
        // A cancel or the deadline keeps its own answer; anything else is the back end's fault.
        if (signal.aborted) throw error;
        const reason =
          error instanceof ImageProviderError ? error.message : "its answer could not be read";
        throw new ImageGenerationFailure(502, `The image service failed: ${reason}`);
      }
      return {
        image: `data:${image.mimeType};base64,${image.bytes.toString("base64")}`,
        generation_time: Math.round(performance.now() - started) / 1000,
        model: input.model,
        seed,
      };
    },
  });
}
