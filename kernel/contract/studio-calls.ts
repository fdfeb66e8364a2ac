import { z } from "./zod";

// The console's calls and do-not-call list. Numbers never travel in full: a call's number is
// masked, and a listed number is known only by its stored hash.

export const callSummarySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  status: z.string(),
  /** `browser`: held in the visitor's browser, who spoke as the person called; nothing dialled. */
  channel: z.enum(["phone", "browser"]),
  /** Placed in demo mode: nothing rang. */
  demo: z.boolean(),
  /** Masked, e.g. `+919******10`; null for a browser call. */
  number: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  instruction: z.string(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const callsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const callsPageSchema = z.object({
  calls: z.array(callSummarySchema),
  hasMore: z.boolean(),
});

export const callLineSchema = z.object({
  speaker: z.string(),
  message: z.string(),
  /** When it was said; null for the opening line, said as the call was answered. */
  at: z.string().nullable(),
  /** An AI line: how long the person waited for its first words. */
  waitMs: z.number().nullable(),
});
export type CallLine = z.infer<typeof callLineSchema>;

export const callDetailSchema = z.object({
  call: callSummarySchema,
  statuses: z.array(z.object({ status: z.string(), at: z.string() })),
  transcript: z.array(callLineSchema),
  summary: z.string().nullable(),
  latency: z.object({
    medianMs: z.number().nullable(),
    p90Ms: z.number().nullable(),
    /** The AI lines whose wait was measured. */
    measuredLines: z.number(),
  }),
  /** The message the AI left when a voicemail answered. */
  voicemail: z.string().nullable(),
  consent: z.object({
    /** How the number's owner agreed to be called (or why no one had to). */
    how: z.string(),
    verifiedAt: z.string().nullable(),
    verifiedUntil: z.string().nullable(),
    /** The AI's first words, which say it is an AI calling for the studio. */
    disclosure: z.string(),
  }),
});
export type CallDetail = z.infer<typeof callDetailSchema>;

export const doNotCallEntrySchema = z.object({
  /** The number's stored hash: the only name the list has for it. */
  key: z.string(),
  listedAt: z.string(),
  listedBy: z.string(),
  reason: z.string(),
});
export type DoNotCallEntry = z.infer<typeof doNotCallEntrySchema>;

export const doNotCallListSchema = z.object({ entries: z.array(doNotCallEntrySchema) });

export const doNotCallAdditionSchema = z.object({
  number: z.string().trim().min(1, "Enter a phone number").max(40),
  reason: z.string().trim().min(1, "Say why the number is listed").max(500),
});
export type DoNotCallAddition = z.infer<typeof doNotCallAdditionSchema>;

export const doNotCallAddedSchema = z.object({
  entry: doNotCallEntrySchema,
  /** The number as the operator may read it back, masked; never stored. */
  masked: z.string(),
});

export const doNotCallKeySchema = z.object({ key: z.string().regex(/^[0-9a-f]{64}$/) });
