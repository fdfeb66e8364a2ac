import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { DISCLOSURE, END_MARKER, type SpokenLine } from "./call-script";
import type { ChatModel, ChatRequest } from "./chat-model";
import { callPurpose } from "./scripted-purpose";
import { agreedPoints, OPENING_QUESTION, scriptedReply, type Exchange } from "./scripted-replies";

// The demo AI: it states the purpose of the call in its own words and answers the usual replies
// of a person called, so the call dialer holds a short, coherent call without an LLM. It reads
// the request's instruction and transcript, never the prompt written for a real model.

/** Each line of the callee with the AI line before it. */
function exchangesOf(transcript: SpokenLine[]): Exchange[] {
  return transcript.flatMap((line, index) => {
    if (line.speaker !== CALLEE_SPEAKER) return [];
    const previous = transcript.slice(0, index).findLast((before) => before.speaker === AI_SPEAKER);
    return [{ said: line.message, previous: (previous?.message ?? "").replace(END_MARKER, "") }];
  });
}

/** What was agreed, read from the callee's answers, under a label that says it is the demo's. */
function summaryText(instruction: string, transcript: SpokenLine[]): string {
  const exchanges = exchangesOf(transcript);
  const points = agreedPoints(callPurpose(instruction), exchanges);
  const agreed =
    points.length > 0
      ? points.join(" ")
      : exchanges.length > 0
        ? "Nothing was settled: the person called gave no answer to pass on."
        : "The person called said nothing.";
  return `Demo summary: ${agreed}`;
}

function scriptedText({ purpose, instruction, transcript }: ChatRequest): string {
  if (purpose === "opening") {
    const { statement } = callPurpose(instruction);
    return `${DISCLOSURE} ${statement} ${OPENING_QUESTION}`;
  }
  if (purpose === "voicemail") {
    const { statement } = callPurpose(instruction);
    return `${DISCLOSURE} ${statement} The studio will try again later. Goodbye! ${END_MARKER}`;
  }
  if (purpose === "summary") return summaryText(instruction, transcript);
  const aiLines = transcript.filter((line) => line.speaker === AI_SPEAKER);
  return scriptedReply({
    purpose: callPurpose(instruction),
    said: transcript.findLast((line) => line.speaker !== AI_SPEAKER)?.message ?? "",
    previous: (aiLines.at(-1)?.message ?? "").replace(END_MARKER, ""),
    // The opening is the AI's first line but no answer to the callee.
    answers: aiLines.length - 1,
  });
}

/** Yields the scripted answer word by word, like a streaming model. */
export function createScriptedChatModel(): ChatModel {
  return {
    simulated: true,
    async *stream(request: ChatRequest) {
      for (const word of scriptedText(request).split(/(?<= )/)) {
        request.signal?.throwIfAborted();
        yield word;
      }
    },
  };
}
