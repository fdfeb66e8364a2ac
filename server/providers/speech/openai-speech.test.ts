import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSpeech, type FakeSpeech } from "../../../test-support/server/fake-speech";
import { silentWav, spokenWav } from "../../../test-support/server/wav-audio";
import { loadConfig } from "../../config";
import { checkSpeechToText, checkTextToSpeech } from "../../cli/doctor/speech-check";
import { createOpenAiSpeechToText, createOpenAiTextToSpeech } from "./openai-speech";
import { SpeechServiceError } from "./speech";
import { readWav } from "./wav";

let speech: FakeSpeech;
beforeAll(async () => {
  speech = await startFakeSpeech();
});
afterAll(() => speech.close());

const options = () => ({ baseURL: speech.url, apiKey: "k", timeoutMs: 5000 });

describe("speech to text through an OpenAI-compatible API", () => {
  it("sends the utterance as a WAV upload with the model and language, and reads the text", async () => {
    const audio = await spokenWav("Yes, four works for me.");
    speech.expectTranscript(audio, "Yes, four works for me.");
    const stt = createOpenAiSpeechToText({
      ...options(),
      model: "gpt-4o-mini-transcribe",
      language: "en",
    });
    expect(await stt.transcribe({ bytes: audio, mimeType: "audio/wav" })).toBe(
      "Yes, four works for me.",
    );
    expect(speech.transcriptions.at(-1)).toMatchObject({
      model: "gpt-4o-mini-transcribe",
      language: "en",
      responseFormat: "json",
      fileName: "utterance.wav",
    });
    expect(speech.transcriptions.at(-1)?.durationMs).toBeGreaterThan(500);
  });

  it("hears silence as no words", async () => {
    const stt = createOpenAiSpeechToText({ ...options(), model: "m", language: "" });
    expect(await stt.transcribe({ bytes: silentWav(800), mimeType: "audio/wav" })).toBe("");
    expect(speech.transcriptions.at(-1)?.language).toBeNull();
  });

  it("reports a refusal as a speech service error with its status", async () => {
    const stt = createOpenAiSpeechToText({ ...options(), model: "m", language: "en" });
    const notAudio = new TextEncoder().encode("not audio at all");
    const error = await stt
      .transcribe({ bytes: notAudio, mimeType: "audio/wav" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechServiceError);
    expect(error).toMatchObject({ service: "speech-to-text", status: 400 });
  });
});

describe("the transcription stand-in refuses what OpenAI refuses", () => {
  const post = (form: FormData) =>
    fetch(`${speech.url}/audio/transcriptions`, { method: "POST", body: form });

  it("without a model or a file, with a format it does not take, and over 25 MB", async () => {
    const wav = new Blob([silentWav(100)], { type: "audio/wav" });
    const noModel = new FormData();
    noModel.set("file", wav, "a.wav");
    const refused = await post(noModel);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { type: "invalid_request_error", param: "model" },
    });

    const noFile = new FormData();
    noFile.set("model", "m");
    expect((await post(noFile)).status).toBe(400);

    const text = new FormData();
    text.set("model", "m");
    text.set("file", new Blob(["hello"]), "notes.txt");
    const badFormat = await post(text);
    expect(badFormat.status).toBe(400);
    expect(((await badFormat.json()) as { error: { message: string } }).error.message).toMatch(
      /Invalid file format/,
    );

    const huge = new FormData();
    huge.set("model", "m");
    huge.set("file", new Blob([new Uint8Array(26 * 1024 * 1024)]), "long.wav");
    expect((await post(huge)).status).toBe(413);
  });
});

describe("text to speech through an OpenAI-compatible API", () => {
  it("asks for WAV with the model and voice, and gets real audio", async () => {
    const tts = createOpenAiTextToSpeech({
      ...options(),
      model: "gpt-4o-mini-tts",
      voice: "coral",
    });
    const spoken = await tts.speak("Hello, this is the studio's assistant.");
    expect(spoken.mimeType).toBe("audio/wav");
    expect(readWav(spoken.bytes)?.durationMs).toBeGreaterThan(1000);
    expect(speech.speeches.at(-1)).toEqual({
      model: "gpt-4o-mini-tts",
      input: "Hello, this is the studio's assistant.",
      voice: "coral",
      response_format: "wav",
    });
  });
});

describe("the doctor's speech checks", () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

  it("read the models each service serves", async () => {
    const deps = { timeoutMs: 3000 };
    const both = config({ STT_BASE_URL: speech.url, TTS_BASE_URL: speech.url });
    expect(await checkSpeechToText(both, deps)).toMatchObject({ status: "ok" });
    expect(await checkTextToSpeech(both, deps)).toMatchObject({ status: "ok" });
    const wrongModel = config({ TTS_BASE_URL: speech.url, TTS_MODEL: "tts-9" });
    expect(await checkTextToSpeech(wrongModel, deps)).toMatchObject({
      status: "failed",
      fix: expect.stringContaining("TTS_MODEL"),
    });
    expect(await checkSpeechToText(config({}), deps)).toMatchObject({ status: "not configured" });
    const down = config({ STT_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(await checkSpeechToText(down, deps)).toMatchObject({
      status: "failed",
      fix: expect.stringContaining("STT_BASE_URL"),
    });
  });
});
