/** A finished utterance as the browser recorded it. */
export interface Utterance {
  bytes: Uint8Array;
  /** `audio/wav`, `audio/webm`…: the speech-to-text API reads the format from the file name. */
  mimeType: string;
}

/** Turns a visitor's spoken words into text. */
export interface SpeechToText {
  /** The words heard; empty when the audio held no speech. */
  transcribe(utterance: Utterance, signal?: AbortSignal): Promise<string>;
}

/** Audio of one of the AI's sentences. */
export interface SpokenAudio {
  bytes: Uint8Array;
  mimeType: string;
}

/** Speaks the AI's words. */
export interface TextToSpeech {
  speak(text: string, signal?: AbortSignal): Promise<SpokenAudio>;
}

/**
 * A speech service failed or refused a request. `message` is for the operator's log only: it may
 * repeat the service's own words, which a visitor never reads.
 */
export class SpeechServiceError extends Error {
  constructor(
    readonly service: "speech-to-text" | "text-to-speech",
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "SpeechServiceError";
  }
}
