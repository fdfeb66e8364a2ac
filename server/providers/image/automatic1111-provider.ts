import { IMAGE_MODEL_IDS, type ImageModelId } from "#contract/ai-image-rules";
import { asPng, smallPreview } from "./image-format";
import {
  type ConfiguredModel,
  failedAnswer,
  type ImageJobContext,
  type ImageProgress,
  ImageProviderError,
  type ModelThatRan,
  namedModels,
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
  /** Shortest time between two live previews passed on. */
  previewIntervalMs?: number;
}

interface ProgressAnswer {
  progress?: unknown;
  eta_relative?: unknown;
  state?: { sampling_step?: unknown; sampling_steps?: unknown };
  current_image?: unknown;
}

/**
 * Polls `/sdapi/v1/progress` with the forming picture (`current_image`, filled when the server's
 * live previews are on) and reports step, time left and, now and then, a small preview.
 */
function pollProgress(
  base: string,
  headers: Record<string, string>,
  options: Automatic1111Options,
  signal: AbortSignal,
  onProgress: ImageJobContext["onProgress"],
): () => void {
  const previewEvery = options.previewIntervalMs ?? 1000;
  let lastPreviewAt = 0;
  let lastPreview = "";
  const poll = async () => {
    const response = await fetch(`${base}/sdapi/v1/progress?skip_current_image=false`, {
      headers,
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return;
    const body = (await response.json()) as ProgressAnswer;
    if (typeof body.progress !== "number" || body.progress <= 0 || signal.aborted) return;
    const { sampling_step: step, sampling_steps: steps } = body.state ?? {};
    const progress: ImageProgress = { fraction: Math.min(body.progress, 0.99) };
    if (typeof step === "number" && typeof steps === "number" && steps > 0) {
      Object.assign(progress, { step, steps });
    }
    if (typeof body.eta_relative === "number" && body.eta_relative >= 0) {
      progress.etaSeconds = body.eta_relative;
    }
    const image = body.current_image;
    if (
      typeof image === "string" &&
      image !== "" &&
      image !== lastPreview &&
      Date.now() - lastPreviewAt >= previewEvery
    ) {
      lastPreview = image;
      lastPreviewAt = Date.now();
      progress.preview = await smallPreview(Buffer.from(image, "base64"));
    }
    if (!signal.aborted) onProgress(progress);
  };
  const timer = setInterval(
    () => void poll().catch(() => undefined),
    options.progressIntervalMs ?? 500,
  );
  return () => clearInterval(timer);
}

const SAMPLER = "Euler a";

/** A checkpoint title's short hash, e.g. `6ce0161689` in `v1-5-pruned-emaonly.safetensors [6ce0161689]`. */
const TITLE_HASH = /\s*\[([0-9a-f]+)\]\s*$/i;

/**
 * The checkpoint that drew the picture, from the answer's `info` (a JSON string naming
 * `sd_model_name` and `sd_model_hash`, modules/processing.py). An override the WebUI cannot resolve
 * is dropped silently and the loaded checkpoint answers (modules/sd_models.py
 * `get_closet_checkpoint_match`), so the asked title is compared with the one that ran: by its
 * short hash when it has one, else by its file name without folder and extension.
 */
export function automatic1111ModelThatRan(info: unknown, asked: string | undefined): ModelThatRan {
  let ran: { sd_model_name?: unknown; sd_model_hash?: unknown } = {};
  try {
    ran = typeof info === "string" ? JSON.parse(info) : {};
  } catch {
    // An answer without readable info names no model.
  }
  const stem = typeof ran.sd_model_name === "string" ? ran.sd_model_name : undefined;
  const hash = typeof ran.sd_model_hash === "string" ? ran.sd_model_hash : undefined;
  const name = stem && hash ? `${stem} [${hash}]` : (stem ?? "an unnamed checkpoint");
  if (asked === undefined || stem === undefined) return { name, asked, asAsked: false };
  const askedHash = TITLE_HASH.exec(asked)?.[1];
  const askedStem = asked
    .replace(TITLE_HASH, "")
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.(safetensors|ckpt)$/i, "");
  const asAsked = askedHash
    ? askedHash.toLowerCase() === hash?.toLowerCase()
    : askedStem === stem || asked === hash;
  return { name, asked, asAsked };
}

/**
 * The public models asked of a WebUI: the mapped ones, by checkpoint title; with none mapped,
 * every model, each drawn by whichever checkpoint is loaded.
 */
export function automatic1111ConfiguredModels(
  modelNames: Partial<Record<ImageModelId, string>>,
): ConfiguredModel[] {
  const mapped = namedModels(modelNames, {});
  return mapped.length > 0 ? mapped : IMAGE_MODEL_IDS.map((id) => ({ id }));
}

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
      const stopPolling = pollProgress(base, headers, options, signal, onProgress);

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
        const body = (await response.json()) as { images?: unknown; info?: unknown };
        const [image] = Array.isArray(body.images) ? body.images : [];
        if (typeof image !== "string" || image === "") {
          throw new ImageProviderError("AUTOMATIC1111 answered without an image");
        }
        // Encoded in the server's samples_format (png, jpg or webp), whatever the option says.
        const picture = await asPng(Buffer.from(image, "base64"), "AUTOMATIC1111");
        return { ...picture, model: automatic1111ModelThatRan(body.info, checkpoint) };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        throw error;
      } finally {
        stopPolling();
        signal.removeEventListener("abort", interrupt);
      }
    },
  };
}
