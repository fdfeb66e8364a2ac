import type { WebCallEvent } from "#contract/web-call";

export type AgentSentence = Extract<WebCallEvent, { type: "agent_sentence" }>;

/** Where the AI's line was when the visitor spoke over it. */
export type Interruption = { lineId: number; playedMs: number };

/** Says the AI's sentences aloud, one after the other, in the order they came. */
export interface AgentSpeaker {
  say(sentence: AgentSentence): void;
  /** Stops at once, dropping what is left of the line: where it was, if it was speaking. */
  stop(): Interruption | null;
  close(): void;
}

/** What a speaker reports to the page. */
export type SpeakerReports = {
  /** A sentence of `lineId` starts to sound; `first` for the line's first. */
  onSound: (lineId: number, first: boolean) => void;
  onSpeaking: (speaking: boolean) => void;
};
