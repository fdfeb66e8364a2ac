import {
  AI_CALL_LIMITS,
  AI_CALL_MESSAGES,
  callStatuses,
  CONSENT_MESSAGES,
  VERIFICATION_CODE_DIGITS,
} from "./ai-call-rules";
import { botChallengeField } from "./bot-challenge";
import { storedText } from "./fields";
import { z } from "./zod";

/** `POST /api/ai-call-dialer/call`, form-encoded. */
export const aiCallRequestSchema = z.object({
  to_number: z
    .string(AI_CALL_MESSAGES.missingFields)
    .trim()
    .min(1, AI_CALL_MESSAGES.missingFields)
    .regex(/^\d+$/, "Please send the phone number as digits only, country code first")
    .max(AI_CALL_LIMITS.toNumberDigits, "This phone number is too long"),
  message: storedText("the message", AI_CALL_MESSAGES.missingFields)
    .trim()
    .min(1, AI_CALL_MESSAGES.missingFields)
    .max(
      AI_CALL_LIMITS.message,
      `Please keep the initial message under ${AI_CALL_LIMITS.message + 1} characters`,
    ),
  /** Demo mode only: the visitor answers as the callee by typing instead of the scripted callee. */
  play_callee: z.stringbool().optional(),
  /** A solved challenge against bots (the ALTCHA widget's payload). */
  altcha: botChallengeField,
});
export type AiCallRequest = z.infer<typeof aiCallRequestSchema>;

export const aiCallStartedSchema = z.object({
  status: z.literal("call initiated"),
  call_sid: z.string(),
  /** The AI's opening line. */
  ai_text: z.string(),
  /** Proves to the WebSocket that this browser placed the call. */
  watch_token: z.string(),
});
export type AiCallStarted = z.infer<typeof aiCallStartedSchema>;

/** A refused or failed call; `detail` repeats the message for generic API clients. */
export const aiCallErrorSchema = z.object({
  status: z.literal("error"),
  message: z.string(),
  detail: z.string(),
});
export type AiCallError = z.infer<typeof aiCallErrorSchema>;

/** `POST /api/ai-call-dialer/hangup`: ends a call, proven the visitor's by its watch token. */
export const aiCallHangupRequestSchema = z.object({
  /** The network's id for the call: letters and digits (`CA…` for Twilio, `SIM…` in the demo). */
  call_sid: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9]+$/, "Please send the call's id as its answer gave it"),
  token: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, "Please send the call's watch token as its answer gave it"),
});
export type AiCallHangupRequest = z.infer<typeof aiCallHangupRequestSchema>;

export const aiCallHangupSchema = z.object({
  /** `call ending` while the phone network hangs up; `call ended` when it already has. */
  status: z.enum(["call ending", "call ended"]),
  call_sid: z.string(),
});
export type AiCallHangup = z.infer<typeof aiCallHangupSchema>;

/** `POST /api/ai-call-dialer/verification`: text a one-time code to the number to be called. */
export const verificationRequestSchema = z.object({
  to_number: aiCallRequestSchema.shape.to_number,
  altcha: botChallengeField,
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const verificationStartedSchema = z.object({
  /** `verified`: the number is still verified, no code was sent. */
  status: z.enum(["pending", "verified"]),
  message: z.string(),
  /** Demo mode only: the code a text message would carry, for the page to show. */
  demo_code: z.string().optional(),
});
export type VerificationStarted = z.infer<typeof verificationStartedSchema>;

/** `POST /api/ai-call-dialer/verification/check`: the code the person called received. */
export const verificationCheckSchema = z.object({
  to_number: aiCallRequestSchema.shape.to_number,
  code: z
    .string(CONSENT_MESSAGES.codeFormat)
    .trim()
    .regex(
      new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS.min},${VERIFICATION_CODE_DIGITS.max}}$`),
      CONSENT_MESSAGES.codeFormat,
    ),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

export const verificationApprovedSchema = z.object({
  status: z.literal("approved"),
  message: z.string(),
  /** ISO-8601: calls to the number need no new code until then. */
  verified_until: z.string(),
});
export type VerificationApproved = z.infer<typeof verificationApprovedSchema>;

// WebSocket `GET /api/ai-call-dialer/ws?api_key=...`: browser to server.

export const watchMessageSchema = z.object({
  type: z.literal("watch"),
  call_sid: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});

/** Demo mode: a line the visitor says as the person called. */
export const calleeSayMessageSchema = z.object({
  type: z.literal("callee_say"),
  call_sid: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  message: storedText("the line").trim().min(1).max(AI_CALL_LIMITS.calleeLine),
});

export const clientMessageSchema = z.discriminatedUnion("type", [
  watchMessageSchema,
  calleeSayMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// Server to browser.

export const callStatusEventSchema = z.object({
  type: z.literal("call_status"),
  call_sid: z.string(),
  status: z.enum(callStatuses),
});

/** A transcript line; it has no `type`, as the original clients expect. */
export const transcriptLineSchema = z.object({
  call_sid: z.string(),
  speaker: z.string(),
  message: z.string(),
  /** ISO-8601; shown in the visitor's local time. */
  timestamp: z.string(),
  /** An AI line after the callee spoke: milliseconds from the end of their words to its first words. */
  wait_ms: z.number().int().nonnegative().optional(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

export const callSummaryEventSchema = z.object({
  type: z.literal("call_summary"),
  call_sid: z.string(),
  summary: z.string(),
  /** How long the callee waited for the AI's answers: the call's median and 90th percentile. */
  wait_median_ms: z.number().int().nonnegative().optional(),
  wait_p90_ms: z.number().int().nonnegative().optional(),
});

/** A refused watch or demo line; the socket stays open. */
export const socketErrorEventSchema = z.object({
  type: z.literal("error"),
  call_sid: z.string().optional(),
  message: z.string(),
});

export const callEventSchema = z.union([
  callStatusEventSchema,
  callSummaryEventSchema,
  socketErrorEventSchema,
  transcriptLineSchema,
]);
export type CallEvent = z.infer<typeof callEventSchema>;
export type CallStatusEvent = z.infer<typeof callStatusEventSchema>;
export type CallSummaryEvent = z.infer<typeof callSummaryEventSchema>;
