import { AI_SPEAKER, CALL_CARD_TEXTS, VOICEMAIL_SPEAKER } from "#contract/ai-call-rules";
import type { CallWaits, ConversationEntry } from "./call-store";

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

/** The conversation and its summary as plain text, one line per turn, with how soon the AI answered. */
export function transcriptText(
  entries: ConversationEntry[],
  summary: string | null,
  waits: CallWaits | null = null,
): string {
  const lines = entries.map((entry) => {
    const answered =
      entry.waitMs === undefined ? "" : ` (${CALL_CARD_TEXTS.answered(entry.waitMs)})`;
    return `[${localTime(entry.timestamp)}] ${speakerLabel(entry.speaker)}: ${entry.message}${answered}`;
  });
  const summaryLines = summary
    ? [
        "",
        "Summary",
        summary,
        ...(waits ? [CALL_CARD_TEXTS.waits(waits.medianMs, waits.p90Ms)] : []),
      ]
    : [];
  return ["Call transcript", "", ...lines, ...summaryLines, ""].join("\n");
}
