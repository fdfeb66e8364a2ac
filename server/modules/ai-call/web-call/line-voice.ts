import type { WebCallEvent } from "#contract/web-call";
import type { SpokenAudio } from "../../../providers/speech/speech";
import { readWav } from "../../../providers/speech/wav";
import { SentenceSplitter, type SentSentence } from "./sentences";

/** Speaks one sentence; null when there is no voice for it (no service, or it failed). */
export type SpeakSentence = (text: string, signal: AbortSignal) => Promise<SpokenAudio | null>;

/**
 * One line of the AI as the visitor's page receives it: each sentence is spoken as soon as the
 * model has finished writing it, and sent in order with its audio. Once `signal` aborts (the
 * visitor spoke over the line) nothing more is sent.
 */
export class LineVoice {
  private readonly splitter = new SentenceSplitter();
  private queue: Promise<void> = Promise.resolve();
  private seq = 0;
  /** The sentences sent, with how long each plays. */
  readonly sent: SentSentence[] = [];
  /** When the first audio was sent (`performance.now()`). */
  firstAudioAt: number | undefined;

  constructor(
    readonly id: number,
    private readonly signal: AbortSignal,
    private readonly speak: SpeakSentence,
    private readonly send: (event: WebCallEvent) => void,
  ) {}

  push(text: string): void {
    for (const sentence of this.splitter.push(text)) this.enqueue(sentence);
  }

  /** Sends what is left of the line; resolves once every sentence has been sent. */
  finish(): Promise<void> {
    for (const sentence of this.splitter.flush()) this.enqueue(sentence);
    return this.queue;
  }

  private enqueue(text: string): void {
    // Spoken at once, in parallel with the sentences before it; sent after them.
    const spoken = this.speak(text, this.signal);
    const seq = this.seq++;
    this.queue = this.queue.then(async () => {
      const audio = await spoken;
      if (this.signal.aborted) return;
      const durationMs = audio ? Math.round(readWav(audio.bytes)?.durationMs ?? 0) : 0;
      this.sent.push({ text, durationMs });
      this.firstAudioAt ??= audio ? performance.now() : undefined;
      this.send({
        type: "agent_sentence",
        line_id: this.id,
        seq,
        text,
        ...(audio
          ? {
              audio: audio.bytes,
              mime_type: audio.mimeType,
              duration_ms: durationMs,
            }
          : {}),
      });
    });
  }
}
