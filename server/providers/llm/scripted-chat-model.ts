import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { DISCLOSURE, END_MARKER, type SpokenLine } from "./call-script";
import type { ChatModel, ChatRequest } from "./chat-model";
import { callPurpose } from "./scripted-purpose";
import { OPENING_QUESTION, scriptedReply } from "./scripted-replies";

// The demo AI: it states the purpose of the call in its own words and answers the usual replies
// of a person called, so the call dialer holds a short, coherent call without an LLM. It reads
// the request's instruction and transcript, never the prompt written for a real model.

function summaryText(transcript: SpokenLine[]): string {
  const calleeLines = transcript.filter((line) => line.speaker === CALLEE_SPEAKER).length;
  const ended = transcript.some((line) => /Goodbye/.test(line.message))
    ? "ended politely"
    : "ended";
  return `Demo summary: the AI assistant explained the purpose of the call and the callee answered ${calleeLines} time(s). Outcome: the call ${ended}; no real AI wrote this summary.`;
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
  if (purpose === "summary") return summaryText(transcript);
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
