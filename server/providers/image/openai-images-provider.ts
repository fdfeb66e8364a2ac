import type { ImageModelId } from "#contract/ai-image-rules";
import {
  failedAnswer,
  fetchImageFile,
  ImageProviderError,
  providerFetch,
  providerModelName,
  type ImageProvider,
} from "./image-provider";

export interface OpenAiImagesOptions {
  /** Includes the version path, e.g. `http://127.0.0.1:8080/v1` for LocalAI. */
  baseUrl: string;
  apiKey?: string;
  modelNames: Partial<Record<ImageModelId, string>>;
}

const DEFAULT_NAMES: Record<ImageModelId, string> = {
  "stabilityai/stable-diffusion-3.5-large": "stable-diffusion-3.5-large",
  "stabilityai/stable-diffusion-3.5-large-turbo": "stable-diffusion-3.5-large-turbo",
  "runwayml/stable-diffusion-v1-5": "stable-diffusion-v1-5",
  "stabilityai/stable-diffusion-2-1": "stable-diffusion-2-1",
};

/**
 * Any OpenAI-compatible `/images/generations` endpoint (LocalAI among them). The extra fields
 * (negative prompt, steps, seed) are LocalAI's; other servers ignore them. No progress is reported.
 */
export function createOpenAiImagesProvider(options: OpenAiImagesOptions): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

  return {
    name: "openai",
    simulated: false,
    async generate(request, { signal }) {
      const response = await providerFetch(`${base}/images/generations`, {
        method: "POST",
        headers,
        signal,
        body: JSON.stringify({
          model: providerModelName(request.model, options.modelNames, DEFAULT_NAMES),
          prompt: request.prompt,
          negative_prompt: request.negativePrompt || undefined,
          n: 1,
          size: `${request.width}x${request.height}`,
          response_format: "b64_json",
          step: request.steps,
          seed: request.seed,
        }),
      });
      if (!response.ok) await failedAnswer(response, "The image API");
      const body = (await response.json()) as { data?: { b64_json?: unknown; url?: unknown }[] };
      const [item] = body.data ?? [];
      if (typeof item?.b64_json === "string" && item.b64_json !== "") {
        return { bytes: Buffer.from(item.b64_json, "base64"), mimeType: "image/png" };
      }
      if (typeof item?.url === "string") {
        // Some servers answer with a link to the file instead of its bytes.
        return fetchImageFile(new URL(item.url, `${base}/`), signal, "The image API's file link");
      }
      throw new ImageProviderError("The image API answered without an image");
    },
  };
}
