/** What the page hears of the visitor. */
export type HearingReports = {
  /** The visitor began to speak: the AI stops at once. */
  onSpeechStart: () => void;
};

/** Listens until stopped. */
export type Hearing = { stop: () => void };
