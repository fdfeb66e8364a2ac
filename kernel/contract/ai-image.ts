import { botChallengeField } from "./bot-challenge";
import { z } from "./zod";
import {
  IMAGE_GUIDANCE_RANGE,
  IMAGE_JOB_ID_PATTERN,
  IMAGE_MODEL_IDS,
  IMAGE_SEED_MAX,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  IMAGE_TEXT_LIMITS,
  PROMPT_REQUIRED_MESSAGE,
  type SliderRange,
} from "./ai-image-rules";

function rangeField(label: string, range: SliderRange) {
  const message = `${label} must be from ${range.min} to ${range.max} in steps of ${range.step}`;
  return z
    .number(message)
    .min(range.min, message)
    .max(range.max, message)
    .refine((value) => Number.isInteger((value - range.min) / range.step), message);
}

/** What the page sends to generate one image. */
export const imageGenerationRequestSchema = z.object({
  prompt: z
    .string(PROMPT_REQUIRED_MESSAGE)
    .trim()
    .min(1, PROMPT_REQUIRED_MESSAGE)
    .max(
      IMAGE_TEXT_LIMITS.prompt,
      `Please keep the prompt under ${IMAGE_TEXT_LIMITS.prompt + 1} characters`,
    ),
  negative_prompt: z
    .string()
    .trim()
    .max(
      IMAGE_TEXT_LIMITS.negativePrompt,
      `Please keep the negative prompt under ${IMAGE_TEXT_LIMITS.negativePrompt + 1} characters`,
    )
    .default(""),
  width: rangeField("Width", IMAGE_SIZE_RANGE),
  height: rangeField("Height", IMAGE_SIZE_RANGE),
  num_inference_steps: rangeField("Steps", IMAGE_STEPS_RANGE),
  guidance_scale: rangeField("Guidance scale", IMAGE_GUIDANCE_RANGE),
  model: z.enum(IMAGE_MODEL_IDS, "Please choose one of the offered models"),
  seed: z
    .number()
    .int(`The seed must be a whole number from 0 to ${IMAGE_SEED_MAX}`)
    .min(0, `The seed must be a whole number from 0 to ${IMAGE_SEED_MAX}`)
    .max(IMAGE_SEED_MAX, `The seed must be a whole number from 0 to ${IMAGE_SEED_MAX}`)
    .optional(),
  job_id: z
    .string()
    .regex(IMAGE_JOB_ID_PATTERN, "The job id must be 8 to 64 letters, digits or dashes")
    .optional(),
  /** A solved challenge against bots (the ALTCHA widget's payload). */
  altcha: botChallengeField,
});
export type ImageGenerationRequest = z.input<typeof imageGenerationRequestSchema>;
export type ImageGenerationInput = z.output<typeof imageGenerationRequestSchema>;

export const imageGenerationResponseSchema = z.object({
  /** The picture as a data URL, e.g. `data:image/png;base64,...`. */
  image: z.string().regex(/^data:image\/[a-z+.-]+;base64,/),
  /** Seconds from the start of generation (after any wait in the queue) to the picture. */
  generation_time: z.number().nonnegative(),
  /** The model asked for. */
  model: z.enum(IMAGE_MODEL_IDS),
  /**
   * What drew the picture, as the back end reports it: the asked model's name when that one ran,
   * else the back end's own name for the model that did (or the demo renderer).
   */
  model_label: z.string().min(1),
  seed: z.number().int().min(0).max(IMAGE_SEED_MAX),
  /** The picture's size, which a back end with fixed sizes may choose instead of the one asked. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Present, and true, when the demo renderer drew the picture: no model ran. */
  demo: z.literal(true).optional(),
});
export type ImageGenerationResponse = z.infer<typeof imageGenerationResponseSchema>;

export const IMAGE_JOB_STATES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type ImageJobState = (typeof IMAGE_JOB_STATES)[number];

export const imageJobParamsSchema = z.object({
  id: z.string().regex(IMAGE_JOB_ID_PATTERN, "Unknown job"),
});

/** Where a generation stands while its request runs. */
export const imageJobStatusSchema = z.object({
  id: z.string(),
  state: z.enum(IMAGE_JOB_STATES),
  /** 1 for the next to start; null once it runs or ended. */
  queue_position: z.number().int().positive().nullable(),
  /** 0 to 1; it reaches 1 only when the picture is ready. */
  progress: z.number().min(0).max(1),
  /** Sampling step reached and steps in all, when the back end counts them. */
  step: z.number().int().nonnegative().nullable(),
  steps: z.number().int().positive().nullable(),
  /** Seconds since the job started running; null while it waits or once it ended. */
  elapsed_seconds: z.number().nonnegative().nullable(),
  /** Estimated seconds left while it runs; null when there is nothing to estimate from yet. */
  eta_seconds: z.number().nonnegative().nullable(),
  /** The picture as it forms (a small data URL, renewed at most once a second), while it runs. */
  preview: z
    .string()
    .regex(/^data:image\/(png|jpeg|webp);base64,/)
    .nullable(),
});
export type ImageJobStatus = z.infer<typeof imageJobStatusSchema>;
