import { z } from "zod";
import { DEFAULT_IMAGE_TIMEOUT_MS, IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import { milliseconds, port, wholeNumber } from "./fields";

const IMAGE_PROVIDERS = ["demo", "automatic1111", "comfyui", "huggingface", "openai"] as const;

/** Public model id → the image back end's own name for it, as a JSON object. */
const imageModelNames = z
  .string()
  .default("{}")
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "must be a JSON object" });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(z.enum(IMAGE_MODEL_IDS), z.string().min(1), {
      error: "must map the public model ids to names",
    }),
  );

/** The image back end, and how many generations it takes from whom. */
export const imageSettings = {
  /** `demo`, `automatic1111`, `comfyui`, `huggingface` or `openai`; unset: `demo`, except in production, which then refuses. */
  IMAGE_PROVIDER: z.enum(IMAGE_PROVIDERS).optional(),
  /** Base URL of the image back end; unset: its usual address (local ports 7860 and 8188, the public APIs). */
  IMAGE_PROVIDER_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** Token for Hugging Face or the OpenAI-compatible API, or `user:password` for AUTOMATIC1111's `--api-auth`. */
  IMAGE_PROVIDER_TOKEN: z.string().optional(),
  /** For `openai`: `openai` (its own models and sizes) or `localai` (adds steps, seed, negative prompt); unset: `openai` at api.openai.com */
  IMAGE_API_DIALECT: z.enum(["openai", "localai"]).optional(),
  /** JSON object from the four public model ids to the back end's names (checkpoints, model names). */
  IMAGE_MODEL_NAMES: imageModelNames,
  /** How often the back end's list of the models it serves is read again; the page offers only those. */
  IMAGE_CATALOGUE_REFRESH_MS: milliseconds(100, 300_000),
  /** For `huggingface`: the Hub API that says which providers serve a model. */
  IMAGE_HUB_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://huggingface.co"),
  /** Image generations that run at the same time. */
  IMAGE_CONCURRENCY: wholeNumber(1, 1),
  /** Image generations that may wait for a free slot; more are refused with 503. */
  IMAGE_QUEUE_LIMIT: wholeNumber(0, 20),
  /** Image generations one client address may have waiting or running at once (429 beyond). */
  IMAGE_PER_IP_ACTIVE_LIMIT: wholeNumber(1, 2),
  /** Image generations one client address may start per day, UTC (429 beyond). */
  IMAGE_PER_IP_DAILY_LIMIT: wholeNumber(1, 100),
  /** Image generations the whole site may start per day, UTC (429 beyond). */
  IMAGE_DAILY_LIMIT: wholeNumber(1, 2000),
  /** Longest time one image generation may take, waiting included, before a 504. */
  IMAGE_TIMEOUT_MS: wholeNumber(1, DEFAULT_IMAGE_TIMEOUT_MS),
  /** Milliseconds per simulated step in image demo mode. */
  IMAGE_DEMO_STEP_MS: wholeNumber(0, 100),
  /** Safety filter on prompts and pictures: `strict` also withholds suggestive pictures, `moderate` only explicit ones, `off` checks nothing. */
  IMAGE_SAFETY: z.enum(["strict", "moderate", "off"]).default("strict"),
  /** Base URL of an OpenAI-compatible moderation API, `/v1` included; set, it checks each prompt after the word list. */
  IMAGE_MODERATION_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** Key for the moderation API (any value for a local server that ignores it). */
  IMAGE_MODERATION_API_KEY: z.string().min(1).default("not-needed"),
  /** Moderation model the prompts are checked with. */
  IMAGE_MODERATION_MODEL: z.string().min(1).default("omni-moderation-latest"),
  /** Port of `npm run image-service`, the image API as its own process. */
  IMAGE_SERVICE_PORT: port(8081),
};
