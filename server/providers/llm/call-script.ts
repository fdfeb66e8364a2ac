// What the AI caller's prompts and the scripted demo model both rely on: how the AI introduces
// itself, how it marks the end of a call, and a line of what was said.
import { site } from "#content/site";

/** The AI ends its last reply with this when the call should end; it is never spoken. */
export const END_MARKER = "[END]";

/** Every call opens with it, so the person called knows at once that an AI is speaking. */
export const DISCLOSURE = `Hello, this is an AI assistant calling for ${site.name}.`;

export interface SpokenLine {
  speaker: string;
  message: string;
}
