import type { AgentSentence, AgentSpeaker, Interruption, SpeakerReports } from "./agent-speaker";

/** How long to wait for the browser to list its voices, which some load after the page. */
const VOICES_WAIT_MS = 1000;

/** Whether the browser can speak here: it has speech synthesis and at least one voice. */
export async function browserHasVoice(): Promise<boolean> {
  if (!("speechSynthesis" in window)) return false;
  if (speechSynthesis.getVoices().length > 0) return true;
  await new Promise((resolve) => {
    speechSynthesis.addEventListener("voiceschanged", resolve, { once: true });
    setTimeout(resolve, VOICES_WAIT_MS);
  });
  return speechSynthesis.getVoices().length > 0;
}

/** The demo's voice: the AI's sentences spoken by the browser's own speech synthesis. */
export class BrowserVoice implements AgentSpeaker {
  /** The line being spoken and when it began to sound. */
  private current: { lineId: number; startedAt: number } | null = null;
  private pending = 0;
  private cutThrough = -1;

  constructor(private readonly reports: SpeakerReports) {}

  say({ line_id: lineId, text }: AgentSentence): void {
    if (lineId <= this.cutThrough || !text.trim()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.onstart = () => {
      const first = this.current?.lineId !== lineId;
      if (first) this.current = { lineId, startedAt: performance.now() };
      this.reports.onSpeaking(true);
      this.reports.onSound(lineId, first);
    };
    utterance.onend = utterance.onerror = () => {
      this.pending = Math.max(0, this.pending - 1);
      if (this.pending === 0) this.reports.onSpeaking(false);
    };
    this.pending += 1;
    speechSynthesis.speak(utterance);
  }

  stop(): Interruption | null {
    const current = this.current;
    const speaking = this.pending > 0 && current !== null;
    this.pending = 0;
    speechSynthesis.cancel();
    this.reports.onSpeaking(false);
    if (!speaking) return null;
    this.cutThrough = Math.max(this.cutThrough, current.lineId);
    return { lineId: current.lineId, playedMs: Math.round(performance.now() - current.startedAt) };
  }

  close(): void {
    this.stop();
  }
}
