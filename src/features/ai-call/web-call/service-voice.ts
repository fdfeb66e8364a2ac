import type { AgentSentence, AgentSpeaker, Interruption, SpeakerReports } from "./agent-speaker";

type Clip = { lineId: number; buffer: AudioBuffer };

/** The speech service's audio of the AI's sentences, played through Web Audio in order. */
export class ServiceVoice implements AgentSpeaker {
  private readonly context = new AudioContext();
  private readonly queue: Clip[] = [];
  /** Decoding is asynchronous: each clip waits for the one before, so the order holds. */
  private decoding: Promise<unknown> = Promise.resolve();
  private current: { clip: Clip; source: AudioBufferSourceNode; startedAt: number } | null = null;
  /** Milliseconds of each line played to the end of its clips. */
  private readonly played = new Map<number, number>();
  /** Lines up to this one were cut: what still arrives of them is dropped. */
  private cutThrough = -1;

  constructor(private readonly reports: SpeakerReports) {
    // Created after the visitor's click, so the browser lets it play.
    void this.context.resume();
  }

  say({ line_id: lineId, audio }: AgentSentence): void {
    if (!audio || lineId <= this.cutThrough) return;
    this.decoding = this.decoding
      // A copy: decoding takes its buffer away.
      .then(() => this.context.decodeAudioData(audio.slice().buffer))
      .then((buffer) => {
        if (lineId <= this.cutThrough) return;
        this.queue.push({ lineId, buffer });
        if (!this.current) this.playNext();
      })
      .catch((error: unknown) => console.error("A sentence of the AI could not be played", error));
  }

  private playNext(): void {
    const clip = this.queue.shift();
    if (!clip) {
      this.current = null;
      this.reports.onSpeaking(false);
      return;
    }
    const source = this.context.createBufferSource();
    source.buffer = clip.buffer;
    source.connect(this.context.destination);
    source.onended = () => {
      if (this.current?.source !== source) return;
      this.played.set(clip.lineId, this.playedOf(clip.lineId) + clip.buffer.duration * 1000);
      this.playNext();
    };
    const first = !this.played.has(clip.lineId);
    if (first) this.played.set(clip.lineId, 0);
    this.current = { clip, source, startedAt: this.context.currentTime };
    source.start();
    this.reports.onSpeaking(true);
    this.reports.onSound(clip.lineId, first);
  }

  private playedOf(lineId: number): number {
    return this.played.get(lineId) ?? 0;
  }

  stop(): Interruption | null {
    const current = this.current;
    if (!current) return null;
    const { lineId } = current.clip;
    const playedMs = this.playedOf(lineId) + (this.context.currentTime - current.startedAt) * 1000;
    this.cutThrough = Math.max(this.cutThrough, lineId);
    this.queue.length = 0;
    this.current = null;
    current.source.stop();
    this.reports.onSpeaking(false);
    return { lineId, playedMs: Math.round(playedMs) };
  }

  close(): void {
    this.stop();
    void this.context.close();
  }
}
