// Limits and fixed texts of the AI image studio: plain values, free of the schema library, so the
// page can show its controls before that library loads.

export const IMAGE_MODELS = [
  { id: "stabilityai/stable-diffusion-3.5-large", label: "Stable Diffusion 3.5 Large" },
  { id: "stabilityai/stable-diffusion-3.5-large-turbo", label: "Stable Diffusion 3.5 Large Turbo" },
  { id: "runwayml/stable-diffusion-v1-5", label: "Stable Diffusion 1.5" },
  { id: "stabilityai/stable-diffusion-2-1", label: "Stable Diffusion 2.1" },
] as const;

export type ImageModelId = (typeof IMAGE_MODELS)[number]["id"];

export const IMAGE_MODEL_IDS = IMAGE_MODELS.map((model) => model.id) as [
  ImageModelId,
  ...ImageModelId[],
];

export const DEFAULT_IMAGE_MODEL: ImageModelId = "stabilityai/stable-diffusion-3.5-large";

export type SliderRange = { min: number; max: number; step: number; default: number };

export const IMAGE_SIZE_RANGE: SliderRange = { min: 256, max: 1024, step: 64, default: 512 };
export const IMAGE_STEPS_RANGE: SliderRange = { min: 10, max: 50, step: 1, default: 20 };
export const IMAGE_GUIDANCE_RANGE: SliderRange = { min: 1, max: 20, step: 0.5, default: 7.5 };

export const IMAGE_TEXT_LIMITS = { prompt: 1000, negativePrompt: 1000 } as const;

/**
 * Seeds are the non-negative part of a signed 32-bit integer: LocalAI casts the seed to int32
 * (a larger one wraps negative), and the other back ends take the same range.
 */
export const IMAGE_SEED_MAX = 2_147_483_647;

/** A job id the page chooses, so it can ask for progress while its request runs. */
export const IMAGE_JOB_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/**
 * How long one generation may take, waiting in the queue included, unless the server is configured
 * otherwise (IMAGE_TIMEOUT_MS); the page learns the configured value from the runtime config.
 */
export const DEFAULT_IMAGE_TIMEOUT_MS = 300_000;

/** The estimated progress while the server reports none: points added per tick, and its cap. */
export const IMAGE_FAKE_PROGRESS = { points: 5, intervalMs: 500, cap: 90 } as const;

/** The pause between a finished generation and its result dialog. */
export const IMAGE_RESULT_DELAY_MS = 500;

export const IMAGE_HISTORY = { storageKey: "aiGenerationHistory", kept: 10, shown: 5 } as const;

/** A model's readable name; unknown ids (from an old history) are shown as they are. */
export const imageModelLabel = (id: string) =>
  IMAGE_MODELS.find((model) => model.id === id)?.label ?? id;

/** The answer to a model the configured back end cannot serve. */
export function unservedModelDetail(id: ImageModelId): string {
  return `${imageModelLabel(id)} is not available on this server; please choose one of the offered models`;
}

export const PROMPT_REQUIRED_MESSAGE = "Please enter a prompt";

export const IMAGE_DEMO_NOTICE = "Demo mode: images are placeholders, no AI model is configured.";

/** What the result and the history name as the maker of a demo picture. */
export const IMAGE_DEMO_RENDERER = "Demo renderer (no AI model ran)";

/** The safety filter refused the prompt before it was queued. */
export const PROMPT_REFUSED_DETAIL =
  "This prompt was refused by the safety filter. Please describe something else.";

/** The safety filter withheld a finished picture; nothing of it is kept. */
export const IMAGE_WITHHELD_DETAIL =
  "The generated image was withheld by the safety filter. Please try a different prompt.";

/**
 * The back end failed or answered nothing usable. Its own answer (which may hold paths, keys or a
 * stack trace) goes to the server's log under `reference`, which the visitor can quote.
 */
export const imageServiceFailedDetail = (reference: string) =>
  `The image service could not make this picture. Please try again; if it keeps failing, quote reference ${reference}.`;

/** The safety filter could not check a prompt or picture, so neither is let through. */
export const IMAGE_SAFETY_UNAVAILABLE_DETAIL =
  "The safety check is unavailable right now. Please try again shortly.";
