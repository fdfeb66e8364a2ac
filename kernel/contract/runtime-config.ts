import { IMAGE_MODEL_IDS } from "./ai-image-rules";
import { z } from "./zod";

/** Where the SPA finds its APIs and which simulated services are active; served inside index.html. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  imageApiBaseUrl: z.string(),
  apiKey: z.string(),
  /** The server's limit on one image generation; the page waits as long and no longer. */
  imageTimeoutMs: z.number().int().positive(),
  /** The image models the configured back end can serve; the page offers only these. */
  imageModels: z.array(z.enum(IMAGE_MODEL_IDS)).default([...IMAGE_MODEL_IDS]),
  /**
   * The limits the call dialer's calls meet (generous in demo mode), stated on its page; absent
   * where no server wrote the config (the development server), and then not stated.
   */
  callLimits: z
    .object({
      /** Codes one address may ask for in an hour, before a number's first call. */
      codesPerIpPerHour: z.number().int().positive(),
      /** Days a confirmed number is called without a new code. */
      verifiedNumberDays: z.number().int().positive(),
      perIpPerHour: z.number().int().positive(),
      perNumberPerDay: z.number().int().positive(),
      maxDurationSeconds: z.number().int().positive(),
    })
    .optional(),
  /**
   * Calls held in the browser: whether the server hears speech (else replies are typed) and speaks
   * (else the AI's lines are text), and the limits stated on the page; absent where no server
   * wrote the config.
   */
  webCall: z
    .object({
      listens: z.boolean(),
      speaks: z.boolean(),
      perIpPerHour: z.number().int().positive(),
      perIpPerDay: z.number().int().positive(),
      maxDurationSeconds: z.number().int().positive(),
      maxTurns: z.number().int().positive(),
    })
    .optional(),
  /** Whether costly requests need a solved challenge against bots (BOT_CHALLENGE). */
  botChallenge: z.boolean().default(false),
  simulators: z.object({
    telephony: z.boolean(),
    llm: z.boolean(),
    image: z.boolean(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
