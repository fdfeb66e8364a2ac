import { beforeAll, describe, expect, it } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import {
  AI_CALL_LIMITS,
  AI_CALL_MESSAGES,
  AI_SPEAKER,
  CALL_REFUSALS,
  CONSENT_MESSAGES,
  VOICEMAIL_SPEAKER,
  VOICEMAIL_TEXTS,
} from "#contract/ai-call-rules";
import { SCRIPTED_CALLEE_LINES } from "../../providers/telephony/simulated-telephony";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";
import { watchCall } from "../../../test-support/server/call-api";
import { calleeSpeaker, openCallSocket } from "../../../test-support/server/call-socket-client";
import { ENGINES, nextClientAddress } from "../../../test-support/server/engines";
import { API_KEY } from "../../../test-support/server/api";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { countRows } from "../../../test-support/server/rows";

const INDIAN_NUMBER = "919876543210";
/** The statuses of a call that was answered and ended normally. */
const ANSWERED_CALL = ["initiated", "ringing", "in-progress", "completed"];
const statusesOf = (events: CallEvent[], sid: string) =>
  events.flatMap((event) =>
    "type" in event && event.type === "call_status" && event.call_sid === sid ? [event.status] : [],
  );
const linesOf = (events: CallEvent[]) =>
  events.flatMap((event) => ("speaker" in event ? [[event.speaker, event.message]] : []));
const isSummary = (sid: string) => (event: CallEvent) =>
  "type" in event && event.type === "call_summary" && event.call_sid === sid;

describe.each(ENGINES)("AI calls in demo mode on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, {
    CALL_DEMO_PACE_MS: "15",
    CALL_ALLOWED_REGIONS: "IN,GB",
    // The demo's own limits, set as low as real ones so the guards can be met.
    CALL_DEMO_LIMIT_PER_IP_PER_HOUR: "3",
    CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY: "2",
    CALL_DEMO_DAILY_CAP: "20",
    RATE_LIMIT_ALLOW_LIST: "10.254.0.1",
  });
  let baseUrl: string;

  beforeAll(async () => {
    if (skip) return;
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });

  const place = async (
    fields: Record<string, string>,
    remoteAddress = nextClientAddress(),
    key: string | null = API_KEY,
  ) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(key ? { "x-api-key": key } : {}),
      },
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const callCount = () => countRows(testApp.database.db, "ai_calls");

  describe.skipIf(skip)("", () => {
    it("places a call, and a socket that watches late is sent every event in order, then the summary", async () => {
      const { status, body } = await place({
        to_number: INDIAN_NUMBER,
        message: "Invite them to our open studio day on Friday",
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: "call initiated",
        call_sid: expect.stringMatching(/^SIM[0-9a-f]{32}$/),
        watch_token: expect.any(String),
      });
      expect(body.ai_text).toMatch(/^Hello, this is an AI assistant calling for Nexora Studio\./);
      expect(body.ai_text).toContain("open studio day");
      // The directions to the model are never spoken.
      expect(body.ai_text).not.toMatch(/opening line|has just answered/);

      // Watching only after the scripted conversation has begun: nothing may be missing.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const socket = await watchCall(baseUrl, body);
      const summary = await socket.waitFor(isSummary(body.call_sid));
      // The scripted person asks what and when, then agrees: the AI gives the day and closes.
      expect(summary).toMatchObject({
        summary: "Demo summary: They accepted the invitation on Friday.",
      });

      expect(statusesOf(socket.events, body.call_sid)).toEqual(ANSWERED_CALL);
      const lines = linesOf(socket.events);
      expect(lines.filter(([speaker]) => speaker === "Callee").map(([, text]) => text)).toEqual(
        SCRIPTED_CALLEE_LINES.slice(0, 3),
      );
      expect(lines[3]?.[1]).toBe("It's on Friday. Would you like to come?");
      expect(lines.map(([speaker]) => speaker)).toEqual([
        "Callee",
        "AI",
        "Callee",
        "AI",
        "Callee",
        "AI",
      ]);
      expect(lines.at(-1)?.[1]).not.toContain("[END]");
      // The summary is the last event; the row holds it too.
      expect(socket.events.at(-1)).toEqual(summary);
      const row = await testApp.database.db
        .selectFrom("ai_calls")
        .selectAll()
        .where("call_sid", "=", body.call_sid)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "completed",
        provider: "simulator",
        to_number: "+919876543210",
      });
      expect(row.summary).toBe((summary as { summary: string }).summary);
      expect(row.ended_at).not.toBeNull();
      await socket.close();
    });

    it("lets the visitor answer as the callee by typing, until the AI says goodbye", async () => {
      const { body } = await place({
        to_number: "447400123456",
        message: "Ask about the website project",
        play_callee: "true",
      });
      const socket = await watchCall(baseUrl, body);
      await socket.waitFor((event) => "status" in event && event.status === "in-progress");
      // No scripted callee speaks in the meantime.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(linesOf(socket.events)).toEqual([]);

      const say = calleeSpeaker(socket, body);
      // PostgreSQL cannot store a NUL character: the line is refused on both engines alike.
      say("Hello\u0000");
      await socket.waitFor(
        (event) =>
          "type" in event && event.type === "error" && event.message === "Unrecognised message",
      );
      say("Hello, who is this?");
      await socket.waitFor((event) => "speaker" in event && event.speaker === "AI");
      say("Thanks, bye");
      await socket.waitFor((event) => "status" in event && event.status === "completed");
      await socket.waitFor(isSummary(body.call_sid));
      expect(linesOf(socket.events)).toEqual([
        ["Callee", "Hello, who is this?"],
        ["AI", expect.any(String)],
        ["Callee", "Thanks, bye"],
        ["AI", "Of course. Thank you for your time, and goodbye!"],
      ]);
      // Once the call is over, typed lines are refused.
      say("Are you still there?");
      await socket.waitFor(
        (event) =>
          "type" in event && event.type === "error" && event.message !== "Unrecognised message",
      );
      await socket.close();
    });

    it("never shows a call to a socket without its token, nor another call's events", async () => {
      const first = (await place({ to_number: "919876500011", message: "First visitor's call" }))
        .body;
      const second = (await place({ to_number: "919876500012", message: "Second visitor's call" }))
        .body;
      const owner = await openCallSocket(baseUrl);
      const stranger = await openCallSocket(baseUrl);
      owner.send({ type: "watch", call_sid: first.call_sid, token: first.watch_token });
      stranger.send({ type: "watch", call_sid: first.call_sid, token: second.watch_token });
      stranger.send({ type: "watch", call_sid: second.call_sid, token: second.watch_token });
      await owner.waitFor(isSummary(first.call_sid));
      await stranger.waitFor(isSummary(second.call_sid));

      expect(
        stranger.events.filter((event) => "call_sid" in event && event.call_sid === first.call_sid),
      ).toEqual([
        {
          type: "error",
          call_sid: first.call_sid,
          message: "This call cannot be watched from here",
        },
      ]);
      expect(
        owner.events.every((event) => "call_sid" in event && event.call_sid === first.call_sid),
      ).toBe(true);
      expect(JSON.stringify(stranger.events)).not.toContain("First visitor");
      await Promise.all([owner.close(), stranger.close()]);
    });

    it.each([
      [
        "busy",
        "919876500001",
        "The line was busy, so the person could not be reached. You can try again a little later.",
      ],
      [
        "no-answer",
        "919876500002",
        "Nobody picked up, so there was no conversation. You can try again later.",
      ],
      [
        "failed",
        "919876500003",
        "The call could not be connected, so there was no conversation. Check the number and try again.",
      ],
    ])(
      "ends a call to the demo number for %s with that status and a summary that says so in words",
      async (outcome, number, sentence) => {
        const { body } = await place({ to_number: number, message: "Try the outcome" });
        const socket = await watchCall(baseUrl, body);
        const summary = await socket.waitFor(isSummary(body.call_sid));
        expect(statusesOf(socket.events, body.call_sid)).toEqual(["initiated", "ringing", outcome]);
        expect(summary).toMatchObject({ summary: sentence });
        await socket.close();
      },
    );

    it("reaches a voicemail at the demo number ending in 0004: one message left, then the call ends", async () => {
      const { body } = await place({
        to_number: "919876500004",
        message: "Remind them of Friday's open studio day",
      });
      const socket = await watchCall(baseUrl, body);
      const summary = await socket.waitFor(isSummary(body.call_sid));
      expect(statusesOf(socket.events, body.call_sid)).toEqual(ANSWERED_CALL);
      const lines = linesOf(socket.events);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toEqual([VOICEMAIL_SPEAKER, VOICEMAIL_TEXTS.reached]);
      const [speaker, message = ""] = lines[1] ?? [];
      expect(speaker).toBe(AI_SPEAKER);
      expect(message).toMatch(/^Hello, this is an AI assistant calling for Nexora Studio\./);
      expect(message).toContain("open studio day");
      expect(message).not.toContain("[END]");
      expect(summary).toMatchObject({ summary: VOICEMAIL_TEXTS.summary(message) });
      await socket.close();
    });

    it.each([
      ["a missing number", { message: "Hi" }, 400, AI_CALL_MESSAGES.missingFields],
      [
        "a missing message",
        { to_number: INDIAN_NUMBER, message: "  " },
        400,
        AI_CALL_MESSAGES.missingFields,
      ],
      [
        "a number with other characters",
        { to_number: "+91 98765 43210", message: "Hi" },
        400,
        "Please send the phone number as digits only, country code first",
      ],
      ["an invalid number", { to_number: "9112", message: "Hi" }, 400, CALL_REFUSALS.invalidNumber],
      [
        "a country that is not allowed",
        { to_number: "14155550123", message: "Hi" },
        400,
        "Calls to +1 numbers are not available from this site",
      ],
      [
        "a NUL character (PostgreSQL cannot store it)",
        { to_number: INDIAN_NUMBER, message: "Hi\u0000" },
        400,
        "Please remove the NUL character from the message",
      ],
      [
        "an instruction over the limit",
        { to_number: INDIAN_NUMBER, message: "x".repeat(AI_CALL_LIMITS.message + 1) },
        400,
        `Please keep the initial message under ${AI_CALL_LIMITS.message + 1} characters`,
      ],
    ])("refuses %s with a message and stores nothing", async (_case, fields, status, message) => {
      const before = await callCount();
      const answer = await place(fields);
      expect(answer).toEqual({ status, body: { status: "error", message, detail: message } });
      expect(await callCount()).toBe(before);
    });

    it.each([
      ["no body at all", undefined, undefined, AI_CALL_MESSAGES.missingFields],
      ["a JSON null", "application/json", "null", AI_CALL_MESSAGES.missingFields],
      ["a JSON array", "application/json", "[1]", "Invalid input: expected object, received array"],
      ["plain text", "text/plain", "hello", "Invalid input: expected object, received string"],
      [
        "JSON fields of the wrong type",
        "application/json",
        JSON.stringify({ to_number: 919876543210, message: "Hi" }),
        AI_CALL_MESSAGES.missingFields,
      ],
    ])("answers %s in the call's shape", async (_case, contentType, payload, message) => {
      const before = await callCount();
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/ai-call-dialer/call",
        payload,
        headers: { "x-api-key": API_KEY, ...(contentType ? { "content-type": contentType } : {}) },
        remoteAddress: nextClientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: "error", message, detail: message });
      expect(await callCount()).toBe(before);
    });

    it("needs the API key, for the call and for the socket", async () => {
      const answer = await place({ to_number: INDIAN_NUMBER, message: "Hi" }, undefined, null);
      expect(answer).toEqual({ status: 401, body: { detail: "Invalid or missing API key" } });
      await expect(openCallSocket(baseUrl, "wrong-key")).rejects.toThrow("401");
    });

    it("has no Twilio webhooks while the demo runs", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/webhooks/twilio/call-status?ref=x",
        payload: "CallSid=CA1&CallStatus=completed",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.statusCode).toBe(404);
    });

    it("allows one active call per visitor and a few calls per hour from one address", async () => {
      const address = nextClientAddress();
      const first = await place(
        { to_number: "919876500101", message: "One", play_callee: "true" },
        address,
      );
      expect(first.status).toBe(200);
      const second = await place({ to_number: "919876500102", message: "Two" }, address);
      expect(second).toEqual({
        status: 409,
        body: {
          status: "error",
          message: CALL_REFUSALS.activeCall,
          detail: CALL_REFUSALS.activeCall,
        },
      });
      // Ended calls still count towards the hourly limit.
      await testApp.database.db
        .updateTable("ai_calls")
        .set({ status: "completed" })
        .where("ip", "=", address)
        .execute();
      for (const ending of ["0201", "0202"]) {
        const call = await place({ to_number: `91987650${ending}`, message: "Again" }, address);
        expect(call.status).toBe(200);
        await testApp.database.db
          .updateTable("ai_calls")
          .set({ status: "completed" })
          .where("call_sid", "=", call.body.call_sid)
          .execute();
      }
      const limited = await place({ to_number: "919876500203", message: "Too many" }, address);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(CALL_REFUSALS.perIp(3));
    });

    it("exempts allow-listed addresses from the per-address limits only", async () => {
      for (const ending of ["0501", "0502", "0503", "0504"]) {
        const call = await place(
          { to_number: `91987650${ending}`, message: "Monitor", play_callee: "true" },
          "10.254.0.1",
        );
        expect(call.status).toBe(200);
      }
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await place({ to_number: "919876500505", message: "Monitor" }, "10.254.0.1");
      }
      const limited = await place({ to_number: "919876500505", message: "Monitor" }, "10.254.0.1");
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(CALL_REFUSALS.perNumber(2));
    });

    it("calls one number at most twice a day, whoever asks", async () => {
      const number = "919876500301";
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await place({ to_number: number, message: "Hello" })).status).toBe(200);
      }
      const limited = await place({ to_number: number, message: "Hello" });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(CALL_REFUSALS.perNumber(2));
    });

    it("stops at the daily cap of the whole site", async () => {
      const today = new Date().toISOString();
      const placed = await callCount();
      const rows = Array.from({ length: Math.max(0, 20 - placed) }, (_, index) => ({
        call_ref: `cap-${index}`,
        to_number: `+9198765${String(index).padStart(5, "0")}`,
        instruction: "filler",
        opening_text: "filler",
        status: "completed",
        provider: "simulator" as const,
        watch_token_hash: "x",
        ip: "192.0.2.1",
        created_at: today,
      }));
      if (rows.length > 0) await testApp.database.db.insertInto("ai_calls").values(rows).execute();
      const limited = await place({ to_number: "919876500401", message: "Over the cap" });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(CALL_REFUSALS.dailyCap);
      await testApp.database.db.deleteFrom("ai_calls").where("call_ref", "like", "cap-%").execute();
    });
  });

  describe.skipIf(skip)("the consent step", () => {
    const consent = async (url: string, fields: Record<string, string>, remoteAddress: string) => {
      const response = await testApp.app.inject({
        method: "POST",
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
        remoteAddress,
      });
      return { status: response.statusCode, body: response.json() };
    };
    const askCode = (to: string, address: string) =>
      consent("/api/ai-call-dialer/verification", { to_number: to }, address);

    it("calls a number verified before without a new code, and gives a demo code to each call allowed", async () => {
      const address = nextClientAddress();
      const verify = async (to: string) => {
        const sent = await askCode(to, address);
        expect(sent.body).toMatchObject({ status: "pending", demo_code: expect.any(String) });
        const code = sent.body.demo_code as string;
        const check = await consent(
          "/api/ai-call-dialer/verification/check",
          { to_number: to, code },
          address,
        );
        expect(check.status).toBe(200);
      };
      // Three numbers, as many as the calls this address may place in an hour (more than the
      // real codes' default): each gets its demo code.
      for (const to of ["919876500101", "919876500102", "919876500103"]) await verify(to);
      // Asked again, a verified number needs no code, however many were asked for.
      for (let again = 0; again < 4; again += 1) {
        expect(await askCode("919876500101", address)).toEqual({
          status: 200,
          body: { status: "verified", message: CONSENT_MESSAGES.alreadyVerified },
        });
      }
      // A fourth new number is past this address's demo calls of the hour, and so is its code.
      expect(await askCode("919876500104", address)).toMatchObject({
        status: 429,
        body: { message: CONSENT_MESSAGES.perIp(3) },
      });
    });
  });
});

describe("AI call settings", () => {
  it("deletes calls past the retention period when the server starts", async () => {
    const testApp = await buildTestApp({ env: { CALL_RETENTION_DAYS: "30" } });
    try {
      const db = testApp.database.db;
      const call = (ref: string, daysAgo: number) => ({
        call_ref: ref,
        to_number: "+919876543210",
        instruction: "old",
        opening_text: "old",
        status: "completed",
        provider: "simulator" as const,
        watch_token_hash: "x",
        ip: "192.0.2.1",
        created_at: new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString(),
      });
      const oldId = (
        await db
          .insertInto("ai_calls")
          .values(call("old", 31))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("ai_calls").values(call("recent", 29)).execute();
      await db
        .insertInto("ai_call_events")
        .values({
          call_id: oldId,
          kind: "status",
          status: "completed",
          created_at: new Date().toISOString(),
        })
        .execute();
      await testApp.app.ready();
      expect(
        (await db.selectFrom("ai_calls").select("call_ref").execute()).map((row) => row.call_ref),
      ).toEqual(["recent"]);
      expect(await db.selectFrom("ai_call_events").selectAll().execute()).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it("refuses calls in production without Twilio unless the demo is asked for, and says so", async () => {
    const production = await buildTestApp({ env: { NODE_ENV: "production" } });
    const demo = await buildTestApp({ env: { NODE_ENV: "production", CALL_DEMO_MODE: "true" } });
    try {
      const request = (app: TestApp) =>
        app.app.inject({
          method: "POST",
          url: "/api/ai-call-dialer/call",
          payload: { to_number: INDIAN_NUMBER, message: "Hello" },
          headers: { "x-api-key": API_KEY },
        });
      const refused = await request(production);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(CALL_REFUSALS.unavailable);
      expect((await request(demo)).statusCode).toBe(200);

      const page = async (app: TestApp) => (await app.app.inject({ url: "/" })).body;
      expect(await page(production)).toContain('"telephony":false,"llm":false');
      expect(await page(demo)).toContain('"telephony":true,"llm":true');
    } finally {
      await production.close();
      await demo.close();
    }
  });
});
