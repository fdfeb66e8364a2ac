import { IMAGE_MODEL_IDS, type ImageModelId } from "#contract/ai-image-rules";

/** One generation, in the words every back end understands. */
export interface ImageJobRequest {
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  steps: number;
  guidance: number;
  model: ImageModelId;
  seed: number;
}

export interface ImageJobContext {
  /** Aborted when the visitor cancels or leaves, or the deadline passes. */
  signal: AbortSignal;
  /** Called whenever the back end reports how far it got. */
  onProgress: (progress: ImageProgress) => void;
}

/** How far a generation got, as much as the back end tells. */
export interface ImageProgress {
  /** 0 to 1. */
  fraction: number;
  /** Sampling step reached and steps in all, when the back end counts them. */
  step?: number;
  steps?: number;
  /** Seconds the back end expects to still need. */
  etaSeconds?: number;
  /** The picture as it forms (small JPEG or PNG), when the back end sends one. */
  preview?: GeneratedImage;
}

export interface GeneratedImage {
  bytes: Buffer;
  /** e.g. `image/png`. */
  mimeType: string;
}

/** Which model drew a picture, as the back end's answer tells where it does. */
export interface ModelThatRan {
  /** The back end's name for the model that ran, e.g. `v1-5-pruned-emaonly [6ce0161689]`. */
  name: string;
  /** The back end's name for the model asked for; none when the back end was left to choose. */
  asked?: string;
  /** Whether the model that ran is the one asked for. */
  asAsked: boolean;
}

/** The finished picture; its size when the back end made another than the one asked for. */
export interface GeneratedPicture extends GeneratedImage {
  width?: number;
  height?: number;
  model: ModelThatRan;
}

/** A back end that runs the model it is asked for or refuses: its name is the one that ran. */
export const ranAsAsked = (name: string): ModelThatRan => ({ name, asked: name, asAsked: true });

export interface ImageProvider {
  /** Shown in logs and the API documentation, e.g. `automatic1111`. */
  readonly name: string;
  /** The demo simulator: its pictures are placeholders, and the page says so. */
  readonly simulated: boolean;
  generate(request: ImageJobRequest, context: ImageJobContext): Promise<GeneratedPicture>;
}

/** The back end failed or answered something unusable: the visitor gets a 502. */
export class ImageProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageProviderError";
  }
}

/**
 * The back end's own safety system refused the prompt: a refusal of the visitor's words, answered
 * like the site's own filter, not a failure of the service.
 */
export class ImagePromptRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImagePromptRefusedError";
  }
}

/**
 * A public model the configuration asks the back end for, by the back end's own name for it; no
 * name where the back end draws with whichever model it has loaded.
 */
export interface ConfiguredModel {
  id: ImageModelId;
  name?: string;
}

/**
 * Each public model by the back end's name for it, configured or else the adapter's default; a
 * model with neither is not asked for.
 */
export function namedModels(
  configured: Partial<Record<ImageModelId, string>>,
  defaults: Partial<Record<ImageModelId, string>>,
): Required<ConfiguredModel>[] {
  return IMAGE_MODEL_IDS.flatMap((id) => {
    const name = configured[id] ?? defaults[id];
    return name === undefined ? [] : [{ id, name }];
  });
}

/** The back end's name for a public model id: configured, else the adapter's default. */
export function providerModelName(
  model: ImageModelId,
  configured: Partial<Record<ImageModelId, string>>,
  defaults: Record<ImageModelId, string>,
): string {
  return configured[model] ?? defaults[model];
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * fetch that reports an unreachable back end as a provider failure; an abort keeps its reason so
 * the queue can tell a cancel from a deadline.
 */
export async function providerFetch(
  url: string | URL,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal.aborted) throw init.signal.reason;
    throw new ImageProviderError(
      `The image service could not be reached (${error instanceof Error ? error.message : error})`,
    );
  }
}

/** A non-2xx answer, described for the operator's log (the visitor reads none of it). */
export async function failedAnswer(response: Response, service: string): Promise<never> {
  let text = "";
  try {
    text = (await response.text()).slice(0, 2000);
  } catch {
    // The status alone still says enough.
  }
  throw new ImageProviderError(
    `${service} answered ${response.status}${text ? `: ${text.replace(/\s+/g, " ")}` : ""}`,
  );
}

/** Downloads the picture from a link the back end answered with; PNG unless it says otherwise. */
export async function fetchImageFile(
  url: string | URL,
  signal: AbortSignal,
  service: string,
): Promise<GeneratedImage> {
  const file = await providerFetch(url, { signal });
  if (!file.ok) await failedAnswer(file, service);
  const mimeType = file.headers.get("content-type")?.split(";")[0] ?? "image/png";
  return { bytes: Buffer.from(await file.arrayBuffer()), mimeType };
}

/** Sends a fire-and-forget request (an interrupt): its failure must not hide the cancel. */
export function notify(url: string | URL, init: RequestInit = {}): void {
  fetch(url, { method: "POST", ...init, signal: AbortSignal.timeout(5000) })
    .then((response) => response.body?.cancel())
    .catch(() => undefined);
}
