import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { API_KEY } from "../../../../test-support/server/api";
import { watchCall } from "../../../../test-support/server/call-api";
import { calleeSpeaker } from "../../../../test-support/server/call-socket-client";
import { testAppOnEngine, type EngineTestApp } from "../../../../test-support/server/engine-app";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import { twilioHarness } from "../../../../test-support/server/twilio-harness";

const isStatus = (status: string) => (event: CallEvent) =>
  "type" in event && event.type === "call_status" && event.status === status;
const isSummary = (event: CallEvent) => "type" in event && event.type === "call_summary";

/** Places calls and hangs them up as the page does, form-encoded with the site key. */
function callClient(testApp: Pick<EngineTestApp, "app" | "database">) {
  const post = async (url: string, fields: Record<string, string>, remoteAddress: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    place: (fields: Record<string, string>, address: string) =>
      post(
        "/api/ai-call-dialer/call",
        { message: "Remind Priya about her fitting", ...fields },
        address,
      ),
    hangUp: (fields: Record<string, string>, address = nextClientAddress()) =>
      post("/api/ai-call-dialer/hangup", fields, address),
    storedCall: (callSid: string) =>
      testApp.database.db
        .selectFrom("ai_calls")
        .selectAll()
        .where("call_sid", "=", callSid)
        .executeTakeFirstOrThrow(),
  };
}

describe.each(ENGINES)("Hanging up demo calls on $engine", ({ engine, skip }) => {
  // The limits are the demo's defaults: a visitor must be able to try every scenario.
  const testApp = testAppOnEngine(engine, skip, {
    CALL_DEMO_PACE_MS: "20",
    CALL_ALLOWED_REGIONS: "IN",
  });
  const client = callClient(testApp);
  let baseUrl: string;
  beforeAll(async () => {
    if (skip) return;
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });

  describe.skipIf(skip)("", () => {
    it("ends an answered call at once, so the same visitor can place the next one", async () => {
      const address = nextClientAddress();
      const { body } = await client.place(
        { to_number: "919876511001", play_callee: "true" },
        address,
      );
      const socket = await watchCall(baseUrl, body);
      await socket.waitFor(isStatus("in-progress"));

      const answer = await client.hangUp({ call_sid: body.call_sid, token: body.watch_token });
      expect(answer).toEqual({
        status: 200,
        body: { status: "call ended", call_sid: body.call_sid },
      });
      await socket.waitFor(isStatus("completed"));
      await socket.waitFor(isSummary);
      expect((await client.storedCall(body.call_sid)).status).toBe("completed");
      // Hanging up again changes nothing and is not an error.
      expect(
        (await client.hangUp({ call_sid: body.call_sid, token: body.watch_token })).body,
      ).toEqual({ status: "call ended", call_sid: body.call_sid });
      expect((await client.place({ to_number: "919876511002" }, address)).status).toBe(200);
      await socket.close();
    });

    it.each([
      ["another call's token", (sid: string) => ({ call_sid: sid, token: "x".repeat(43) }), 404],
      ["an unknown call", () => ({ call_sid: "SIMnotacall", token: "x".repeat(43) }), 404],
      ["no token", (sid: string) => ({ call_sid: sid }), 400],
      // PostgreSQL cannot compare a NUL character: the id is refused on both engines alike.
      ["an id with a NUL", (sid: string) => ({ call_sid: `${sid}\u0000`, token: "abc" }), 400],
    ])("refuses %s in the call's shape and leaves the call be", async (_case, fields, status) => {
      const { body } = await client.place({ to_number: "919876511004" }, nextClientAddress());
      const answer = await client.hangUp(fields(body.call_sid));
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({
        status: "error",
        message: expect.any(String),
        detail: answer.body.message,
      });
      if (status === 404) expect(answer.body.message).toBe(CALL_REFUSALS.notYourCall);
      expect((await client.storedCall(body.call_sid)).status).not.toMatch(/completed|canceled/);
    });

    it("answers a body that is not JSON in the call's shape", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/ai-call-dialer/hangup",
        payload: "NaN",
        headers: { "content-type": "application/json", "x-api-key": API_KEY },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: "error",
        message: expect.any(String),
        detail: response.json().message,
      });
    });

    it("is described in the API documentation with its body and every answer", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
      const hangUp = response.json().paths["/api/ai-call-dialer/hangup"]?.post;
      expect(Object.keys(hangUp?.requestBody?.content ?? {})).toEqual([
        "application/x-www-form-urlencoded",
        "application/json",
      ]);
      const body = hangUp.requestBody.content["application/json"].schema;
      expect(body.required).toEqual(["call_sid", "token"]);
      expect(Object.keys(hangUp.responses)).toEqual(["200", "400", "404", "429", "502"]);
      expect(
        hangUp.responses["200"].content["application/json"].schema.properties.status.enum,
      ).toEqual(["call ending", "call ended"]);
    });

    it("lets one visitor try every demo scenario in a row with the demo's limits", async () => {
      const address = nextClientAddress();
      for (const number of ["919876512000", "919876520001", "919876520002", "919876520003"]) {
        const { status, body } = await client.place({ to_number: number }, address);
        expect(status).toBe(200);
        const socket = await watchCall(baseUrl, body);
        await socket.waitFor(isSummary);
        await socket.close();
      }
      // And tries the interactive call more, leaving it part-way each time.
      for (const number of ["919876512001", "919876512002", "919876512003"]) {
        const { status, body } = await client.place(
          { to_number: number, play_callee: "true" },
          address,
        );
        expect(status).toBe(200);
        await client.hangUp({ call_sid: body.call_sid, token: body.watch_token });
      }
    });

    it("stores how long the callee waited for each AI line, and the call's median and 90th percentile", async () => {
      const { body } = await client.place(
        { to_number: "919876513001", play_callee: "true" },
        nextClientAddress(),
      );
      const socket = await watchCall(baseUrl, body);
      await socket.waitFor(isStatus("in-progress"));
      const say = calleeSpeaker(socket, body);
      say("What is this about?");
      await socket.waitFor((event) => "speaker" in event && event.speaker === "AI");
      say("No thanks, bye");
      const summary = await socket.waitFor(isSummary);

      const aiLines = socket.events.filter((event) => "speaker" in event && event.speaker === "AI");
      expect(aiLines).toHaveLength(2);
      const waits = aiLines.map((line) => ("wait_ms" in line ? line.wait_ms : undefined));
      for (const wait of waits) expect(wait).toEqual(expect.any(Number));
      const callee = socket.events.filter(
        (event) => "speaker" in event && event.speaker === "Callee",
      );
      expect(callee.every((line) => !("wait_ms" in line))).toBe(true);
      const sorted = (waits as number[]).toSorted((a, b) => a - b);
      expect(summary).toMatchObject({ wait_median_ms: sorted[0], wait_p90_ms: sorted[1] });
      expect(await client.storedCall(body.call_sid)).toMatchObject({
        wait_median_ms: sorted[0],
        wait_p90_ms: sorted[1],
      });
      // A browser that watches later reads the same waits from the stored events.
      const late = await watchCall(baseUrl, body);
      expect(await late.waitFor(isSummary)).toEqual(summary);
      await Promise.all([socket.close(), late.close()]);
    });
  });
});

describe.each(ENGINES)("Hanging up real calls through Twilio on $engine", ({ engine, skip }) => {
  const harness = twilioHarness({
    mode: "gather",
    engine,
    skip,
    verifiedNumbers: ["+919876514001", "+919876514002", "+919876514003"],
  });
  const { testApp } = harness;
  beforeEach(() => {
    harness.llm.answer = () => ({
      text: "Hello, this is an AI assistant calling for Nexora Studio.",
    });
  });
  const client = callClient(testApp);

  describe.skipIf(skip)("", () => {
    it("asks Twilio to end the call, then records the end Twilio reports", async () => {
      const { body } = await client.place({ to_number: "919876514001" }, nextClientAddress());
      const call = harness.twilio.calls.find((created) => created.sid === body.call_sid);
      if (!call) throw new Error("Twilio was not asked to place the call");
      await harness.twilio.sendStatus(call, "ringing");
      await harness.twilio.sendStatus(call, "in-progress");

      const answer = await client.hangUp({ call_sid: body.call_sid, token: body.watch_token });
      expect(answer.body).toEqual({ status: "call ending", call_sid: body.call_sid });
      expect(harness.twilio.hungUp).toEqual([body.call_sid]);
      await expect
        .poll(async () => (await client.storedCall(body.call_sid)).status)
        .toBe("completed");
      // Once ended, a hang-up asks Twilio nothing more.
      expect(
        (await client.hangUp({ call_sid: body.call_sid, token: body.watch_token })).body.status,
      ).toBe("call ended");
      expect(harness.twilio.hungUp).toEqual([body.call_sid]);
    });

    it("keeps the callee's wait for an answer Twilio takes whole, through <Gather>", async () => {
      harness.llm.answer = () => ({ text: "Happy to help.", delayMs: 60 });
      const { body } = await client.place({ to_number: "919876514003" }, nextClientAddress());
      const call = harness.twilio.calls.find((created) => created.sid === body.call_sid);
      if (!call) throw new Error("Twilio was not asked to place the call");
      await harness.twilio.sendStatus(call, "in-progress");
      expect((await harness.twilio.sendSpeech(call, "Who is this?")).status).toBe(200);
      const stored = await client.storedCall(body.call_sid);
      const aiLine = await testApp.database.db
        .selectFrom("ai_call_events")
        .select("wait_ms")
        .where("call_id", "=", stored.id)
        .where("speaker", "=", "AI")
        .executeTakeFirstOrThrow();
      // The whole answer is written before Twilio can say any of it.
      expect(aiLine.wait_ms).toBeGreaterThanOrEqual(60);
    });

    it("takes a call Twilio has already ended (error 21220) as ended", async () => {
      const { body } = await client.place({ to_number: "919876514002" }, nextClientAddress());
      const call = harness.twilio.calls.find((created) => created.sid === body.call_sid);
      if (!call) throw new Error("Twilio was not asked to place the call");
      // Twilio ended the call, but its status callback has not been stored yet.
      harness.twilio.markEnded(call, "no-answer");
      const answer = await client.hangUp({ call_sid: body.call_sid, token: body.watch_token });
      expect(answer.body).toEqual({ status: "call ending", call_sid: body.call_sid });
      expect(harness.twilio.hungUp).not.toContain(body.call_sid);
    });
  });
});
