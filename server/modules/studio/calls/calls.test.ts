import { describe, expect, it } from "vitest";
import { CALL_REFUSALS, VOICEMAIL_TEXTS } from "#contract/ai-call-rules";
import { shortNumberKey } from "#contract/studio-calls-rules";
import { API_KEY } from "../../../../test-support/server/api";
import { testAppOnEngine, type EngineTestApp } from "../../../../test-support/server/engine-app";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import { studioKit } from "../../../../test-support/server/studio-kit";
import { hashPhoneNumber } from "../../ai-call/consent/consent-service";
import { CONSENT_HOW } from "./call-pages";

const dialer = (testApp: Pick<EngineTestApp, "app">, path: string, payload: object) =>
  testApp.app.inject({
    method: "POST",
    url: `/api/ai-call-dialer/${path}`,
    headers: { "x-api-key": API_KEY },
    payload,
    remoteAddress: nextClientAddress(),
  });

/** A demo call as the call page makes it: the code shown on screen, typed back, then the call. */
async function demoCall(testApp: EngineTestApp, digits: string, message: string) {
  const sent = await dialer(testApp, "verification", { to_number: digits });
  expect(sent.statusCode).toBe(200);
  const checked = await dialer(testApp, "verification/check", {
    to_number: digits,
    code: sent.json().demo_code,
  });
  expect(checked.statusCode).toBe(200);
  const placed = await dialer(testApp, "call", { to_number: digits, message });
  expect(placed.statusCode).toBe(200);
  // The demo runs its course; the summary is the last thing written.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const row = await testApp.database.db
      .selectFrom("ai_calls")
      .selectAll()
      .where("instruction", "=", message)
      .executeTakeFirst();
    if (row?.summary) return row.id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("The demo call did not end");
}

describe.each(ENGINES)(
  "the console's calls and do-not-call list on $engine",
  ({ engine, skip }) => {
    const testApp = testAppOnEngine(engine, skip, { CALL_DEMO_PACE_MS: "10" });
    const studio = studioKit(testApp);

    describe.skipIf(skip)("", () => {
      it("lists calls newest first, masked, and shows one with transcript, waits and consent", async () => {
        const { cookie } = await studio.signedInOperator("Ama", "ama@studio.example");
        const first = await demoCall(testApp, "919876512340", "Confirm the fitting on Friday");
        const voicemail = await demoCall(testApp, "919876510004", "Remind Ken of the review");

        const list = await studio.request("GET", "/api/studio/calls", { cookie });
        expect(list.statusCode).toBe(200);
        const { calls, hasMore } = list.json();
        expect(hasMore).toBe(false);
        expect(calls.map((call: { id: number }) => call.id)).toEqual([voicemail, first]);
        expect(calls[1]).toMatchObject({
          status: "completed",
          channel: "phone",
          demo: true,
          number: "+919*******40",
          durationSeconds: expect.any(Number),
        });
        expect(list.body).not.toContain("9876512340");

        const detail = await studio.request("GET", `/api/studio/calls/${first}`, { cookie });
        expect(detail.statusCode).toBe(200);
        const call = detail.json();
        expect(detail.body).not.toContain("9876512340");
        expect(call.transcript[0]).toMatchObject({ speaker: "AI", at: null });
        expect(call.transcript[0].message).toMatch(/^Hello, this is an AI assistant calling for/);
        expect(call.transcript).toContainEqual(
          expect.objectContaining({
            speaker: "Callee",
            message: expect.stringMatching(/^Hi, yes, I have a minute/),
          }),
        );
        expect(call.summary).toMatch(/^Demo summary:/);
        expect(call.statuses.map((status: { status: string }) => status.status)).toContain(
          "completed",
        );
        expect(call.latency.measuredLines).toBeGreaterThan(0);
        expect(call.latency.medianMs).toEqual(expect.any(Number));
        expect(call.voicemail).toBeNull();
        const { verifiedAt, verifiedUntil } = call.consent;
        expect(call.consent).toMatchObject({
          how: CONSENT_HOW.simulator,
          disclosure: call.transcript[0].message,
        });
        // Verified moments before the call, for the configured number of days.
        expect(Date.parse(verifiedAt)).toBeLessThanOrEqual(Date.parse(call.call.createdAt));
        expect(Date.parse(verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
        expect((Date.parse(verifiedUntil) - Date.parse(verifiedAt)) / 86_400_000).toBe(
          testApp.config.VERIFIED_NUMBER_DAYS,
        );

        const left = (
          await studio.request("GET", `/api/studio/calls/${voicemail}`, { cookie })
        ).json();
        expect(left.voicemail).toMatch(/^Hello, this is an AI assistant calling for/);
        expect(left.summary).toBe(VOICEMAIL_TEXTS.summary(left.voicemail));

        const missing = await studio.request("GET", "/api/studio/calls/999999", { cookie });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().detail).toBe("No call #999999");
      });

      it("adds a number the dialer then refuses, lists it by its hash, and removes it; each step audited", async () => {
        const address = "203.0.113.44";
        const { cookie } = await studio.signedInOperator("Bea", "bea@studio.example");
        const key = hashPhoneNumber(testApp.config.SIGNING_SECRET!, "+919876512345");
        const add = (number: string, reason = "Asked by phone on Monday") =>
          studio.request("POST", "/api/studio/do-not-call", {
            cookie,
            payload: { number, reason },
            remoteAddress: address,
          });

        const added = await add("+91 98765 12345");
        expect(added.statusCode).toBe(201);
        expect(added.json()).toEqual({
          masked: "+919*******45",
          entry: {
            key,
            listedAt: expect.any(String),
            listedBy: "Bea",
            reason: "Asked by phone on Monday",
          },
        });
        // Listed twice, the first entry stands and nothing more is recorded.
        const again = await add("919876512345", "Another reason");
        expect(again.statusCode).toBe(200);
        expect(again.json().entry.reason).toBe("Asked by phone on Monday");

        const refused = await dialer(testApp, "call", {
          to_number: "919876512345",
          message: "Confirm Friday",
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: CALL_REFUSALS.doNotCall });

        const list = await studio.request("GET", "/api/studio/do-not-call", { cookie });
        expect(list.json().entries).toEqual([added.json().entry]);
        expect(list.body).not.toContain('12345"');

        for (const [number, reason] of [
          ["12", "x"],
          ["+1 555 0100", "x"],
          ["+91 98765 12345", " "],
        ]) {
          const bad = await add(number!, reason);
          expect(bad.statusCode, number).toBe(400);
          expect(bad.json().detail, number).toEqual(expect.any(String));
        }

        const removed = await studio.request("DELETE", `/api/studio/do-not-call/${key}`, {
          cookie,
          remoteAddress: address,
        });
        expect(removed.statusCode).toBe(200);
        const gone = await studio.request("DELETE", `/api/studio/do-not-call/${key}`, { cookie });
        expect(gone.statusCode).toBe(404);
        expect(gone.json().detail).toBe("That number is not on the do-not-call list.");
        expect(
          (await studio.request("DELETE", "/api/studio/do-not-call/not-a-hash", { cookie }))
            .statusCode,
        ).toBe(400);
        expect(
          (await dialer(testApp, "call", { to_number: "919876512345", message: "Confirm Friday" }))
            .statusCode,
        ).toBe(200);

        const audit = await studio.auditLog(cookie);
        expect(
          audit
            .slice(0, 2)
            .map((entry) => [entry.operatorName, entry.action, entry.detail, entry.ip]),
        ).toEqual([
          ["Bea", "took a number off the do-not-call list", shortNumberKey(key), address],
          ["Bea", "put a number on the do-not-call list", shortNumberKey(key), address],
        ]);
      });
    });
  },
);
