import OpenAI, { toFile } from "openai";
import { SpeechServiceError, type SpeechToText, type TextToSpeech, type Utterance } from "./speech";

export interface OpenAiSpeechOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** File extensions the transcription API recognises a format by (it reads the upload's name). */
const EXTENSIONS: Record<string, string> = {
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/flac": "flac",
};

/** The extension a recording's MIME type stands for; parameters such as `;codecs=opus` are ignored. */
export function audioExtension(mimeType: string): string | undefined {
  return EXTENSIONS[mimeType.split(";")[0]?.trim().toLowerCase() ?? ""];
}

// A visitor is waiting mid-conversation: a failure is told at once rather than retried.
const client = ({ baseURL, apiKey, timeoutMs }: OpenAiSpeechOptions) =>
  new OpenAI({ baseURL, apiKey, maxRetries: 0, timeout: timeoutMs });

function failure(service: SpeechServiceError["service"], error: unknown): SpeechServiceError {
  if (error instanceof SpeechServiceError) return error;
  const status = error instanceof OpenAI.APIError ? error.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new SpeechServiceError(service, status, message);
}

/** Any OpenAI-compatible `POST /audio/transcriptions`, answered as JSON `{ text }`. */
export function createOpenAiSpeechToText(
  options: OpenAiSpeechOptions & { language: string },
): SpeechToText {
  const api = client(options);
  return {
    async transcribe({ bytes, mimeType }: Utterance, signal?: AbortSignal): Promise<string> {
      const extension = audioExtension(mimeType) ?? "wav";
      try {
        const file = await toFile(bytes, `utterance.${extension}`, { type: mimeType });
        const answer = await api.audio.transcriptions.create(
          {
            file,
            model: options.model,
            response_format: "json",
            ...(options.language ? { language: options.language } : {}),
          },
          { signal },
        );
        return answer.text.trim();
      } catch (error) {
        throw failure("speech-to-text", error);
      }
    },
  };
}

/** Any OpenAI-compatible `POST /audio/speech`, asked for WAV: browsers play it, and its length is in its header. */
export function createOpenAiTextToSpeech(
  options: OpenAiSpeechOptions & { voice: string },
): TextToSpeech {
  const api = client(options);
  return {
    async speak(text: string, signal?: AbortSignal) {
      try {
        const answer = await api.audio.speech.create(
          { model: options.model, input: text, voice: options.voice, response_format: "wav" },
          { signal },
        );
        const bytes = new Uint8Array(await answer.arrayBuffer());
        if (bytes.length === 0) throw new SpeechServiceError("text-to-speech", 200, "empty audio");
        return { bytes, mimeType: "audio/wav" };
      } catch (error) {
        throw failure("text-to-speech", error);
      }
    },
  };
}
