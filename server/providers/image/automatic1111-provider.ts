import type { ImageModelId } from "#contract/ai-image-rules";
import {
  failedAnswer,
  ImageProviderError,
  notify,
  providerFetch,
  type ImageProvider,
} from "./image-provider";

export interface Automatic1111Options {
  baseUrl: string;
  /** `user:password` when the server runs with `--api-auth`. */
  credentials?: string;
  /** Checkpoint titles per public model; an unmapped model uses whatever checkpoint is loaded. */
  modelNames: Partial<Record<ImageModelId, string>>;
  progressIntervalMs?: number;
}

const SAMPLER = "Euler a";

/**
 * AUTOMATIC1111 WebUI and compatible servers (Forge, SD.Next) started with `--api`. txt2img
 * blocks until the picture is ready, so progress is polled beside it; the progress endpoint is
 * global, which is exact while the queue sends one job at a time.
 */
export function createAutomatic1111Provider(options: Automatic1111Options): ImageProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.credentials) {
    headers.Authorization = `Basic ${Buffer.from(options.credentials).toString("base64")}`;
  }

  return {
    name: "automatic1111",
    simulated: false,
    async generate(request, { signal, onProgress }) {
      const checkpoint = options.modelNames[request.model];
      const interrupt = () => notify(`${base}/sdapi/v1/interrupt`, { headers });
      signal.addEventListener("abort", interrupt, { once: true });
      const poller = setInterval(() => {
        fetch(`${base}/sdapi/v1/progress?skip_current_image=true`, {
          headers,
          signal: AbortSignal.timeout(5000),
        })
          .then((response) => (response.ok ? response.json() : undefined))
          .then((body: unknown) => {
            const progress = (body as { progress?: unknown } | undefined)?.progress;
            if (typeof progress === "number" && progress > 0 && !signal.aborted) {
              onProgress({ fraction: Math.min(progress, 0.99) });
            }
          })
          .catch(() => undefined);
      }, options.progressIntervalMs ?? 500);

      try {
        const response = await providerFetch(`${base}/sdapi/v1/txt2img`, {
          method: "POST",
          headers,
          signal,
          body: JSON.stringify({
            prompt: request.prompt,
            negative_prompt: request.negativePrompt,
            seed: request.seed,
            sampler_name: SAMPLER,
            batch_size: 1,
            n_iter: 1,
            steps: request.steps,
            cfg_scale: request.guidance,
            width: request.width,
            height: request.height,
            send_images: true,
            save_images: false,
            ...(checkpoint ? { override_settings: { sd_model_checkpoint: checkpoint } } : {}),
          }),
        });
        if (!response.ok) await failedAnswer(response, "AUTOMATIC1111");
        const body = (await response.json()) as { images?: unknown };
        const [image] = Array.isArray(body.images) ? body.images : [];
        if (typeof image !== "string" || image === "") {
          throw new ImageProviderError("AUTOMATIC1111 answered without an image");
        }
        return { bytes: Buffer.from(image, "base64"), mimeType: "image/png" };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw error;
      } finally {
        clearInterval(poller);
        signal.removeEventListener("abort", interrupt);
      }
    },
  };
}
