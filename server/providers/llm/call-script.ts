// What the AI caller's prompts and the scripted demo model both rely on: how the AI introduces
// itself, how it marks the end of a call, and how a transcript is written.
import { site } from "#content/site";

/** The AI ends its last reply with this when the call should end; it is never spoken. */
export const END_MARKER = "[END]";

/** Every call opens with it, so the person called knows at once that an AI is speaking. */
export const DISCLOSURE = `Hello, this is an AI assistant calling for ${site.name}.`;

/** Starts the line of the AI's instructions that carries the visitor's instruction, which the demo AI reads. */
export const PURPOSE_PREFIX = "The purpose of this call, as given by the person who asked for it: ";

export interface SpokenLine {
  speaker: string;
  message: string;
}

const SPEAKER_SEPARATOR = ": ";

/** One line of a transcript: `Speaker: words`. */
export function transcriptLine({ speaker, message }: SpokenLine): string {
  return `${speaker}${SPEAKER_SEPARATOR}${message}`;
}

/** Who said a line that `transcriptLine` wrote; undefined for any other text. */
export function speakerOf(line: string): string | undefined {
  const end = line.indexOf(SPEAKER_SEPARATOR);
  return end < 0 ? undefined : line.slice(0, end);
}
