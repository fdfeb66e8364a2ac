import { CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { DISCLOSURE, END_MARKER, speakerOf } from "./call-script";
import type { ChatMessage, ChatModel, ChatRequest } from "./chat-model";

// The demo AI: a handful of fixed, polite lines, so the call dialer works without an LLM.

const REPLIES = [
  "Thank you, that is helpful. Could you tell me a little more about what you have in mind?",
  "I see. I will pass this on to the studio team so they can follow up with the details.",
  `Wonderful. Thank you for your time today, and have a great day. Goodbye! ${END_MARKER}`,
];
const GOODBYE = `Of course. Thank you for your time, and goodbye! ${END_MARKER}`;
const WANTS_TO_END = /\b(bye|goodbye|not interested|stop calling|no thanks|hang up)\b/i;

function lastUserText(messages: ChatMessage[]): string {
  return [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
}

/** The instruction as one sentence of the call. */
const callPurpose = (instruction: string) => instruction.trim().replace(/[.!?]*$/, ".");

function scriptedText({ messages, purpose }: ChatRequest): string {
  const last = lastUserText(messages);
  if (purpose === "opening") {
    return `${DISCLOSURE} I'm calling about this: ${callPurpose(last)} Is now a good time to talk?`;
  }
  if (purpose === "voicemail") {
    return `${DISCLOSURE} I was calling about this: ${callPurpose(last)} The studio will try again later. Goodbye! ${END_MARKER}`;
  }
  if (purpose === "summary") {
    const calleeLines = last
      .split("\n")
      .filter((line) => speakerOf(line) === CALLEE_SPEAKER).length;
    return `Demo summary: the AI assistant explained the purpose of the call and the callee answered ${calleeLines} time(s). Outcome: the call ended politely; no real AI wrote this summary.`;
  }
  if (WANTS_TO_END.test(last)) return GOODBYE;
  const turn = messages.filter((message) => message.role === "assistant").length - 1;
  return REPLIES[Math.min(Math.max(turn, 0), REPLIES.length - 1)] ?? GOODBYE;
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
