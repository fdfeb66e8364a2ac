// The demo AI's side of a call: it recognises the usual replies of a person called (yes, no, who
// is this, what is this about, when or where, a time or day, call me later, a question) and
// answers each in a way that keeps a short call coherent, ending politely.
import { site } from "#content/site";
import { END_MARKER } from "./call-script";
import type { CallPurpose } from "./scripted-purpose";
import { mentionedTime, whenPhrase } from "./spoken-details";

export const OPENING_QUESTION = "Do you have a moment?";
export const ANYTHING_ELSE = "Is there anything else you'd like me to pass on to the studio team?";
const GOODBYE = `Thank you for your time, and have a good day. Goodbye! ${END_MARKER}`;
const CALL_BACK_LATER = `No problem, I'll let the studio team know to call you back at a better time. Goodbye for now! ${END_MARKER}`;
/** Past this many answers the demo AI wraps up whatever it hears, so a demo call stays short. */
const MOST_ANSWERS = 6;

export type Intent =
  | "end"
  | "later"
  | "who"
  | "what"
  | "repeat"
  | "request"
  | "when"
  | "where"
  | "reschedule"
  | "question"
  | "no"
  | "yes"
  | "other";

const INTENT_PATTERNS: [Exclude<Intent, "question" | "reschedule" | "other">, RegExp][] = [
  [
    "end",
    /\b(bye|goodbye|not interested|stop calling|no thanks|no thank you|hang up|don't call|do not call|leave me alone|remove my number)\b/,
  ],
  [
    "later",
    /\b(call (me )?(back )?later|call (me )?back|ring (me )?(back )?later|not a good time|bad time|busy (right )?now|i'm busy|in a meeting|i'm driving|can't talk|cannot talk|another time|talk later)\b/,
  ],
  [
    "who",
    /\b(who( is| are|'s) (this|you|calling|speaking|it)|who are you|are you (a |an )?(robot|bot|machine|human|real person|person|computer|ai)|is this (a |an )?(robot|bot|recording|real person|human|machine|ai)|which company|where are you calling from|who do you work for)\b|^(hello|hi|hey)\W*$/,
  ],
  [
    "what",
    /\b(what('s| is| was) (this|it|that) (about|regarding|for)|what do you want|why are you calling|why (did|do) you call|what('s| is) the (purpose|reason)|what is this|what's this|what about)\b/,
  ],
  [
    "repeat",
    /\b(pardon|say (that|it) again|repeat (that|it)|didn't (catch|hear|get) (that|you|it)|come again|what did you say)\b|^(sorry|what)\W*$/,
  ],
  [
    "request",
    /\b(send|e-?mail|text|whatsapp|message) (me|it|them|over|the details|the info)\b|\bby (e-?mail|text|whatsapp|message|sms)\b/,
  ],
  [
    "when",
    /\b(when (is|was|does|did|will|'s) (it|that|this)|what time|which day|what day|what date|remind me (when|what time))\b|^when\W*$/,
  ],
  [
    "where",
    /\b(where (is|was|will|'s) (it|that|this)|which (place|address|venue)|what('s| is) the (address|venue|location)|^where\W*$)/,
  ],
];

const RESCHEDULE =
  /\b(instead|rather|prefer|better|change|move|reschedule|can we|could we|how about|what about|make it|suits me|works for me|i'm free|i am free|available)\b/;
const QUESTION_START =
  /^(is|are|was|were|can|could|will|would|should|has|have|do|does|did|where|when|what|how|why|which|who|may)\b/;
const NO =
  /^(no|nope|nah|not really|i can't|i cannot|i won't|unfortunately|i don't think so|not (today|now))\b|\b(can't make it|won't make it|doesn't work|does not work|not possible|won't be able)\b/;
const YES =
  /^(yes|yeah|yep|yup|sure|ok|okay|alright|all right|of course|certainly|absolutely|go ahead|fine|great|perfect|correct|definitely|no problem|no worries|will do|i will)\b|\b(that works|sounds good|i'll be there|see you|works for me|that's fine|that's right|i can make it|i'll do that)\b/;

/** After "anything else?": there is nothing more ("no, that's all", "nothing else", "I'm good"). */
const NOTHING_MORE =
  /^(no|nope|nah|not really|nothing|that's (all|it|everything)|that is (all|it|everything)|i think that's (all|it)|that'll be all|that will be all|all good|i'm good|i'm fine|we're good|i'm all set)\b/;
/** ...unless more is on its way: "no, wait", "no, actually one more thing". */
const MORE_COMING = /\b(actually|wait|hold on|one more|another thing|something else|also)\b/;
/** Hesitation before the answer itself. */
const HESITATION = /^((um|uh|hmm|erm|well|oh)\W+)+/;
/**
 * Words that, on their own, say nothing to pass on: they only answer "anything else?" ("yes",
 * "yes please", "actually, there's one more thing", "no, wait").
 */
const ANNOUNCING_WORDS = new Set(
  "yes yeah yep yup sure ok okay no nope nah actually wait hold on well please um uh oh hmm erm one more thing another something else there is there's just i do have a quick question did want to add mention also".split(
    " ",
  ),
);

const normalised = (text: string) => text.toLowerCase().replace(/[’`]/g, "'").trim();

/** What the callee meant by their line, as far as the demo AI can tell. */
export function intentOf(line: string): Intent {
  const text = normalised(line);
  for (const [intent, pattern] of INTENT_PATTERNS) if (pattern.test(text)) return intent;
  const time = mentionedTime(text);
  const asks = text.endsWith("?") || QUESTION_START.test(text);
  if (time && (RESCHEDULE.test(text) || (NO.test(text) && !YES.test(text)))) return "reschedule";
  if (time && !asks && !YES.test(text)) return "reschedule";
  if (asks && !/^(yes|no|ok|okay|sure)\b\W*$/.test(text)) return "question";
  if (NO.test(text) && !/^no (problem|worries)/.test(text)) return "no";
  if (YES.test(text)) return "yes";
  return "other";
}

function channelOf(line: string): string {
  const text = normalised(line);
  if (/whatsapp/.test(text)) return "WhatsApp";
  if (/\b(text|sms)\b/.test(text)) return "text message";
  return "e-mail";
}

export interface ReplyContext {
  purpose: CallPurpose;
  /** The callee's latest line. */
  said: string;
  /** The AI's previous line, which may have asked a question this line answers. */
  previous: string;
  /** How many times the AI has answered the callee before. */
  answers: number;
}

const asked = (previous: string, question: string) => previous.trimEnd().endsWith(question);

/** The AI's answer to a callee who has more to pass on but has not said it yet. */
export const ASK_WHAT_ELSE = "Of course. What would you like me to pass on?";

/**
 * The callee's answer to "anything else?": `done` when there is nothing more, `more` when there
 * is but it is yet to be said, undefined when the line says it (or is about something else).
 */
function answerToAnythingElse(said: string): "done" | "more" | undefined {
  const text = normalised(said).replace(HESITATION, "");
  const coming = MORE_COMING.test(text);
  if (NOTHING_MORE.test(text) && !coming) return "done";
  const words = text.split(/[^a-z']+/).filter(Boolean);
  if (words.length > 0 && words.every((word) => ANNOUNCING_WORDS.has(word))) return "more";
  return undefined;
}

const TEAM_GETS_BACK = "I'll have the team get back to you";

/** "It's at 4 pm, at our Bangalore studio.": the time and place the AI knows of the call. */
function whenAndWhere({ when, where }: CallPurpose, topic: "when" | "where" | "both"): string {
  const time = when && topic !== "where" ? whenPhrase(when) : undefined;
  const place = where && topic !== "when" ? `at ${where}` : undefined;
  const parts = [time, place].filter(Boolean);
  if (parts.length === 0) {
    return `I don't have that detail with me, so ${TEAM_GETS_BACK} on it.`;
  }
  return `It's ${parts.join(", ")}.`;
}

/** The AI's answer to the callee saying yes to the call's own question. */
function agreed(purpose: CallPurpose): string {
  if (purpose.kind === "invitation") {
    const at = [purpose.when && whenPhrase(purpose.when), purpose.where && `at ${purpose.where}`];
    const details = at.filter(Boolean).join(", ");
    return `Wonderful, we look forward to seeing you${details ? ` ${details}` : ""}. ${GOODBYE}`;
  }
  if (purpose.kind === "reminder") {
    const time = purpose.when ? ` for ${purpose.when}` : "";
    return `Wonderful, so that's confirmed${time}. ${GOODBYE}`;
  }
  return `Wonderful, I'll let the studio team know. ${GOODBYE}`;
}

function answerTo({ purpose, said, previous }: ReplyContext): string {
  const intent = intentOf(said);
  const purposeAgain = `${purpose.statement} ${purpose.question}`;
  const time = mentionedTime(said);
  if (intent === "end") return `Of course. Thank you for your time, and goodbye! ${END_MARKER}`;
  if (intent === "later") {
    return time
      ? `No problem. I'll ask the studio team to call you back ${time}. Goodbye for now! ${END_MARKER}`
      : CALL_BACK_LATER;
  }
  const anythingElse = asked(previous, ANYTHING_ELSE) ? answerToAnythingElse(said) : undefined;
  if (anythingElse === "done") return `All right, that's everything then. ${GOODBYE}`;
  if (anythingElse === "more") return ASK_WHAT_ELSE;
  if (intent === "who") {
    return `I'm an AI assistant calling for ${site.name}, a technology and design studio. ${purposeAgain}`;
  }
  if (intent === "what") return `Of course. ${purposeAgain}`;
  if (intent === "repeat") return `Sure. ${purposeAgain}`;
  switch (intent) {
    case "when":
    case "where":
      return `${whenAndWhere(purpose, purpose.kind === "invitation" ? "both" : intent)} ${purpose.question}`;
    case "request":
      return `Of course, I'll ask the studio team to send you the details by ${channelOf(said)}. ${ANYTHING_ELSE}`;
    case "reschedule":
      return `Thank you. I'll let the studio team know that ${time ?? "another time"} suits you better, and they'll confirm it with you. ${ANYTHING_ELSE}`;
    case "question":
      return `That's a good question. I don't have that detail with me, so ${TEAM_GETS_BACK}. ${ANYTHING_ELSE}`;
    case "no":
      if (asked(previous, OPENING_QUESTION)) return CALL_BACK_LATER;
      if (asked(previous, purpose.question)) {
        return `Thanks for letting me know. I'll tell the studio team, and they'll be in touch to sort it out with you. ${ANYTHING_ELSE}`;
      }
      return `All right. ${GOODBYE}`;
    case "yes":
      if (asked(previous, OPENING_QUESTION)) return `Thank you. ${purpose.question}`;
      if (asked(previous, purpose.question)) return agreed(purpose);
      return `Thank you, I've noted that for the studio team. ${ANYTHING_ELSE}`;
    default:
      if (asked(previous, OPENING_QUESTION)) return `Thank you. ${purpose.question}`;
      if (asked(previous, purpose.question)) {
        return `Thank you, I'll pass your answer on to the studio team. ${ANYTHING_ELSE}`;
      }
      return `Thank you, I've noted that for the studio team. ${ANYTHING_ELSE}`;
  }
}

/** The demo AI's answer to the callee's latest line; a long call is wrapped up politely. */
export function scriptedReply(context: ReplyContext): string {
  const reply = answerTo(context);
  if (context.answers < MOST_ANSWERS || reply.includes(END_MARKER)) return reply;
  // Never a question just before the goodbye: what is left to say goes to the team.
  if (reply === ASK_WHAT_ELSE) {
    return `I'm afraid I have to end the call here, so ${TEAM_GETS_BACK} for the rest. Goodbye! ${END_MARKER}`;
  }
  return `${reply.replace(ANYTHING_ELSE, "").trimEnd()} I'll let you go now. Goodbye! ${END_MARKER}`;
}

/** One line of the callee's and the AI line it answered. */
export interface Exchange {
  said: string;
  previous: string;
}

/** What one line of the callee settled, as the summary tells the visitor; undefined when nothing. */
function pointOf(purpose: CallPurpose, { said, previous }: Exchange): string | undefined {
  const intent = intentOf(said);
  const time = mentionedTime(said);
  const answersPurpose = asked(previous, purpose.question);
  if (intent === "later") return `They asked to be called back ${time ?? "at a better time"}.`;
  if (intent === "request") return `They asked for the details by ${channelOf(said)}.`;
  if (intent === "reschedule") {
    return `They would prefer ${time ?? "another time"}; the studio team should confirm it.`;
  }
  if (intent === "question") return `They asked "${said.trim()}": the studio team should answer.`;
  if (intent === "no" && answersPurpose) {
    return "They said it does not work for them: the studio team should get in touch.";
  }
  if (intent !== "yes" || !answersPurpose) return undefined;
  const when = purpose.when ? ` ${whenPhrase(purpose.when)}` : "";
  if (purpose.kind === "reminder") return `They confirmed it still works${when}.`;
  if (purpose.kind === "invitation") return `They accepted the invitation${when}.`;
  return "They said yes.";
}

/** What the call settled, one sentence per point, for the demo's summary. */
export function agreedPoints(purpose: CallPurpose, exchanges: Exchange[]): string[] {
  const points = exchanges.map((exchange) => pointOf(purpose, exchange));
  return [...new Set(points.filter((point) => point !== undefined))];
}
