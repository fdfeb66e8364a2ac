// The demo AI's reading of a visitor's instruction: the reason for the call in the AI's own
// words, addressed to the person called ("Remind Priya about her fitting" becomes "to remind you
// about your fitting"), the question it asks once the reason is said, and the time and place it
// can give when asked.
import { mentionedPlace, mentionedTime } from "./spoken-details";

/** What kind of call it is, which decides how the AI follows a yes. */
export type CallKind = "reminder" | "invitation" | "other";

/** Why the AI calls, as it says it to the person called. */
export interface CallPurpose {
  kind: CallKind;
  /** A whole sentence, e.g. "I'm calling to remind you about your 4 pm fitting." */
  statement: string;
  /** What the AI asks after stating the purpose, e.g. "Does that still work for you?" */
  question: string;
  /** When the thing called about happens, as the instruction says it ("4 pm", "Saturday"). */
  when?: string;
  /** Where it happens, addressed to the person called ("our Bangalore studio"). */
  where?: string;
}

const ASK_QUESTION = "Could you let me know?";
const CLEAR_QUESTION = "Is that all clear?";
const STILL_WORKS_QUESTION = "Does that still work for you?";

/** Words after which a lone "her" is the person ("remind her to"), not a possessive ("her fitting"). */
const AFTER_OBJECT_HER = new Set(
  "to that about at on in for of know and or if whether when by with from today tomorrow tonight again too as soon".split(
    " ",
  ),
);

/** The third-person verb after a subject that becomes "you": "she is" → "you are". */
const IRREGULAR_VERBS: Record<string, string> = {
  is: "are",
  was: "were",
  has: "have",
  does: "do",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};

/** The visitor's own words about themselves are said on the studio's behalf. */
const REQUESTER_WORDS: Record<string, string> = {
  i: "we",
  "i'm": "we're",
  "i'll": "we'll",
  "i've": "we've",
  "i'd": "we'd",
  me: "us",
  my: "our",
  mine: "ours",
  myself: "ourselves",
};

const CALLEE_WORDS: Record<string, string> = {
  his: "your",
  their: "your",
  hers: "yours",
  theirs: "yours",
  him: "you",
  them: "you",
  herself: "yourself",
  himself: "yourself",
  themselves: "yourselves",
  "she's": "you're",
  "he's": "you're",
  "they're": "you're",
};

const SUBJECTS = new Set(["she", "he", "they"]);
/** Words between a subject and its verb: "she still needs". */
const ADVERBS = new Set([
  "still",
  "also",
  "always",
  "never",
  "really",
  "already",
  "just",
  "usually",
]);

/** "needs" → "need", "goes" → "go", "carries" → "carry"; other words unchanged. */
export function baseVerb(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_VERBS[lower]) return IRREGULAR_VERBS[lower];
  if (/[^aeiou]ies$/.test(lower)) return word.slice(0, -3) + "y";
  if (/(ches|shes|sses|xes|oes)$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower) && lower.length > 3) return word.slice(0, -1);
  return word;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Rewrites an instruction's words about the callee (`name`, she, her, his, they...) to "you"
 * and "your", and the visitor's own (I, my) to the studio's "we" and "our".
 */
export function addressCallee(text: string, name?: string): string {
  let result = text;
  if (name) {
    const escaped = escapeRegExp(name);
    result = result
      .replace(new RegExp(`\\b${escaped}['’]s\\b`, "gi"), "your")
      .replace(new RegExp(`\\b${escaped}\\b`, "gi"), "you");
  }
  const words = result.split(/(\s+)/);
  for (let index = 0; index < words.length; index += 2) {
    const word = words[index] ?? "";
    const match = /^([\w'’]+)(.*)$/.exec(word);
    if (!match) continue;
    const [, bare = "", tail = ""] = match;
    const lower = bare.toLowerCase().replace("’", "'");
    const next = (words[index + 2] ?? "").toLowerCase().replace(/[^\w']/g, "");
    let replaced: string | undefined = REQUESTER_WORDS[lower] ?? CALLEE_WORDS[lower];
    if (SUBJECTS.has(lower)) {
      replaced = "you";
      // The verb that follows agrees with "you": "she needs" → "you need".
      const verbAt = ADVERBS.has(next) ? index + 4 : index + 2;
      if (next && tail === "") words[verbAt] = baseVerb(words[verbAt] ?? "");
    } else if (lower === "her") {
      replaced = tail !== "" || !next || AFTER_OBJECT_HER.has(next) ? "you" : "your";
    }
    if (replaced !== undefined) words[index] = replaced + tail;
  }
  return words.join("");
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Politeness and requests to the AI around the instruction, which the AI does not repeat. */
function plainInstruction(instruction: string): string {
  return instruction
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?;,\s]+$/, "")
    .replace(/^(please|kindly|can you|could you|would you|i want you to|i'd like you to)\s+/i, "")
    .replace(/\s+please$/i, "")
    .replace(
      /^(call|phone|ring)\s+(.{1,40}?)\s+(and|to)\s+(?=\w)/i,
      (_all, _verb, name: string) =>
        // "Call Priya and remind her…": the callee is named here; the rest names them "her".
        `${name}\u0000`,
    );
}

interface VerbPattern {
  pattern: RegExp;
  say: (name: string, link: string, rest: string) => string;
  question: string;
  kind?: CallKind;
}

// Each pattern reads `verb NAME link REST`; NAME is the person called.
const VERB_PATTERNS: VerbPattern[] = [
  {
    pattern: /^remind\s+(.{1,40}?)\s+(about|of|that|to)\s+(.+)$/i,
    say: (_name, link, rest) => `to remind you ${link} ${rest}`,
    question: STILL_WORKS_QUESTION,
    kind: "reminder",
  },
  ...[
    /^let\s+(.{1,40}?)\s+know\s+(that|about|of)?\s*(.+)$/i,
    /^(?:tell|inform|notify)\s+(.{1,40}?)\s+(that|about|of)\s+(.+)$/i,
    /^(?:tell|inform|notify)\s+(\S+)\s+()(.+)$/i,
  ].map((pattern) => ({
    pattern,
    say: (_name: string, link: string, rest: string) =>
      `to let you know ${/^(about|of)$/i.test(link) ? "about" : "that"} ${rest}`,
    question: CLEAR_QUESTION,
  })),
  {
    pattern: /^ask\s+(.{1,40}?)\s+(whether|if|about|for|to|what|when|where|which|who|how)\s+(.+)$/i,
    say: (_name, link, rest) =>
      link.toLowerCase() === "to" ? `to ask if you could ${rest}` : `to ask ${link} ${rest}`,
    question: ASK_QUESTION,
  },
  {
    pattern: /^invite\s+(.{1,40}?)\s+(to|for)\s+(.+)$/i,
    say: (_name, link, rest) => `to invite you ${link} ${rest}`,
    question: "Would you like to come?",
    kind: "invitation",
  },
  {
    pattern: /^wish\s+(.{1,40}?)\s+(a|an)\s+(.+)$/i,
    say: (_name, link, rest) => `to wish you ${link} ${rest}`,
    question: "Is there anything you'd like me to pass on to the studio team?",
  },
  {
    pattern: /^congratulate\s+(.{1,40}?)\s+(on|for)\s+(.+)$/i,
    say: (_name, link, rest) => `to congratulate you ${link} ${rest}`,
    question: "Is there anything you'd like me to pass on to the studio team?",
  },
  {
    pattern: /^thank\s+(.{1,40}?)\s+(for)\s+(.+)$/i,
    say: (_name, _link, rest) => `to thank you for ${rest}`,
    question: "Is there anything you'd like me to pass on to the studio team?",
  },
  {
    pattern: /^follow\s+up\s+(?:with\s+)?(.{1,40}?)\s+(on|about|regarding)\s+(.+)$/i,
    say: (_name, _link, rest) => `to follow up with you about ${rest}`,
    question: "Is there any news you'd like me to pass on?",
  },
  {
    pattern: /^check\s+(?:with\s+)?(.{1,40}?)\s+(whether|if|that|on|about)\s+(.+)$/i,
    say: (_name, link, rest) => `to check ${link} ${rest}`,
    question: ASK_QUESTION,
  },
  {
    pattern: /^confirm\s+(?:with\s+(.{1,40}?)\s+)?(that\s+)?(.+)$/i,
    say: (_name, link, rest) => `to confirm ${link ?? ""}${rest}`,
    question: STILL_WORKS_QUESTION,
    kind: "reminder",
  },
];

/** Words a statement of fact starts with: "the delivery is late", "we will be late". */
const STATEMENT_START =
  /^(the|our|we|we're|we'll|your|you|you're|a|an|it|it's|there|this|that|everything|all)\b/i;

/** The demo AI's own statement of why it calls, from the visitor's instruction. */
export function callPurpose(instruction: string): CallPurpose {
  const plain = plainInstruction(instruction);
  const [namedByCall, rest = plain] = plain.includes("\u0000")
    ? plain.split("\u0000")
    : [undefined, plain];
  for (const { pattern, say, question, kind = "other" } of VERB_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const [, object = "", link = "", remainder = ""] = match;
    const name = namedByCall ?? (/^(her|him|them)$/i.test(object) ? undefined : object);
    const addressed = addressCallee(remainder, name);
    return {
      kind,
      statement: `I'm calling ${say(name ?? "", link, addressed)}.`,
      question,
      ...details(addressed),
    };
  }
  const addressed = lowerFirst(addressCallee(rest, namedByCall));
  const statement = STATEMENT_START.test(addressed)
    ? `I'm calling to let you know that ${addressed}.`
    : // Most other instructions are an errand in the imperative: "wish her a happy birthday".
      `I'm calling on behalf of the studio to ${addressed}.`;
  return { kind: "other", statement, question: CLEAR_QUESTION, ...details(addressed) };
}

/** The time and place an instruction names, when it names them. */
function details(text: string): Pick<CallPurpose, "when" | "where"> {
  const when = mentionedTime(text);
  const where = mentionedPlace(text);
  return { ...(when ? { when } : {}), ...(where ? { where } : {}) };
}
