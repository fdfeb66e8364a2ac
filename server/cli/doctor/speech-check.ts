import OpenAI from "openai";
import type { Config } from "../../config";
import { speechApiKey } from "../../providers/select-speech-providers";
import { errorText, type Check, type CheckFinding } from "./check";

/** One speech service as the doctor sees it: the settings that name it, and what it is for. */
interface SpeechService {
  prefix: "STT" | "TTS";
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
  unsetDetail: string;
}

const speechToText = (config: Config): SpeechService => ({
  prefix: "STT",
  baseUrl: config.STT_BASE_URL,
  apiKey: speechApiKey(config, "STT"),
  model: config.STT_MODEL,
  unsetDetail: "STT_BASE_URL unset: calls in the browser take typed replies only",
});

const textToSpeech = (config: Config): SpeechService => ({
  prefix: "TTS",
  baseUrl: config.TTS_BASE_URL,
  apiKey: speechApiKey(config, "TTS"),
  model: config.TTS_MODEL,
  unsetDetail: "TTS_BASE_URL unset: the AI's lines in calls in the browser are shown, not spoken",
});

/**
 * The service answers `GET /models` and serves the configured model: a request to transcribe or
 * speak would cost money or minutes of audio, and the catalogue already tells a wrong address,
 * key or model name.
 */
async function checkSpeechService(
  service: SpeechService,
  timeoutMs: number,
): Promise<CheckFinding> {
  const { prefix, baseUrl, model } = service;
  if (!baseUrl) return { status: "not configured", detail: service.unsetDetail };
  const client = new OpenAI({
    baseURL: baseUrl,
    apiKey: service.apiKey,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  let served: string[];
  try {
    served = [];
    for await (const entry of client.models.list()) served.push(entry.id);
  } catch (error) {
    const status = (error as { status?: number }).status;
    return {
      status: "failed",
      detail: errorText(error),
      fix:
        status === 401 || status === 403
          ? `check ${prefix}_API_KEY`
          : `check ${prefix}_BASE_URL (the API's address, /v1 included) and that the server runs`,
    };
  }
  if (served.length === 0) {
    return {
      status: "warning",
      detail: `${baseUrl} lists no models, so ${model} could not be confirmed`,
      fix: `check that the server at ${prefix}_BASE_URL serves ${model}`,
    };
  }
  if (!served.includes(model)) {
    return {
      status: "failed",
      detail: `${baseUrl} does not serve ${model} (it serves ${served.slice(0, 8).join(", ")})`,
      fix: `set ${prefix}_MODEL to a model the server at ${prefix}_BASE_URL serves`,
    };
  }
  return { status: "ok", detail: `${model} is served at ${baseUrl}` };
}

export const checkSpeechToText: Check = (config, deps) =>
  checkSpeechService(speechToText(config), deps.timeoutMs);

export const checkTextToSpeech: Check = (config, deps) =>
  checkSpeechService(textToSpeech(config), deps.timeoutMs);
