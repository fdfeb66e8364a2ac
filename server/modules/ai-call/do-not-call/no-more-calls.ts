// Whether a person on a call asks not to be called again. Read from their own words, the same for
// the scripted demo and a language model, so no prompt can talk the agent out of honouring it.

const ASKS = [
  // "Don't call me again", "never ring this number any more", "do not ever phone us again".
  /\b(do not|don't|dont|never)\s+(ever\s+)?(call|phone|ring)\s+(me|us|this number|here)\s+(again|anymore|any more|ever)\b/,
  // "Please don't call me." as the whole of a sentence, not "don't call me at work".
  /\b(do not|don't|dont)\s+(call|phone|ring)\s+(me|us|this number)\s*(please\s*)?([.!]|$)/,
  /\bstop\s+(calling|phoning|ringing)\b/,
  /\bno more calls\b/,
  /\b(take|remove|delete|put)\s+(me|us|my number|this number)\s+(off|from|on)\s+(your|the)\s+(\w+\s+)?list\b/,
  /\bdo[\s-]not[\s-]call\b/,
];

/** True when `words` ask not to be called again. */
export function asksForNoMoreCalls(words: string): boolean {
  const text = words.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
  return ASKS.some((pattern) => pattern.test(text));
}
