import type { ImageModelId } from "#contract/ai-image-rules";
import {
  abortableDelay,
  failedAnswer,
  ImageProviderError,
  providerFetch,
  providerModelName,
  type ImageProvider,
} from "./image-provider";

export interface HuggingFaceOptions {
  /** The models' base, e.g. `https://router.huggingface.co/hf-inference/models`. */
  baseUrl: string;
  token?: string;
  modelNames: Partial<Record<ImageModelId, string>>;
  /** Longest wait between two tries while a model loads. */
  maxLoadingWaitMs?: number;
}

// The public ids are Hugging Face repository names already.
const DEFAULT_NAMES: Record<ImageModelId, string> = {
  "stabilityai/stable-diffusion-3.5-large": "stabilityai/stable-diffusion-3.5-large",
  "stabilityai/stable-diffusion-3.5-large-turbo": "stabilityai/stable-diffusion-3.5-large-turbo",
  "runwayml/stable-diffusion-v1-5": "runwayml/stable-diffusion-v1-5",
  "stabilityai/stable-diffusion-2-1": "stabilityai/stable-diffusion-2-1",
};

/** Whether a 503 says the model is still loading (worth another try) rather than broken. */
function loadingWait(body: unknown): number | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, estimated_time: estimate } = body as { error?: unknown; estimated_time?: unknown };
  if (typeof error !== "string" || !/loading/i.test(error)) return undefined;
  return typeof estimate === "number" && estimate > 0 ? estimate * 1000 : 1000;
}

/**
 * Hugging Face Inference text-to-image. A model that is loading answers 503 with an estimate; it
 * is asked again after that wait until it answers or the job's deadline aborts the wait.
 */
export function createHuggingFaceProvider(options: HuggingFaceOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "image/png",
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const maxWait = options.maxLoadingWaitMs ?? 20_000;

  return {
    name: "huggingface",
    simulated: false,
    async generate(request, { signal }) {
      const model = providerModelName(request.model, options.modelNames, DEFAULT_NAMES);
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
      for (;;) {
        const response = await providerFetch(`${base}/${model}`, {
          method: "POST",
          headers,
          body,
          signal,
        });
        const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
        if (response.ok && type.startsWith("image/")) {
          return { bytes: Buffer.from(await response.arrayBuffer()), mimeType: type };
        }
        if (response.ok) {
          throw new ImageProviderError(`Hugging Face answered ${type || "no content type"}`);
        }
        if (response.status === 503) {
          const text = await response.text();
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          const wait = loadingWait(parsed);
          if (wait !== undefined) {
            await abortableDelay(Math.min(wait, maxWait), signal);
            continue;
          }
          throw new ImageProviderError(`Hugging Face answered 503: ${text.slice(0, 300)}`);
        }
        await failedAnswer(response, "Hugging Face");
      }
    },
  };
}
