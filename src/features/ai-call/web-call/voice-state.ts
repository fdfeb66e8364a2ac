import { create } from "zustand";

/** Who speaks the AI's lines: the studio's speech service, the browser's own voice, or nobody. */
export type AgentVoiceKind = "service" | "browser" | "none";
/** How the visitor answers: through the microphone, the browser's own recognition, or typing. */
export type HearingKind = "starting" | "microphone" | "browser" | "typing";

export type VoiceState = {
  voice: AgentVoiceKind;
  hearing: HearingKind;
  /** The AI's audio is playing now. */
  agentSpeaking: boolean;
  /** Sentences of the AI heard so far in this call: the page reports its playback. */
  sentencesPlayed: number;
};

export const initialVoiceState: VoiceState = {
  voice: "none",
  hearing: "starting",
  agentSpeaking: false,
  sentencesPlayed: 0,
};

/** The sound of a call held in the browser, as its stage shows it. */
export const useVoiceState = create<VoiceState>()(() => initialVoiceState);
