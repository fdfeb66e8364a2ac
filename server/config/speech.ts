import { z } from "zod";
import { milliseconds, wholeNumber } from "./fields";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** The speech services a call held in the browser listens and speaks through, and its own limits. */
export const speechSettings = {
  /** Base URL of an OpenAI-compatible speech-to-text API (`POST /audio/transcriptions`), `/v1` included; unset, a call in the browser takes typed replies only. */
  STT_BASE_URL: httpUrl.optional(),
  /** Key for the speech-to-text API; unset, `LLM_API_KEY` (one OpenAI account serves both). */
  STT_API_KEY: z.string().min(1).optional(),
  /** Speech-to-text model (`gpt-4o-mini-transcribe`, `whisper-1`; self-hosted servers name their own). */
  STT_MODEL: z.string().min(1).default("gpt-4o-mini-transcribe"),
  /** Language of the visitor's speech as an ISO-639-1 code (`en`), sent to the speech-to-text API; empty lets it guess. */
  STT_LANGUAGE: z
    .union([z.literal(""), z.string().regex(/^[a-z]{2}$/, { error: "must be a code like en" })])
    .default("en"),
  /** Base URL of an OpenAI-compatible text-to-speech API (`POST /audio/speech`), `/v1` included; unset, the AI's lines in a call in the browser come as text only. */
  TTS_BASE_URL: httpUrl.optional(),
  /** Key for the text-to-speech API; unset, `LLM_API_KEY` (one OpenAI account serves both). */
  TTS_API_KEY: z.string().min(1).optional(),
  /** Text-to-speech model (`gpt-4o-mini-tts`, `tts-1`; self-hosted servers name their own). */
  TTS_MODEL: z.string().min(1).default("gpt-4o-mini-tts"),
  /** Voice the AI speaks with (`alloy`, `coral`, `sage`; self-hosted servers name their own). */
  TTS_VOICE: z.string().min(1).default("alloy"),
  /** How long the speech services may take to answer one request before the visitor is told speech failed. */
  SPEECH_TIMEOUT_MS: milliseconds(100, 10_000),
  /** Calls held in the browser (the visitor plays the person called) one client address may start per hour. */
  WEB_CALL_LIMIT_PER_IP_PER_HOUR: wholeNumber(1, 10),
  /** Calls held in the browser one client address may start per UTC day. */
  WEB_CALL_LIMIT_PER_IP_PER_DAY: wholeNumber(1, 30),
  /** Calls held in the browser the whole site may start per UTC day, a ceiling on the speech and chat bills. */
  WEB_CALL_DAILY_CAP: wholeNumber(1, 500),
  /** Longest a call held in the browser may last, in seconds; the server ends it then. */
  WEB_CALL_MAX_DURATION_SECONDS: wholeNumber(10, 300),
  /** Times the AI answers the visitor in one call held in the browser (each a model request); past it, it says goodbye and ends the call. */
  WEB_CALL_MAX_TURNS: wholeNumber(1, 20),
};
