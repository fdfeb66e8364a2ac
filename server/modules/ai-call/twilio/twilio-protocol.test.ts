import { randomUUID } from "node:crypto";
import twilio from "twilio";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { WebSocket } from "ws";
import type { CallEvent } from "#contract/ai-call";
import {
  AI_SPEAKER,
  CALL_REFUSALS,
  VOICEMAIL_SPEAKER,
  VOICEMAIL_TEXTS,
} from "#contract/ai-call-rules";
import { placeCall, watchCall, type PlacedCall } from "../../../../test-support/server/call-api";
import { spokenLines } from "../../../../test-support/server/call-socket-client";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import type { FakeChatCompletions } from "../../../../test-support/server/fake-chat-completions";
import { twimlAttribute } from "../../../../test-support/server/fake-twilio";
import { twilioHarness, TWILIO_TEST_ACCOUNT } from "../../../../test-support/server/twilio-harness";
import type { App } from "../../../app";
import { chatLimitSummary, FALLBACK_REPLY, TURN_LIMIT_GOODBYE } from "../conversation/prompts";
import { REASONING_ALLOWANCE } from "../../../providers/llm/openai-chat-model";
import { RELAY_NOT_OPEN } from "./twilio-webhooks";

const OPENING = "Hello, this is an AI assistant calling for Nexora Studio about the workshop.";
const VOICEMAIL =
  "Hello, this is an AI assistant calling for Nexora Studio. We wanted to confirm Thursday's workshop. Goodbye! [END]";

/** Answers as a model would: the opening, a voicemail message, replies and a summary. */
function modelAnswers(llm: FakeChatCompletions) {
  llm.answer = (request) => {
    const system = request.messages[0]?.content ?? "";
    if (system.startsWith("You summarise")) return { text: "Summary.\nOutcome: done." };
    if (system.includes("you reached a voicemail")) return { text: VOICEMAIL };
    if (request.messages.length === 2) return { text: OPENING };
    return { text: `Noted: ${request.messages.at(-1)?.content ?? ""}` };
  };
}

/** Twilio's handshake signature over a relay socket's URL, as anyone seeing the header learns it. */
const signedHandshake = (url: string) =>
  twilio.getExpectedTwilioSignature(TWILIO_TEST_ACCOUNT.authToken, url, {});

/**
 * A WebSocket handshake at `url` with `signature`: 101 when the socket opened (it is closed at
 * once), else the refusal's status and JSON body.
 */
function handshake(url: string, signature: string): Promise<{ status: number; body: unknown }> {
  const socket = new WebSocket(url, { headers: { "X-Twilio-Signature": signature } });
  return new Promise((resolve, reject) => {
    socket.once("open", () => {
      socket.close();
      resolve({ status: 101, body: null });
    });
    socket.once("unexpected-response", (_request, response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += String(chunk)));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    });
    socket.once("error", reject);
  });
}

/**
 * Says `prompt` on Twilio's relay socket; resolves with the AI's streamed words once its turn is
 * over, and whether it then ended the session.
 */
function relayTurn(relay: WebSocket, prompt: string): Promise<{ said: string; ended: boolean }> {
  return new Promise((resolve) => {
    let said = "";
    let timer: NodeJS.Timeout | undefined;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      relay.off("message", onMessage);
      resolve({ said, ended });
    };
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as { type: string; token?: string; last?: boolean };
      if (message.type === "end") return done(true);
      said += message.token ?? "";
      // An end, when there is one, is sent right behind the turn's last token.
      if (message.last) timer = setTimeout(() => done(false), 100);
    };
    relay.on("message", onMessage);
    relay.send(JSON.stringify({ type: "prompt", voicePrompt: prompt, last: true }));
  });
}

const isSummary = (event: CallEvent) => "type" in event && event.type === "call_summary";
const WORKSHOP = "Confirm Thursday's workshop";
/** The chat requests one address's calls may make in an hour, on the instances behind a balancer. */
const CHAT_CEILING = 3;

describe.each(ENGINES)("Twilio's and OpenAI's protocols on $engine", ({ engine, skip }) => {
  describe.skipIf(skip)("", () => {
    const harness = twilioHarness({
      mode: "relay",
      engine,
      skip,
      verifiedNumbers: [
        "+919876540011",
        "+919876540012",
        "+919876540013",
        "+919876540020",
        "+919876540021",
        "+919876540030",
        "+919876540031",
      ],
    });
    beforeEach(() => modelAnswers(harness.llm));

    const place = (toNumber: string) =>
      placeCall(harness.testApp.app, { to_number: toNumber, message: WORKSHOP });
    /** A call socket watching `call` until the test ends. */
    const watch = async (call: PlacedCall) => {
      const socket = await watchCall(harness.baseUrl, call);
      onTestFinished(() => socket.close());
      return socket;
    };
    /** Twilio's relay socket for `call`, open until the test ends. */
    const openRelay: typeof harness.twilio.openRelay = async (call) => {
      const relay = await harness.twilio.openRelay(call);
      onTestFinished(() => relay.close());
      return relay;
    };
    const errorLogs = () => harness.logs.filter((line) => line.level === 50);

    describe("a call the account's own set-up forbids", () => {
      it.each([
        [
          "an unverified caller number (21210)",
          () => (harness.twilio.account.callerIds = ["+14155550199"]),
          21210,
          /TWILIO_FROM_NUMBER/,
          "919876540011",
        ],
        [
          "a destination outside the geographic permissions (21215)",
          () => (harness.twilio.account.geoPermissions = ["1", "44"]),
          21215,
          /Geographic Permissions/,
          "919876540012",
        ],
        [
          "credentials Twilio refuses (20003)",
          () => harness.twilio.rotateAuthToken(),
          20003,
          /TWILIO_AUTH_TOKEN/,
          "919876540013",
        ],
      ])(
        "tells the visitor calls are unavailable and the operator what to fix: %s",
        async (_case, breakAccount, code, fix, toNumber) => {
          const account = { ...harness.twilio.account };
          breakAccount();
          onTestFinished(() => {
            Object.assign(harness.twilio.account, account);
            harness.twilio.rotateAuthToken(TWILIO_TEST_ACCOUNT.authToken);
          });
          const before = errorLogs().length;
          const { status, body } = await place(toNumber);
          expect(status).toBe(503);
          expect(body).toEqual({
            status: "error",
            message: CALL_REFUSALS.unavailable,
            detail: CALL_REFUSALS.unavailable,
          });
          const logged = errorLogs().slice(before);
          expect(logged).toHaveLength(1);
          expect(logged[0]).toMatchObject({ code, msg: expect.stringMatching(fix) });
          // The number is the visitor's own: the log never holds it whole.
          expect(JSON.stringify(logged[0])).not.toContain(toNumber.slice(2));
        },
      );
    });

    it("names the call in the relay socket's signed URL and streams the AI's reply over it", async () => {
      const { body } = await place("919876540020");
      const call = harness.twilio.calls.at(-1)!;
      const socketUrl = twimlAttribute(call.twiml, "ConversationRelay", "url");
      expect(socketUrl).toMatch(
        new RegExp(
          `^${harness.baseUrl.replace(/^http/, "ws")}/webhooks/twilio/relay\\?ref=[0-9a-f-]{36}$`,
        ),
      );
      await expect(harness.twilio.openRelay(call, { forged: true })).rejects.toThrow(
        "Handshake refused with 403",
      );
      const watcher = await watch(body);
      const relay = await openRelay(call);
      const reply = new Promise<string>((resolve) => {
        let text = "";
        relay.on("message", (data) => {
          const message = JSON.parse(String(data)) as { token?: string; last?: boolean };
          text += message.token ?? "";
          if (message.last) resolve(text);
        });
      });
      relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Is it at ten?", last: true }));
      expect(await reply).toBe("Noted: Is it at ten?");
      await watcher.waitFor((event) => "speaker" in event && event.speaker === AI_SPEAKER);
      expect(spokenLines(watcher.events)).toEqual([
        "Callee: Is it at ten?",
        "AI: Noted: Is it at ten?",
      ]);
    });

    it("refuses a signed relay socket whose URL names no call, with 409 { detail }", async () => {
      const url = `${harness.baseUrl.replace(/^http/, "ws")}/webhooks/twilio/relay?ref=${randomUUID()}`;
      expect(await handshake(url, signedHandshake(url))).toEqual({
        status: 409,
        body: { detail: RELAY_NOT_OPEN },
      });
    });

    it("leaves one message on a voicemail once its greeting is over, then hangs up", async () => {
      const { body } = await place("919876540030");
      const call = harness.twilio.calls.at(-1)!;
      expect(call).toMatchObject({ machineDetection: "DetectMessageEnd", asyncAmd: "true" });
      expect(call.asyncAmdStatusCallback).toMatch(
        new RegExp(`^${harness.baseUrl}/webhooks/twilio/answered-by\\?ref=[0-9a-f-]{36}$`),
      );
      const watcher = await watch(body);
      await harness.twilio.sendStatus(call, "in-progress");

      // A forged verdict changes nothing.
      const forged = await fetch(call.asyncAmdStatusCallback!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": "x" },
        body: new URLSearchParams({ CallSid: call.sid, AnsweredBy: "machine_end_beep" }),
      });
      expect(forged.status).toBe(403);
      expect(harness.twilio.updates).toEqual([]);

      expect(await harness.twilio.sendAnsweredBy(call, "machine_end_beep", 30)).toBe(204);
      const spoken = VOICEMAIL.replace(" [END]", "");
      expect(harness.twilio.updates).toEqual([
        { sid: call.sid, twiml: expect.stringContaining(`<Say>${spoken}</Say><Hangup/>`) },
      ]);
      // Twilio may post again; only one message is ever left.
      expect(await harness.twilio.sendAnsweredBy(call, "machine_end_silence")).toBe(204);
      expect(harness.twilio.updates).toHaveLength(1);

      await harness.twilio.sendStatus(call, "completed");
      const summary = await watcher.waitFor(isSummary);
      expect(summary).toMatchObject({ summary: VOICEMAIL_TEXTS.summary(spoken) });
      expect(spokenLines(watcher.events)).toEqual([
        `${VOICEMAIL_SPEAKER}: ${VOICEMAIL_TEXTS.reached}`,
        `AI: ${spoken}`,
      ]);
    });

    it("goes on with the conversation when a person answers", async () => {
      await place("919876540031");
      const call = harness.twilio.calls.at(-1)!;
      expect(await harness.twilio.sendAnsweredBy(call, "human")).toBe(204);
      expect(harness.twilio.updates.filter((update) => update.sid === call.sid)).toEqual([]);
      const relay: WebSocket = await openRelay(call);
      const reply = new Promise((resolve) => relay.once("message", resolve));
      relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Yes?", last: true }));
      await reply;
    });
  });
});

describe.each(ENGINES)(
  "The relay socket on two instances behind a balancer on $engine",
  ({ engine, skip }) => {
    describe.skipIf(skip)("", () => {
      const harness = twilioHarness({
        mode: "relay",
        engine,
        skip,
        balanced: true,
        env: { CALL_CHAT_REQUESTS_PER_IP_PER_HOUR: String(CHAT_CEILING) },
        verifiedNumbers: [
          "+919876540050",
          "+919876540051",
          "+919876540052",
          "+919876540053",
          "+919876540054",
        ],
      });
      beforeEach(() => modelAnswers(harness.llm));
      const placeAndUrl = async (toNumber: string) => {
        await placeCall(harness.testApp.app, { to_number: toNumber, message: WORKSHOP });
        const call = harness.twilio.calls.at(-1)!;
        return { call, url: twimlAttribute(call.twiml, "ConversationRelay", "url") };
      };

      it("gives each call one socket: a captured handshake opens neither a second socket on the other instance nor another call's", async () => {
        const first = await placeAndUrl("919876540050");
        const second = await placeAndUrl("919876540051");
        const captured = signedHandshake(first.url);

        const relay = await harness.twilio.openRelay(first.call);
        onTestFinished(() => relay.close());
        // The same handshake again, which the balancer gives to the other instance.
        expect(await handshake(first.url, captured)).toEqual({
          status: 409,
          body: { detail: RELAY_NOT_OPEN },
        });
        expect(harness.balancedHits()).toEqual([1, 1]);
        // The first call's signature over the second call's socket URL.
        expect(await handshake(second.url, captured)).toEqual({
          status: 403,
          body: { detail: "Invalid Twilio signature" },
        });
        // The second call's own socket opens, and the first call's still speaks.
        expect(await handshake(second.url, signedHandshake(second.url))).toEqual({
          status: 101,
          body: null,
        });
        const reply = new Promise((resolve) => relay.once("message", resolve));
        relay.send(JSON.stringify({ type: "prompt", voicePrompt: "Still there?", last: true }));
        expect(JSON.parse(String(await reply))).toMatchObject({ type: "text" });
      });

      it("says goodbye once the address's calls have made the hour's chat requests, and the other instance refuses its next call", async () => {
        const [first, second] = harness.instances() as [App, App];
        const address = nextClientAddress();
        const before = harness.llm.requests.length;
        const requests = () => harness.llm.requests.length - before;
        const placed = await placeCall(
          first,
          { to_number: "919876540053", message: WORKSHOP },
          address,
        );
        expect(placed.status).toBe(200);
        const call = harness.twilio.calls.at(-1)!;
        const relay = await harness.twilio.openRelay(call);
        onTestFinished(() => relay.close());

        expect(await relayTurn(relay, "Which room?")).toEqual({
          said: "Noted: Which room?",
          ended: false,
        });
        expect(await relayTurn(relay, "At ten?")).toEqual({ said: "Noted: At ten?", ended: false });
        expect(requests()).toBe(CHAT_CEILING);
        expect(await relayTurn(relay, "Anything else?")).toEqual({
          said: TURN_LIMIT_GOODBYE,
          ended: true,
        });
        expect(await harness.twilio.sendStatus(call, "completed")).toBe(204);
        const summary = () =>
          harness.testApp.database.db
            .selectFrom("ai_calls")
            .select("summary")
            .where("call_sid", "=", call.sid)
            .executeTakeFirstOrThrow();
        await expect.poll(summary).toEqual({ summary: chatLimitSummary(CHAT_CEILING) });
        expect(requests()).toBe(CHAT_CEILING);

        const message = CALL_REFUSALS.chatRequests(CHAT_CEILING);
        expect(
          await placeCall(second, { to_number: "919876540054", message: WORKSHOP }, address),
        ).toEqual({ status: 429, body: { status: "error", message, detail: message } });
        expect(requests()).toBe(CHAT_CEILING);
      });

      it("refuses a socket for a call that has ended", async () => {
        const { call, url } = await placeAndUrl("919876540052");
        expect(await harness.twilio.sendStatus(call, "completed")).toBe(204);
        expect(await handshake(url, signedHandshake(url))).toEqual({
          status: 409,
          body: { detail: RELAY_NOT_OPEN },
        });
      });
    });
  },
);

const CHAT_SETTINGS: {
  case: string;
  env: Record<string, string>;
  sent: Record<string, unknown>;
  absent: string[];
}[] = [
  {
    case: "a reasoning model, sent no parameter it refuses (max_tokens, temperature)",
    env: { LLM_MODEL: "o4-mini" },
    sent: { model: "o4-mini", max_completion_tokens: 120 },
    absent: ["max_tokens", "temperature", "reasoning_effort"],
  },
  {
    case: "a reasoning model with LLM_REASONING_EFFORT, sent the effort and room to reason",
    env: { LLM_MODEL: "o4-mini", LLM_REASONING_EFFORT: "low" },
    sent: {
      model: "o4-mini",
      reasoning_effort: "low",
      max_completion_tokens: 120 + REASONING_ALLOWANCE.low,
    },
    absent: ["max_tokens", "temperature"],
  },
  {
    case: "an older compatible server, sent max_tokens and a temperature when the settings ask",
    env: { LLM_MODEL: "llama3", LLM_TOKEN_LIMIT_FIELD: "max_tokens", LLM_TEMPERATURE: "0.6" },
    sent: { model: "llama3", max_tokens: 120, temperature: 0.6 },
    absent: ["max_completion_tokens"],
  },
];

describe.each(ENGINES)("The chat API's parameters on $engine", ({ engine, skip }) => {
  describe.skipIf(skip).each(CHAT_SETTINGS)("$case", ({ env, sent, absent }) => {
    const harness = twilioHarness({
      mode: "gather",
      engine,
      skip,
      env,
      verifiedNumbers: ["+919876540040"],
    });

    it("answers the callee with the model's words", async () => {
      modelAnswers(harness.llm);
      // A model sent a reasoning effort reasons before it writes: the limit must leave it room.
      harness.llm.reasoningTokens = env.LLM_REASONING_EFFORT ? 300 : 0;
      await placeCall(harness.testApp.app, { to_number: "919876540040", message: WORKSHOP });
      const call = harness.twilio.calls.at(-1)!;
      const answer = await harness.twilio.sendSpeech(call, "Which room?");
      expect(answer.body).toContain("<Say>Noted: Which room?</Say>");
      expect(answer.body).not.toContain(FALLBACK_REPLY);
      const request = harness.llm.requests.at(-1);
      expect(request).toMatchObject(sent);
      for (const field of absent) expect(request).not.toHaveProperty(field);
    });
  });
});

describe.each(ENGINES)(
  "A reasoning model sent no reasoning effort on $engine",
  ({ engine, skip }) => {
    describe.skipIf(skip)("its reply limit spent on reasoning", () => {
      const harness = twilioHarness({
        mode: "gather",
        engine,
        skip,
        env: { LLM_MODEL: "o4-mini" },
        verifiedNumbers: ["+919876540041"],
      });

      it("speaks the apology, and logs once which setting leaves room for the reply", async () => {
        modelAnswers(harness.llm);
        harness.llm.reasoningTokens = 300;
        await placeCall(harness.testApp.app, { to_number: "919876540041", message: WORKSHOP });
        const call = harness.twilio.calls.at(-1)!;
        for (const speech of ["Which room?", "And the time?"]) {
          const answer = await harness.twilio.sendSpeech(call, speech);
          expect(answer.body).toContain(`<Say>${FALLBACK_REPLY}</Say>`);
        }
        expect(harness.llm.requests.at(-1)).toMatchObject({ max_completion_tokens: 120 });
        const spent = harness.logs.filter((line) => line.level === 50);
        expect(spent).toHaveLength(1);
        expect(spent[0]?.msg).toBe("The AI's reply limit is spent on reasoning");
        expect(JSON.stringify(spent[0]?.err)).toContain("LLM_REASONING_EFFORT");
      });
    });
  },
);
