import { AI_SPEAKER, VOICEMAIL_SPEAKER } from "#contract/ai-call-rules";
import { site } from "#content/site";
import { DISCLOSURE, END_MARKER, type SpokenLine } from "../../../providers/llm/call-script";
import type { ChatMessage, ChatRequest } from "../../../providers/llm/chat-model";

/** What the conversation asks the model: the prompt, and beside it the call's instruction and lines. */
export type ModelRequest = Omit<ChatRequest, "signal">;

export const FALLBACK_OPENING = `${DISCLOSURE} Do you have a moment to talk?`;
export const FALLBACK_REPLY =
  "Sorry, I'm having a little trouble on my side. Could you say that again?";

/** Left on a voicemail when the model cannot write the message. */
export const FALLBACK_VOICEMAIL = `${DISCLOSURE} Sorry to have missed you. The studio will try to reach you again soon. Goodbye!`;

/** Said instead of the model's answer once a call has had all the answers it may. */
export const TURN_LIMIT_GOODBYE =
  "Thank you for your time. I have to end the call here, but the studio will follow up. Goodbye!";

/** Said, without asking the model, to a person who asks not to be called again; the call ends. */
export const NO_MORE_CALLS_GOODBYE =
  "Of course. I have taken your number off our list, and you will not be called by us again. Goodbye!";

/** A call's summary when its address has no chat request left this hour to write one. */
export const chatLimitSummary = (perIpPerHour: number) =>
  `The call ended without a summary: calls from your address have used this hour's ${perIpPerHour} AI requests.`;

/** Whether the callee has spoken more than `maxTurns` times, the answers one call may have. */
export function pastTurnLimit(lines: SpokenLine[], maxTurns: number): boolean {
  return lines.filter((line) => line.speaker !== AI_SPEAKER).length > maxTurns;
}

/** One line of a transcript: `Speaker: words`. */
function transcriptLine({ speaker, message }: SpokenLine): string {
  return `${speaker}: ${message}`;
}

function systemPrompt(instruction: string): string {
  return [
    `You are a friendly AI assistant making a phone call on behalf of ${site.name}, a technology and design studio.`,
    "Everything you write is spoken aloud by a text-to-speech voice: reply in one to three short, plain sentences, with no lists, markup or emoji.",
    "Be polite and honest; never claim to be a person. If asked, say you are an AI assistant calling for the studio.",
    `When the person wants to end the call, or the purpose of the call is done, say a brief goodbye and finish your reply with ${END_MARKER}.`,
    `The purpose of this call, as given by the person who asked for it: ${instruction}`,
  ].join("\n");
}

export function openingRequest(instruction: string): ModelRequest {
  const messages: ChatMessage[] = [
    {
      role: "system",
      content: `${systemPrompt(instruction)}\nThe person has just answered. Say your opening line: start with "${DISCLOSURE}" and then say why you are calling.`,
    },
    // The turn the model answers: some chat APIs refuse a prompt without a user turn.
    { role: "user", content: instruction },
  ];
  return { messages, purpose: "opening", instruction, transcript: [] };
}

/** A voicemail answered: one short message that says who called and why, then goodbye. */
export function voicemailRequest(instruction: string): ModelRequest {
  const messages: ChatMessage[] = [
    {
      role: "system",
      content: `${systemPrompt(instruction)}\nNobody answered: you reached a voicemail and its greeting is over. Leave one short message of two or three sentences: start with "${DISCLOSURE}", say in your own words why you called, and end with a goodbye.`,
    },
    { role: "user", content: instruction },
  ];
  return { messages, purpose: "voicemail", instruction, transcript: [] };
}

/** What was said on the call, the AI's opening first. */
function withOpening(opening: string, lines: SpokenLine[]): SpokenLine[] {
  return [{ speaker: AI_SPEAKER, message: opening }, ...lines];
}

/** Whether the call reached a voicemail, as its transcript notes. */
export function reachedVoicemail(lines: SpokenLine[]): boolean {
  return lines.some((line) => line.speaker === VOICEMAIL_SPEAKER);
}

/** The conversation so far, the callee's words as the user's and the AI's as the assistant's. */
export function replyRequest(
  instruction: string,
  opening: string,
  lines: SpokenLine[],
): ModelRequest {
  const transcript = withOpening(opening, lines);
  const messages: ChatMessage[] = [
    { role: "system", content: systemPrompt(instruction) },
    ...transcript.map((line): ChatMessage => ({
      role: line.speaker === AI_SPEAKER ? "assistant" : "user",
      content: line.message,
    })),
  ];
  return { messages, purpose: "reply", instruction, transcript };
}

export function summaryRequest(
  instruction: string,
  opening: string,
  lines: SpokenLine[],
): ModelRequest {
  const transcript = withOpening(opening, lines);
  const messages: ChatMessage[] = [
    {
      role: "system",
      content:
        "You summarise phone calls made by an AI assistant. Write two or three short lines: what was discussed, then a line starting with 'Outcome:'. Plain text only.",
    },
    {
      role: "user",
      content: `Purpose of the call: ${instruction}\n\nTranscript:\n${transcript.map(transcriptLine).join("\n")}`,
    },
  ];
  return { messages, purpose: "summary", instruction, transcript };
}

/** Makes sure the opening says that an AI is calling, whatever the model wrote. */
export function withDisclosure(opening: string): string {
  return /\bAI\b/.test(opening) ? opening : `${DISCLOSURE} ${opening}`;
}
