import { CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { DISCLOSURE, END_MARKER, PURPOSE_PREFIX, speakerOf } from "./call-script";
import type { ChatMessage, ChatModel, ChatRequest } from "./chat-model";
import { callPurpose } from "./scripted-purpose";
import { OPENING_QUESTION, scriptedReply } from "./scripted-replies";

// The demo AI: it states the purpose of the call in its own words and answers the usual replies
// of a person called, so the call dialer holds a short, coherent call without an LLM.

function lastOf(messages: ChatMessage[], role: ChatMessage["role"]): string {
  return [...messages].reverse().find((message) => message.role === role)?.content ?? "";
}

/** The visitor's instruction, from the line of the system prompt that carries it. */
function instructionOf(messages: ChatMessage[]): string {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const line = system.split("\n").find((text) => text.startsWith(PURPOSE_PREFIX));
  return line?.slice(PURPOSE_PREFIX.length) ?? "";
}

function summaryText(transcriptPrompt: string): string {
  const lines = transcriptPrompt.split("\n");
  const calleeLines = lines.filter((line) => speakerOf(line) === CALLEE_SPEAKER).length;
  const ended = lines.some((line) => /Goodbye/.test(line)) ? "ended politely" : "ended";
  return `Demo summary: the AI assistant explained the purpose of the call and the callee answered ${calleeLines} time(s). Outcome: the call ${ended}; no real AI wrote this summary.`;
}

function scriptedText({ messages, purpose }: ChatRequest): string {
  if (purpose === "opening") {
    const { statement } = callPurpose(lastOf(messages, "user"));
    return `${DISCLOSURE} ${statement} ${OPENING_QUESTION}`;
  }
  if (purpose === "voicemail") {
    const { statement } = callPurpose(lastOf(messages, "user"));
    return `${DISCLOSURE} ${statement} The studio will try again later. Goodbye! ${END_MARKER}`;
  }
  if (purpose === "summary") return summaryText(lastOf(messages, "user"));
  return scriptedReply({
    purpose: callPurpose(instructionOf(messages)),
    said: lastOf(messages, "user"),
    previous: lastOf(messages, "assistant").replace(END_MARKER, ""),
    answers: messages.filter((message) => message.role === "assistant").length - 1,
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
