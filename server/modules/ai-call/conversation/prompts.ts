import { AI_SPEAKER, VOICEMAIL_SPEAKER } from "#contract/ai-call-rules";
import { site } from "#content/site";
import {
  DISCLOSURE,
  END_MARKER,
  PURPOSE_PREFIX,
  transcriptLine,
  type SpokenLine,
} from "../../../providers/llm/call-script";
import type { ChatMessage } from "../../../providers/llm/chat-model";

export const FALLBACK_OPENING = `${DISCLOSURE} Do you have a moment to talk?`;
export const FALLBACK_REPLY =
  "Sorry, I'm having a little trouble on my side. Could you say that again?";

/** Left on a voicemail when the model cannot write the message. */
export const FALLBACK_VOICEMAIL = `${DISCLOSURE} Sorry to have missed you. The studio will try to reach you again soon. Goodbye!`;

/** Said instead of the model's answer once a call has had all the answers it may. */
export const TURN_LIMIT_GOODBYE =
  "Thank you for your time. I have to end the call here, but the studio will follow up. Goodbye!";

/** Whether the callee has spoken more than `maxTurns` times, the answers one call may have. */
export function pastTurnLimit(lines: SpokenLine[], maxTurns: number): boolean {
  return lines.filter((line) => line.speaker !== AI_SPEAKER).length > maxTurns;
}

function systemPrompt(instruction: string): string {
  return [
    `You are a friendly AI assistant making a phone call on behalf of ${site.name}, a technology and design studio.`,
    "Everything you write is spoken aloud by a text-to-speech voice: reply in one to three short, plain sentences, with no lists, markup or emoji.",
    "Be polite and honest; never claim to be a person. If asked, say you are an AI assistant calling for the studio.",
    `When the person wants to end the call, or the purpose of the call is done, say a brief goodbye and finish your reply with ${END_MARKER}.`,
    `${PURPOSE_PREFIX}${instruction}`,
  ].join("\n");
}

export function openingMessages(instruction: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: `${systemPrompt(instruction)}\nThe person has just answered. Say your opening line: start with "${DISCLOSURE}" and then say why you are calling.`,
    },
    // The instruction alone, so a model that only echoes it (the demo) never speaks the directions.
    { role: "user", content: instruction },
  ];
}

/** A voicemail answered: one short message that says who called and why, then goodbye. */
export function voicemailMessages(instruction: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: `${systemPrompt(instruction)}\nNobody answered: you reached a voicemail and its greeting is over. Leave one short message of two or three sentences: start with "${DISCLOSURE}", say in your own words why you called, and end with a goodbye.`,
    },
    { role: "user", content: instruction },
  ];
}

/** Whether the call reached a voicemail, as its transcript notes. */
export function reachedVoicemail(lines: SpokenLine[]): boolean {
  return lines.some((line) => line.speaker === VOICEMAIL_SPEAKER);
}

/** The conversation so far, the callee's words as the user's and the AI's as the assistant's. */
export function replyMessages(
  instruction: string,
  opening: string,
  lines: SpokenLine[],
): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(instruction) },
    { role: "assistant", content: opening },
    ...lines.map((line): ChatMessage => ({
      role: line.speaker === AI_SPEAKER ? "assistant" : "user",
      content: line.message,
    })),
  ];
}

export function transcriptText(opening: string, lines: SpokenLine[]): string {
  return [{ speaker: AI_SPEAKER, message: opening }, ...lines].map(transcriptLine).join("\n");
}

export function summaryMessages(
  instruction: string,
  opening: string,
  lines: SpokenLine[],
): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You summarise phone calls made by an AI assistant. Write two or three short lines: what was discussed, then a line starting with 'Outcome:'. Plain text only.",
    },
    {
      role: "user",
      content: `Purpose of the call: ${instruction}\n\nTranscript:\n${transcriptText(opening, lines)}`,
    },
  ];
}

/** Makes sure the opening says that an AI is calling, whatever the model wrote. */
export function withDisclosure(opening: string): string {
  return /\bAI\b/.test(opening) ? opening : `${DISCLOSURE} ${opening}`;
}
