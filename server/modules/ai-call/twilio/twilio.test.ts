import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import twilio from "twilio";
import type { WebSocket } from "ws";
import type { CallEvent } from "#contract/ai-call";
import { placeCall, watchCall } from "../../../../test-support/server/call-api";
import {
  type CallSocketClient,
  spokenLines,
} from "../../../../test-support/server/call-socket-client";
import { nextClientAddress } from "../../../../test-support/server/engines";
import type { FakeChatCompletions } from "../../../../test-support/server/fake-chat-completions";
import { twimlAttribute } from "../../../../test-support/server/fake-twilio";
import { twilioHarness, TWILIO_TEST_ACCOUNT } from "../../../../test-support/server/twilio-harness";
import { FALLBACK_REPLY } from "../conversation/prompts";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { API_KEY } from "../../../../test-support/server/api";

const { authToken: AUTH_TOKEN, from: FROM } = TWILIO_TEST_ACCOUNT;
const OPENING = "Hello, this is an AI assistant calling for Nexora Studio about your website.";

function conversationalAnswers(llm: FakeChatCompletions) {
  llm.answer = (request) => {
    const last = request.messages.at(-1)?.content ?? "";
    if (request.messages[0]?.content.startsWith("You summarise")) {
      return { text: "The callee asked about prices.\nOutcome: they want an e-mail." };
    }
    if (request.messages.length === 2 && request.messages[1]?.role === "user")
      return { text: OPENING };
    if (/bye/i.test(last)) return { text: "Thank you, goodbye! [END]" };
    return { text: `Happy to help with: ${last}` };
  };
}

const statuses = (events: CallEvent[]) =>
  events.flatMap((event) =>
    "type" in event && event.type === "call_status" ? [event.status] : [],
  );

describe("AI calls through Twilio with <Gather>", () => {
  const harness = twilioHarness({
    mode: "gather",
    verifiedNumbers: [
      "+919876543210",
      "+919876543211",
      "+919876543212",
      "+919876543213",
      "+919876543214",
      "+919876543215",
      "+919876543216",
    ],
  });
  let socket: CallSocketClient | undefined;
  afterEach(async () => {
    await socket?.close();
    socket = undefined;
  });

  const place = async (
    toNumber: string,
    message = "Ask whether they liked the website",
    remoteAddress = nextClientAddress(),
  ) => {
    const response = await harness.testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: new URLSearchParams({ to_number: toNumber, message }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const watch = async (body: { call_sid: string; watch_token: string }) => {
    socket = await watchCall(harness.baseUrl, body);
    return socket;
  };
  const storedStatus = async (sid: string) =>
    (
      await harness.testApp.database.db
        .selectFrom("ai_calls")
        .select("status")
        .where("call_sid", "=", sid)
        .executeTakeFirstOrThrow()
    ).status;

  it("places the call through the REST API with the opening line, callbacks and a time limit", async () => {
    conversationalAnswers(harness.llm);
    const { status, body } = await place("919876543210");
    expect(status).toBe(200);
    const call = harness.twilio.calls.at(-1);
    expect(body).toMatchObject({ status: "call initiated", call_sid: call?.sid, ai_text: OPENING });
    expect(call).toMatchObject({
      to: "+919876543210",
      from: FROM,
      statusCallbackEvents: ["initiated", "ringing", "answered", "completed"],
      timeLimit: "180",
    });
    expect(call?.statusCallback).toMatch(
      new RegExp(`^${harness.baseUrl}/webhooks/twilio/call-status\\?ref=[0-9a-f-]{36}$`),
    );
    expect(call?.twiml).toContain('<Gather input="speech"');
    expect(call?.twiml).toContain(`<Say>${OPENING}</Say>`);

    const opening = harness.llm.requests.at(-1);
    expect(opening).toMatchObject({ model: "studio-test-model", stream: true });
    expect(opening?.messages[0]?.content).toContain("Ask whether they liked the website");
  });

  it("relays signed status callbacks, refuses forged ones with 403 and changes nothing", async () => {
    conversationalAnswers(harness.llm);
    const { body } = await place("919876543211");
    const call = harness.twilio.calls.at(-1)!;
    const watcher = await watch(body);

    expect(await harness.twilio.sendStatus(call, "initiated")).toBe(204);
    expect(await harness.twilio.sendStatus(call, "ringing")).toBe(204);
    await watcher.waitFor((event) => "status" in event && event.status === "ringing");
    expect(await harness.twilio.sendStatus(call, "completed", { forged: true })).toBe(403);
    expect(await storedStatus(call.sid)).toBe("ringing");
    // An unsigned request is refused the same way.
    const unsigned = await fetch(call.statusCallback, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CallSid: call.sid, CallStatus: "completed" }).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect(await storedStatus(call.sid)).toBe("ringing");
    expect(statuses(watcher.events)).toEqual(["initiated", "ringing"]);
  });

  it("answers a signed status callback for an unknown call with 404 { detail }", async () => {
    const url = `${harness.baseUrl}/webhooks/twilio/call-status?ref=no-such-call`;
    const params = { CallSid: "CA0123456789abcdef0123456789abcdef", CallStatus: "completed" };
    const response = await harness.twilio.postSigned(url, params);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "No call with this reference" });
  });

  it.each([
    ["a NUL character", "a%00b"],
    ["a repeated ref", "a&ref=b"],
  ])(
    "answers a signed status callback whose ref has %s with 404 { detail }",
    async (_case, ref) => {
      const url = `${harness.baseUrl}/webhooks/twilio/call-status?ref=${ref}`;
      const params = { CallSid: "CA0123456789abcdef0123456789abcdef", CallStatus: "completed" };
      const response = await harness.twilio.postSigned(url, params);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "No call with this reference" });
    },
  );

  it("asks again when a signed speech result is not text (a JSON list), instead of failing", async () => {
    const url = `${harness.baseUrl}/webhooks/twilio/gather?ref=no-such-call`;
    const params = { CallSid: "CA0123456789abcdef0123456789abcdef", SpeechResult: [] };
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Twilio-Signature": twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params),
      },
      body: JSON.stringify(params),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<Say>Sorry, could you say that again?</Say>");
  });

  it("answers each speech result with the AI's words, hangs up on goodbye and sends the summary", async () => {
    conversationalAnswers(harness.llm);
    const { body } = await place("919876543212");
    const call = harness.twilio.calls.at(-1)!;
    const watcher = await watch(body);
    await harness.twilio.sendStatus(call, "in-progress");

    const first = await harness.twilio.sendSpeech(call, "How much does a website\0 cost?");
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/xml/);
    expect(first.body).toContain("<Say>Happy to help with: How much does a website cost?</Say>");
    expect(twimlAttribute(first.body, "Gather", "action")).toBe(
      twimlAttribute(call.twiml, "Gather", "action"),
    );

    const last = await harness.twilio.sendSpeech(call, "Thanks, bye");
    expect(last.body).toContain("<Say>Thank you, goodbye!</Say><Hangup/>");
    expect(last.body).not.toContain("[END]");
    await harness.twilio.sendStatus(call, "completed");

    const summary = await watcher.waitFor(
      (event) => "type" in event && event.type === "call_summary",
    );
    expect(summary).toMatchObject({
      summary: "The callee asked about prices.\nOutcome: they want an e-mail.",
    });
    expect(spokenLines(watcher.events)).toEqual([
      "Callee: How much does a website cost?",
      "AI: Happy to help with: How much does a website cost?",
      "Callee: Thanks, bye",
      "AI: Thank you, goodbye!",
    ]);
    expect(statuses(watcher.events)).toEqual(["in-progress", "completed"]);
    // The summary request carried the whole conversation, opening line first.
    const summaryRequest = harness.llm.requests.at(-1);
    expect(summaryRequest?.messages[1]?.content).toContain(
      `AI: ${OPENING}\nCallee: How much does a website cost?`,
    );
  });

  it("speaks a short fallback when the AI is too slow or fails", async () => {
    conversationalAnswers(harness.llm);
    const { body } = await place("919876543213");
    const call = harness.twilio.calls.at(-1)!;
    const watcher = await watch(body);
    harness.llm.answer = () => ({ text: "Far too late", delayMs: 4000 });
    const slow = await harness.twilio.sendSpeech(call, "Hello?");
    expect(slow.body).toContain(`<Say>${FALLBACK_REPLY}</Say>`);
    harness.llm.answer = () => ({ text: "", failWith: 500 });
    const failed = await harness.twilio.sendSpeech(call, "Hello again?");
    expect(failed.body).toContain(`<Say>${FALLBACK_REPLY}</Say>`);
    await watcher.waitFor(
      (event) => spokenLines([event]).length > 0 && spokenLines(watcher.events).length === 4,
    );
    expect(spokenLines(watcher.events)).toEqual([
      "Callee: Hello?",
      `AI: ${FALLBACK_REPLY}`,
      "Callee: Hello again?",
      `AI: ${FALLBACK_REPLY}`,
    ]);
  });

  it("says so when Twilio refuses the number, and marks the call failed so the visitor may call again", async () => {
    conversationalAnswers(harness.llm);
    harness.twilio.rejectedNumbers.add("+919876543214");
    const address = nextClientAddress();
    const { status, body } = await place("919876543214", undefined, address);
    expect(status).toBe(400);
    expect(body.message).toBe(CALL_REFUSALS.rejectedNumber);
    const row = await harness.testApp.database.db
      .selectFrom("ai_calls")
      .select(["status", "call_sid", "opening_text"])
      .where("to_number", "=", "+919876543214")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "failed", call_sid: null, opening_text: OPENING });
    expect((await place("919876543215", undefined, address)).status).toBe(200);
  });

  it("tells the visitor a number on Twilio's blocklist cannot be called, not the operator to fix the account", async () => {
    conversationalAnswers(harness.llm);
    harness.twilio.blockedNumbers.add("+919876543216");
    const { status, body } = await place("919876543216");
    expect(status).toBe(400);
    expect(body.message).toBe(CALL_REFUSALS.rejectedNumber);
  });
});

describe("AI calls through Twilio with ConversationRelay", () => {
  const harness = twilioHarness({
    mode: "relay",
    verifiedNumbers: ["+919876543220", "+919876543221", "+919876543222"],
  });

  /** Places a call to confirm the meeting, and opens Twilio's relay socket for it. */
  const placeRelayed = async (toNumber: string) => {
    const placed = await placeCall(harness.testApp.app, {
      to_number: toNumber,
      message: "Confirm the meeting",
    });
    expect(placed.status).toBe(200);
    const call = harness.twilio.calls.at(-1)!;
    const relay = await harness.twilio.openRelay(call);
    onTestFinished(() => relay.close());
    return { body: placed.body, call, relay };
  };
  const watch = async (body: { call_sid: string; watch_token: string }) => {
    const watcher = await watchCall(harness.baseUrl, body);
    onTestFinished(() => watcher.close());
    return watcher;
  };

  /** The messages the app sends until it ends its turn (a last text token) or the session. */
  const nextTurn = (relay: WebSocket, endOnly = false) =>
    new Promise<Record<string, unknown>[]>((resolve) => {
      const received: Record<string, unknown>[] = [];
      const onMessage = (data: unknown) => {
        const message = JSON.parse(String(data)) as Record<string, unknown>;
        received.push(message);
        if (message.type === "end" || (!endOnly && message.last === true)) {
          relay.off("message", onMessage);
          resolve(received);
        }
      };
      relay.on("message", onMessage);
    });

  it("streams the AI's reply as text tokens over a signed relay socket and ends the session on goodbye", async () => {
    conversationalAnswers(harness.llm);
    const { body, call, relay } = await placeRelayed("919876543220");
    expect(call.twiml).toContain("<ConversationRelay");
    expect(twimlAttribute(call.twiml, "ConversationRelay", "welcomeGreeting")).toBe(OPENING);
    // The socket's signed URL names the call, as every webhook's does.
    expect(twimlAttribute(call.twiml, "ConversationRelay", "url")).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/webhooks\/twilio\/relay\?ref=[0-9a-f-]{36}$/,
    );

    await expect(harness.twilio.openRelay(call, { forged: true })).rejects.toThrow(
      "Handshake refused with 403",
    );

    const watcher = await watch(body);
    const reply = nextTurn(relay);
    relay.send(
      JSON.stringify({ type: "prompt", voicePrompt: "Is it at ten", lang: "en-US", last: false }),
    );
    relay.send(
      JSON.stringify({ type: "prompt", voicePrompt: "Is it at ten?", lang: "en-US", last: true }),
    );
    const tokens = await reply;
    const streamed = tokens.filter((message) => message.type === "text");
    expect(streamed.length).toBeGreaterThan(2);
    expect(streamed.slice(0, -1).every((message) => message.last === false)).toBe(true);
    expect(streamed.map((message) => message.token).join("")).toBe(
      "Happy to help with: Is it at ten?",
    );
    expect(streamed.at(-1)).toEqual({ type: "text", token: "", last: true });

    const goodbye = nextTurn(relay, true);
    relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Great, bye", last: true }));
    const ending = await goodbye;
    expect(ending.at(-1)).toMatchObject({ type: "end" });
    expect(
      ending
        .filter((message) => message.type === "text")
        .map((message) => message.token)
        .join("")
        .trim(),
    ).toBe("Thank you, goodbye!");

    await watcher.waitFor((event) => "speaker" in event && event.message === "Thank you, goodbye!");
    expect(spokenLines(watcher.events)).toEqual([
      "Callee: Is it at ten?",
      "AI: Happy to help with: Is it at ten?",
      "Callee: Great, bye",
      "AI: Thank you, goodbye!",
    ]);
  });

  it("stops the AI's reply when the callee interrupts, and answers the next prompt", async () => {
    const { body, relay } = await placeRelayed("919876543221");
    const watcher = await watch(body);
    const sent: Record<string, unknown>[] = [];
    relay.on("message", (data) => sent.push(JSON.parse(String(data)) as Record<string, unknown>));

    harness.llm.answer = () => ({ text: "A long answer nobody waits for", delayMs: 250 });
    relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Wait, one thing", last: true }));
    await watcher.waitFor((event) => "speaker" in event && event.message === "Wait, one thing");
    relay.send(
      JSON.stringify({
        type: "interrupt",
        utteranceUntilInterrupt: "",
        durationUntilInterruptMs: "40",
      }),
    );
    conversationalAnswers(harness.llm);
    const reply = nextTurn(relay);
    relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Is it at ten?", last: true }));
    await reply;
    await watcher.waitFor((event) => "speaker" in event && event.speaker === "AI");

    expect(sent.map((message) => message.token).join("")).toBe("Happy to help with: Is it at ten?");
    expect(spokenLines(watcher.events)).toEqual([
      "Callee: Wait, one thing",
      "Callee: Is it at ten?",
      "AI: Happy to help with: Is it at ten?",
    ]);
  });

  it("ignores relay messages of another shape (null, a list, a prompt that is not text) and answers the next prompt", async () => {
    conversationalAnswers(harness.llm);
    const { relay } = await placeRelayed("919876543222");
    const reply = nextTurn(relay);
    for (const message of [
      "null",
      "[]",
      '"prompt"',
      JSON.stringify({ type: "prompt", voicePrompt: 42, last: true }),
      JSON.stringify({ type: "prompt", voicePrompt: { text: "hi" }, last: true }),
    ]) {
      relay.send(message);
    }
    relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Is it at ten?", last: true }));
    const tokens = await reply;
    expect(tokens.map((message) => message.token).join("")).toBe(
      "Happy to help with: Is it at ten?",
    );
  });
});
