/**
 * Cuts streamed text into sentences as they complete, so each can be spoken while the model is
 * still writing the next: a sentence ends at `.`, `!` or `?` followed by a space.
 */
export class SentenceSplitter {
  private held = "";

  /** The sentences completed by `token`. */
  push(token: string): string[] {
    this.held += token;
    const done: string[] = [];
    for (let end = this.sentenceEnd(); end !== -1; end = this.sentenceEnd()) {
      const sentence = this.held.slice(0, end).trim();
      if (sentence) done.push(sentence);
      this.held = this.held.slice(end);
    }
    return done;
  }

  /** What is left once the text is complete. */
  flush(): string[] {
    const rest = this.held.trim();
    this.held = "";
    return rest ? [rest] : [];
  }

  private sentenceEnd(): number {
    const match = /[.!?]+["')\]]*\s/.exec(this.held);
    return match ? match.index + match[0].length : -1;
  }
}

/** A sentence as the visitor's page received it: its words and how long its audio plays. */
export interface SentSentence {
  text: string;
  durationMs: number;
}

/**
 * The words of a line heard after `playedMs` of its audio: the sentences played in full, then as
 * many of the next one's words as its share of time allows.
 */
export function heardPart(sentences: readonly SentSentence[], playedMs: number): string {
  const heard: string[] = [];
  let left = playedMs;
  for (const { text, durationMs } of sentences) {
    if (left >= durationMs) {
      heard.push(text);
      left -= durationMs;
      continue;
    }
    const words = text.split(/\s+/);
    const count = durationMs > 0 ? Math.floor((words.length * left) / durationMs) : 0;
    if (count > 0) heard.push(words.slice(0, count).join(" "));
    break;
  }
  return heard.join(" ");
}

/** How an interrupted line is stored: what was heard, marked as broken off. */
export const cutLine = (heard: string) => `${heard.replace(/[\s,.;:!?]+$/, "")}—`;
