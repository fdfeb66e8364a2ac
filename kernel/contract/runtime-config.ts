import { z } from "./zod";

/** Where the SPA finds its APIs and which simulated services are active; served inside index.html. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  imageApiBaseUrl: z.string(),
  apiKey: z.string(),
  /** The server's limit on one image generation; the page waits as long and no longer. */
  imageTimeoutMs: z.number().int().positive(),
  /** Whether costly requests need a solved challenge against bots (BOT_CHALLENGE). */
  botChallenge: z.boolean().default(false),
  simulators: z.object({
    telephony: z.boolean(),
    llm: z.boolean(),
    image: z.boolean(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The id of the JSON `<script>` block that carries the runtime config. */
export const RUNTIME_CONFIG_ELEMENT_ID = "runtime-config";
