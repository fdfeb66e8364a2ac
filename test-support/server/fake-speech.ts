import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readWav } from "../../server/providers/speech/wav";
import { rmsLevel, spokenWav } from "./wav-audio";

// A local stand-in for an OpenAI-compatible speech API: `POST /v1/audio/transcriptions`,
// `POST /v1/audio/speech` and `GET /v1/models`, refusing what OpenAI refuses with the bodies its
// API reference documents (platform.openai.com/docs/api-reference/audio and the request types of
// openai-node's src/resources/audio/transcriptions.ts and speech.ts).
//
// It cannot recognise speech: a test says what an audio file says with `expectTranscript`, keyed
// by the SHA-256 of the file's bytes. It does check that real audio came: a file that is not a
// readable WAV is refused, and silence is transcribed as empty text, as a recogniser hears it.

/** OpenAI's upload limit for transcriptions: 25 MB. */
export const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024;
/** The formats OpenAI transcribes, as its refusal lists them. */
const TRANSCRIBED_FORMATS = [
  "flac",
  "m4a",
  "mp3",
  "mp4",
  "mpeg",
  "mpga",
  "oga",
  "ogg",
  "wav",
  "webm",
];
/** OpenAI's longest text to speak. */
const SPEECH_MAX_INPUT = 4096;
/** Below this RMS level audio counts as silence (about -50 dBFS). */
const SILENCE_LEVEL = 0.003;

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  responseFormat: string;
  fileName: string;
  bytes: number;
  durationMs: number;
}

export interface SpeechRequest {
  model: string;
  input: string;
  voice: string;
  response_format?: string;
}

export interface FakeSpeech {
  /** Use as STT_BASE_URL and TTS_BASE_URL. */
  url: string;
  transcriptions: TranscriptionRequest[];
  speeches: SpeechRequest[];
  /** The models `GET /v1/models` lists. */
  models: string[];
  /** Says what the given audio file says. */
  expectTranscript(audio: Uint8Array, text: string): void;
  /**
   * Said, one each in turn, by audio with sound that no `expectTranscript` names: a browser's
   * utterances, whose bytes its voice activity detector decides.
   */
  heardInOrder: string[];
  /** Answers every request of a service with this status and an OpenAI-style error saying `message`. */
  failing: {
    transcriptions?: { status: number; message: string };
    speech?: { status: number; message: string };
  };
  /** Time each speech answer takes, one after the other, to play a slow voice. */
  speechDelayMs: number;
  close(): Promise<void>;
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function openAiError(
  response: ServerResponse,
  status: number,
  message: string,
  param: string | null = null,
  code: string | null = null,
) {
  response
    .writeHead(status, { "Content-Type": "application/json" })
    .end(JSON.stringify({ error: { message, type: "invalid_request_error", param, code } }));
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // Read on, so the client can finish sending and read the refusal.
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** Multipart form data, parsed by the platform's own `Request`, as a browser's `fetch` would. */
async function readForm(request: IncomingMessage, body: Buffer): Promise<FormData | null> {
  try {
    const headers = { "content-type": request.headers["content-type"] ?? "" };
    // A copy: the DOM's types, which scripts compile with, take no Node Buffer.
    const bytes = new Uint8Array(body);
    return await new Request("http://stand-in/", {
      method: "POST",
      headers,
      body: bytes,
    }).formData();
  } catch {
    return null;
  }
}

export async function startFakeSpeech(): Promise<FakeSpeech> {
  const transcripts = new Map<string, string>();
  const fake: Omit<FakeSpeech, "url" | "close"> = {
    transcriptions: [],
    speeches: [],
    models: ["gpt-4o-mini-transcribe", "gpt-4o-mini-tts"],
    expectTranscript: (audio, text) => transcripts.set(hashOf(audio), text),
    heardInOrder: [],
    failing: {},
    speechDelayMs: 0,
  };

  async function transcribe(request: IncomingMessage, response: ServerResponse) {
    // Over the limit OpenAI answers 413 before reading the form.
    const body = await readBody(request, TRANSCRIPTION_MAX_BYTES + 64 * 1024);
    if (!body) {
      return openAiError(
        response,
        413,
        `Maximum content size limit (${TRANSCRIPTION_MAX_BYTES}) exceeded.`,
      );
    }
    const form = await readForm(request, body);
    if (!form) return openAiError(response, 400, "Could not parse multipart form");
    const model = form.get("model");
    const file = form.get("file");
    if (typeof model !== "string" || !model) {
      return openAiError(response, 400, "you must provide a model parameter", "model");
    }
    if (!(file instanceof File)) {
      return openAiError(
        response,
        400,
        "Missing required parameter: 'file'.",
        "file",
        "missing_required_parameter",
      );
    }
    if (file.size > TRANSCRIPTION_MAX_BYTES) {
      return openAiError(
        response,
        413,
        `Maximum content size limit (${TRANSCRIPTION_MAX_BYTES}) exceeded.`,
      );
    }
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!TRANSCRIBED_FORMATS.includes(extension)) {
      return openAiError(
        response,
        400,
        `Invalid file format. Supported formats: ${JSON.stringify(TRANSCRIBED_FORMATS)}`,
        "file",
      );
    }
    const audio = new Uint8Array(await file.arrayBuffer());
    const wav = readWav(audio);
    // This stand-in reads WAV only; other containers would need a decoder to check them.
    if (!wav) {
      return openAiError(
        response,
        400,
        "Audio file might be corrupted or unsupported",
        "file",
        "invalid_value",
      );
    }
    const responseFormat = String(form.get("response_format") ?? "json");
    fake.transcriptions.push({
      model,
      language: (form.get("language") as string | null) ?? null,
      responseFormat,
      fileName: file.name,
      bytes: audio.length,
      durationMs: wav.durationMs,
    });
    const failing = fake.failing.transcriptions;
    if (failing) return openAiError(response, failing.status, failing.message);
    let text = "";
    if (rmsLevel(wav) >= SILENCE_LEVEL) {
      const expected = transcripts.get(hashOf(audio)) ?? fake.heardInOrder.shift();
      if (expected === undefined) {
        // A test that sends speech must say what it says: this stand-in hears sound, not words.
        return openAiError(response, 500, "stand-in: no transcript registered for this audio");
      }
      text = expected;
    }
    if (responseFormat === "text") {
      return response.writeHead(200, { "Content-Type": "text/plain" }).end(text);
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ text }));
  }

  let voicing: Promise<unknown> = Promise.resolve();

  async function speak(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request, 1024 * 1024);
    let json: Partial<SpeechRequest> = {};
    try {
      json = JSON.parse(String(body)) as Partial<SpeechRequest>;
    } catch {
      return openAiError(response, 400, "We could not parse the JSON body of your request.");
    }
    for (const field of ["model", "input", "voice"] as const) {
      if (typeof json[field] !== "string" || !json[field]) {
        return openAiError(
          response,
          400,
          `Missing required parameter: '${field}'.`,
          field,
          "missing_required_parameter",
        );
      }
    }
    const input = json.input ?? "";
    if (input.length > SPEECH_MAX_INPUT) {
      return openAiError(
        response,
        400,
        `Invalid 'input': string too long. Expected a string with maximum length ${SPEECH_MAX_INPUT}, but got a string with length ${input.length} instead.`,
        "input",
        "string_above_max_length",
      );
    }
    // Only WAV is made here; OpenAI's other formats need an encoder this stand-in does not have.
    if ((json.response_format ?? "mp3") !== "wav") {
      return openAiError(
        response,
        400,
        "stand-in: only response_format wav is produced",
        "response_format",
      );
    }
    fake.speeches.push(json as SpeechRequest);
    const failing = fake.failing.speech;
    if (failing) return openAiError(response, failing.status, failing.message);
    // One voice at a time, each taking `speechDelayMs`, as a server with one model loaded does.
    const turn = voicing.then(async () => {
      if (fake.speechDelayMs)
        await new Promise((resolve) => setTimeout(resolve, fake.speechDelayMs));
      return spokenWav(input);
    });
    voicing = turn.catch(() => undefined);
    const audio = await turn;
    response
      .writeHead(200, { "Content-Type": "audio/wav", "Content-Length": audio.length })
      .end(audio);
  }

  const server = createServer((request, response) => {
    const route = `${request.method} ${request.url?.split("?")[0]}`;
    const work =
      route === "POST /v1/audio/transcriptions"
        ? transcribe(request, response)
        : route === "POST /v1/audio/speech"
          ? speak(request, response)
          : route === "GET /v1/models"
            ? Promise.resolve(
                response.writeHead(200, { "Content-Type": "application/json" }).end(
                  JSON.stringify({
                    object: "list",
                    data: fake.models.map((id) => ({
                      id,
                      object: "model",
                      created: 0,
                      owned_by: "stand-in",
                    })),
                  }),
                ),
              )
            : Promise.resolve(openAiError(response, 404, `Invalid URL (${route})`));
    work.catch((error: unknown) => {
      if (!response.headersSent) openAiError(response, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
