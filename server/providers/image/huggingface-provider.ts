import type { ImageModelId } from "#contract/ai-image-rules";
import { asPng } from "./image-format";
import {
  abortableDelay,
  type ConfiguredModel,
  failedAnswer,
  ImageProviderError,
  namedModels,
  providerFetch,
  type ImageProvider,
  ranAsAsked,
} from "./image-provider";

export interface HuggingFaceOptions {
  /** The models' base, e.g. `https://router.huggingface.co/hf-inference/models`. */
  baseUrl: string;
  token?: string;
  modelNames: Partial<Record<ImageModelId, string>>;
  /** Pause before asking again after a 503. */
  retryWaitMs?: number;
}

/**
 * The Hub repositories that serve each public model. Stable Diffusion 1.5 lives on in its
 * community copy since its owner deleted the original; Stability removed 2.1 and no copy is served,
 * so it is asked for only when IMAGE_MODEL_NAMES names a repository for it.
 */
const DEFAULT_NAMES: Partial<Record<ImageModelId, string>> = {
  "stabilityai/stable-diffusion-3.5-large": "stabilityai/stable-diffusion-3.5-large",
  "stabilityai/stable-diffusion-3.5-large-turbo": "stabilityai/stable-diffusion-3.5-large-turbo",
  "runwayml/stable-diffusion-v1-5": "stable-diffusion-v1-5/stable-diffusion-v1-5",
};

/** The public models asked of Hugging Face, by repository: the mapped ones, else the defaults. */
export function huggingFaceConfiguredModels(
  modelNames: Partial<Record<ImageModelId, string>>,
): ConfiguredModel[] {
  return namedModels(modelNames, DEFAULT_NAMES);
}

/**
 * A busy or restarting service answers 503; it is asked again a few times, as Hugging Face's own
 * client does (huggingface.js `utils/request.ts` retries any 503), but not forever.
 */
const TRIES_ON_503 = 3;

/** Hugging Face Inference text-to-image; the picture comes back whole, with no progress. */
export function createHuggingFaceProvider(options: HuggingFaceOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "image/png",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const retryWait = options.retryWaitMs ?? 1000;

  return {
    name: "huggingface",
    simulated: false,
    async generate(request, { signal }) {
      const model = options.modelNames[request.model] ?? DEFAULT_NAMES[request.model];
      if (!model) throw new ImageProviderError("Hugging Face serves no such model");
      const body = JSON.stringify({
        inputs: request.prompt,
        parameters: {
          negative_prompt: request.negativePrompt || undefined,
          num_inference_steps: request.steps,
          guidance_scale: request.guidance,
          width: request.width,
          height: request.height,
          seed: request.seed,
        },
      });
      for (let attempt = 1; ; attempt += 1) {
        const response = await providerFetch(`${base}/${model}`, {
          method: "POST",
          headers,
          body,
          signal,
        });
        if (response.status === 503 && attempt < TRIES_ON_503) {
          await response.body?.cancel();
          await abortableDelay(retryWait, signal);
          continue;
        }
        if (!response.ok) await failedAnswer(response, "Hugging Face");
        const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
        if (!type.startsWith("image/")) {
          throw new ImageProviderError(`Hugging Face answered ${type || "no content type"}`);
        }
        // Often a JPEG, whatever Accept asked for. The repository in the address is the model
        // that ran: one the service does not serve answers 404.
        const picture = await asPng(Buffer.from(await response.arrayBuffer()), "Hugging Face");
        return { ...picture, model: ranAsAsked(model) };
      }
    },
  };
}
