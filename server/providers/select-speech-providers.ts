import type { Config } from "../config";
import { createOpenAiSpeechToText, createOpenAiTextToSpeech } from "./speech/openai-speech";
import type { SpeechToText, TextToSpeech } from "./speech/speech";

export type SpeechProviderConfig = Pick<
  Config,
  | "STT_BASE_URL"
  | "STT_API_KEY"
  | "STT_MODEL"
  | "STT_LANGUAGE"
  | "TTS_BASE_URL"
  | "TTS_API_KEY"
  | "TTS_MODEL"
  | "TTS_VOICE"
  | "SPEECH_TIMEOUT_MS"
  | "LLM_API_KEY"
>;

/** A speech service's key; one left unset is the chat model's, as one account often serves both. */
export const speechApiKey = (config: SpeechProviderConfig, service: "STT" | "TTS"): string =>
  config[`${service}_API_KEY`] ?? config.LLM_API_KEY;

/** Whether a speech-to-text service is configured: without one, replies are typed. */
export const hearsSpeech = (config: SpeechProviderConfig) => Boolean(config.STT_BASE_URL);

/** Whether a text-to-speech service is configured: without one, the AI's lines are text. */
export const speaksAloud = (config: SpeechProviderConfig) => Boolean(config.TTS_BASE_URL);

/**
 * The speech-to-text service, or null: there is no honest stand-in for recognising speech, so
 * without one a call in the browser takes the visitor's replies typed.
 */
export function createSpeechToText(config: SpeechProviderConfig): SpeechToText | null {
  if (!hearsSpeech(config)) return null;
  return createOpenAiSpeechToText({
    baseURL: config.STT_BASE_URL ?? "",
    apiKey: speechApiKey(config, "STT"),
    model: config.STT_MODEL,
    language: config.STT_LANGUAGE,
    timeoutMs: config.SPEECH_TIMEOUT_MS,
  });
}

/** The text-to-speech service, or null: the AI's lines then reach the page as text only. */
export function createTextToSpeech(config: SpeechProviderConfig): TextToSpeech | null {
  if (!speaksAloud(config)) return null;
  return createOpenAiTextToSpeech({
    baseURL: config.TTS_BASE_URL ?? "",
    apiKey: speechApiKey(config, "TTS"),
    model: config.TTS_MODEL,
    voice: config.TTS_VOICE,
    timeoutMs: config.SPEECH_TIMEOUT_MS,
  });
}
