import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import {
  openCallSocket,
  type CallSocketClient,
  spokenLines,
} from "../../../../test-support/server/call-socket-client";
import { nextClientAddress } from "../../../../test-support/server/engines";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../../../../test-support/server/fake-chat-completions";
import { TURN_LIMIT_GOODBYE } from "./prompts";
import { API_KEY } from "../../../../test-support/server/api";

const MAX_TURNS = 3;

const errorsOf = (events: CallEvent[]) =>
  events.flatMap((event) => ("type" in event && event.type === "error" ? [event.message] : []));

describe("The visitor typing as the callee, with a real AI", () => {
  let testApp: TestApp;
  let llm: FakeChatCompletions;
  let baseUrl: string;

  beforeAll(async () => {
    llm = await startFakeChatCompletions();
    testApp = await buildTestApp({
      env: {
        LLM_BASE_URL: llm.url,
        CALL_DEMO_PACE_MS: "15",
        CALL_ALLOWED_REGIONS: "IN",
        CALL_MAX_TURNS: String(MAX_TURNS),
      },
    });
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await testApp?.close();
    await llm?.close();
  });

  /** The model's answers to the callee: the only requests whose second message is the opening. */
  const replyRequests = () =>
    llm.requests.filter((request) => request.messages[1]?.role === "assistant").length;

  /** A call the visitor answers, watched from a socket, once it is in progress. */
  async function answeredCall(toNumber: string) {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: { to_number: toNumber, message: "Ask about their website", play_callee: "true" },
      headers: { "x-api-key": API_KEY },
      remoteAddress: nextClientAddress(),
    });
    const { call_sid: callSid, watch_token: token } = response.json();
    const socket = await openCallSocket(baseUrl);
    socket.send({ type: "watch", call_sid: callSid, token });
    await socket.waitFor((event) => "status" in event && event.status === "in-progress");
    const say = (message: string) =>
      socket.send({ type: "callee_say", call_sid: callSid, token, message });
    return { socket, say };
  }
  const aiLines = (socket: CallSocketClient, count: number) =>
    socket.waitFor(
      () => spokenLines(socket.events).filter((line) => line.startsWith("AI:")).length >= count,
    );

  it("answers one of 500 lines sent at once and asks for a wait on the others", async () => {
    llm.answer = (request) => ({
      text: `You said: ${request.messages.at(-1)?.content ?? ""}`,
      delayMs: 100,
    });
    const { socket, say } = await answeredCall("919876520011");
    for (let line = 0; line < 500; line += 1) say(`Line ${line}`);
    await aiLines(socket, 1);
    // Any second answer would have been asked for by now.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(replyRequests()).toBe(1);
    expect(spokenLines(socket.events)).toEqual(["Callee: Line 0", "AI: You said: Line 0"]);
    const errors = errorsOf(socket.events);
    expect(errors).toContain(CALL_SOCKET_REFUSALS.waitForReply);
    expect(errors.filter((message) => message !== CALL_SOCKET_REFUSALS.waitForReply)).toEqual([
      CALL_SOCKET_REFUSALS.tooManyMessages,
    ]);
    await socket.close();
  });

  it("says goodbye without asking the AI and ends the call once it has had all its answers", async () => {
    llm.answer = (request) => ({ text: `You said: ${request.messages.at(-1)?.content ?? ""}` });
    const before = replyRequests();
    const { socket, say } = await answeredCall("919876520012");
    for (let turn = 1; turn <= MAX_TURNS + 1; turn += 1) {
      say(`Turn ${turn}`);
      await aiLines(socket, turn);
    }
    await socket.waitFor((event) => "status" in event && event.status === "completed");

    expect(replyRequests() - before).toBe(MAX_TURNS);
    expect(spokenLines(socket.events).slice(-2)).toEqual([
      `Callee: Turn ${MAX_TURNS + 1}`,
      `AI: ${TURN_LIMIT_GOODBYE}`,
    ]);
    // The call is over: a further line is refused.
    say("Hello?");
    await socket.waitFor((event) => "type" in event && event.type === "error");
    expect(replyRequests() - before).toBe(MAX_TURNS);
    await socket.close();
  });
});
