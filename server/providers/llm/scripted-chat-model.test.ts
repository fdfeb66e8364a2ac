import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { writeModelAnswer } from "../../modules/ai-call/model-answer";
import {
  openingMessages,
  replyMessages,
  summaryMessages,
  withDisclosure,
} from "../../modules/ai-call/prompts";
import { END_MARKER } from "./call-script";
import type { ChatRequest } from "./chat-model";
import { createScriptedChatModel } from "./scripted-chat-model";

// The demo model answers the prompts the real caller writes; these check that it reads and
// writes them as the conversation does.
const chat = createScriptedChatModel();
const deps = { chat, timeoutMs: 1000, log: pino({ level: "silent" }) };
const instruction = "Confirm Thursday's design review";

async function answer(request: ChatRequest): Promise<string> {
  let text = "";
  for await (const token of chat.stream(request)) text += token;
  return text;
}

describe("scripted chat model", () => {
  it("opens with the disclosure the caller requires, then the purpose", async () => {
    const opening = await answer({ messages: openingMessages(instruction), purpose: "opening" });
    expect(withDisclosure(opening)).toBe(opening);
    expect(opening).toContain(`I'm calling about this: ${instruction}.`);
  });

  it("ends the call with the marker the conversation hides from the callee", async () => {
    const lines = [{ speaker: CALLEE_SPEAKER, message: "No thanks, goodbye" }];
    const messages = replyMessages(instruction, "Hello", lines);
    const { text, end } = await writeModelAnswer(deps, {
      messages,
      purpose: "reply",
      fallback: "fallback",
    });
    expect(end).toBe(true);
    expect(text).toMatch(/goodbye!$/);
    expect(text).not.toContain(END_MARKER);
  });

  it("counts the callee's lines in the transcript the summary prompt writes", async () => {
    const lines = [
      { speaker: CALLEE_SPEAKER, message: "Yes, go ahead." },
      { speaker: AI_SPEAKER, message: "Is Thursday still fine?" },
      { speaker: CALLEE_SPEAKER, message: "It is." },
    ];
    const summary = await answer({
      messages: summaryMessages(instruction, "Hello", lines),
      purpose: "summary",
    });
    expect(summary).toContain("the callee answered 2 time(s)");
  });
});
