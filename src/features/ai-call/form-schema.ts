import {
  aiCallRequestSchema,
  calleeSayMessageSchema,
  verificationCheckSchema,
} from "#contract/ai-call";
import { z } from "#contract/zod";
import { AI_CALL_MESSAGES } from "#contract/ai-call-rules";

// Visitors type numbers as they write them ("+91 98765-43210"); the API takes the digits alone.
const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** The call form: the API's request, read from the boxes as the visitor filled them in. */
export const callFormSchema = aiCallRequestSchema.extend({
  to_number: z
    .string(AI_CALL_MESSAGES.missingFields)
    .transform(digitsOnly)
    .pipe(aiCallRequestSchema.shape.to_number),
  play_callee: z.boolean(),
});

export type CallRequest = z.output<typeof callFormSchema>;

/** The consent step: the code the person called received. */
export const codeFormSchema = z.object({ code: verificationCheckSchema.shape.code });

export type CodeForm = z.output<typeof codeFormSchema>;

/** Demo mode: a line the visitor types as the person called; an empty one is not sent. */
export const calleeReplySchema = z.object({ line: calleeSayMessageSchema.shape.message });
