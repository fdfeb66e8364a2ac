import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { writeModelAnswer } from "../../modules/ai-call/conversation/model-answer";
import {
  openingRequest,
  replyRequest,
  summaryRequest,
  withDisclosure,
} from "../../modules/ai-call/conversation/prompts";
import { END_MARKER } from "./call-script";
import type { ChatRequest } from "./chat-model";
import { createScriptedChatModel } from "./scripted-chat-model";

// The demo model answers the requests the real caller writes; these check that it reads and
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
    const opening = await answer(openingRequest(instruction));
    expect(withDisclosure(opening)).toBe(opening);
    expect(opening).toContain("I'm calling to confirm Thursday's design review.");
  });

  it("speaks to the person called, in its own words, not the visitor's instruction", async () => {
    const remind = "Remind Priya about her 4 pm fitting";
    const opening = await answer(openingRequest(remind));
    expect(opening).toContain("I'm calling to remind you about your 4 pm fitting.");
    expect(opening).not.toContain(remind);
    expect(opening).not.toContain("Priya");
  });

  it("holds a whole call through the prompts the conversation writes", async () => {
    const remind = "Remind Priya about her 4 pm fitting";
    const opening = await answer(openingRequest(remind));
    const lines: { speaker: string; message: string }[] = [];
    const say = async (message: string) => {
      lines.push({ speaker: CALLEE_SPEAKER, message });
      const reply = await answer(replyRequest(remind, opening, lines));
      lines.push({ speaker: AI_SPEAKER, message: reply });
      return reply;
    };
    expect(await say("What is this about?")).toContain("remind you about your 4 pm fitting");
    expect(await say("Is it still in the Residency Road studio?")).toContain(
      "I'll have the team get back to you",
    );
    expect(await say("No, that's all")).toMatch(/Goodbye! \[END\]$/);
  });

  it("ends the call with the marker the conversation hides from the callee", async () => {
    const lines = [{ speaker: CALLEE_SPEAKER, message: "No thanks, goodbye" }];
    const { text, end } = await writeModelAnswer(deps, {
      ...replyRequest(instruction, "Hello", lines),
      fallback: "fallback",
    });
    expect(end).toBe(true);
    expect(text).toMatch(/goodbye!$/);
    expect(text).not.toContain(END_MARKER);
  });

  it("sums up what was agreed, from the transcript the summary prompt writes", async () => {
    const remind = "Remind Priya about her fitting at 4 pm";
    const lines = [
      { speaker: CALLEE_SPEAKER, message: "Yes, go ahead." },
      { speaker: AI_SPEAKER, message: "Thank you. Does that still work for you?" },
      { speaker: CALLEE_SPEAKER, message: "Yes, that works for me." },
      { speaker: AI_SPEAKER, message: "Wonderful. Goodbye!" },
      { speaker: CALLEE_SPEAKER, message: "Is there parking?" },
    ];
    const summary = await answer(summaryRequest(remind, "Hello", lines));
    expect(summary).toBe(
      'Demo summary: They confirmed it still works at 4 pm. They asked "Is there parking?": the studio team should answer.',
    );
  });
});
