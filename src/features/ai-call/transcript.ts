import { AI_SPEAKER, VOICEMAIL_SPEAKER } from "#contract/ai-call-rules";
import type { ConversationEntry } from "./call-store";

/** How a speaker is labelled on the page and in the transcript file; a voicemail's note as such. */
export function speakerLabel(speaker: string): string {
  if (speaker === AI_SPEAKER) return "AI";
  return speaker === VOICEMAIL_SPEAKER ? VOICEMAIL_SPEAKER : "Callee";
}

/** Local time of day, as the conversation panel shows it. */
export function localTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString([], {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

/** The conversation and its summary as plain text, one line per turn. */
export function transcriptText(entries: ConversationEntry[], summary: string | null): string {
  const lines = entries.map(
    (entry) => `[${localTime(entry.timestamp)}] ${speakerLabel(entry.speaker)}: ${entry.message}`,
  );
  return ["Call transcript", "", ...lines, ...(summary ? ["", "Summary", summary] : []), ""].join(
    "\n",
  );
}
