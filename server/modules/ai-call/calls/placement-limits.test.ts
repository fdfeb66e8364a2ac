import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../../../../test-support/server/fake-chat-completions";
import { CALL_START_RATE_LIMIT } from "./call-routes";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { API_KEY } from "../../../../test-support/server/api";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";

describe.each(ENGINES)("Placing AI calls in bursts on $engine", ({ engine, skip }) => {
  let llm: FakeChatCompletions;
  let baseUrl: string;

  beforeAll(async () => {
    if (skip) return;
    llm = await startFakeChatCompletions();
    // A model slow enough that every request of a burst is in flight while it writes.
    llm.answer = () => ({ text: "Hello, this is an AI assistant calling.", delayMs: 50 });
  });
  afterAll(async () => {
    await llm?.close();
  });
  const testApp = testAppOnEngine(engine, skip, () => ({
    LLM_BASE_URL: llm.url,
    CALL_ALLOWED_REGIONS: "IN",
    // The simulated calls stay queued for the whole test: only opening lines reach the model.
    CALL_DEMO_PACE_MS: "600000",
  }));
  beforeAll(async () => {
    if (skip) return;
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });

  const place = async (toNumber: string, remoteAddress: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: new URLSearchParams({ to_number: toNumber, message: "Hello there" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  describe.skipIf(skip)("", () => {
    it("places one call, with one request to the AI, when a visitor sends 300 at once", async () => {
      // Over real connections from one address, as a visitor's script would send them.
      const answers = await Promise.all(
        Array.from({ length: 300 }, async (_, index) => {
          const response = await fetch(`${baseUrl}/api/ai-call-dialer/call`, {
            method: "POST",
            headers: { "x-api-key": API_KEY },
            body: new URLSearchParams({
              to_number: `9198765${String(index).padStart(5, "0")}`,
              message: "Hello there",
            }),
          });
          return { status: response.status, body: (await response.json()) as { message?: string } };
        }),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect([409, 429]).toContain(refused.status);
        expect(refused.body).toEqual({
          status: "error",
          message: expect.any(String),
          detail: refused.body.message,
        });
      }
      expect(llm.requests).toHaveLength(1);
      const stored = await testApp.database.db
        .selectFrom("ai_calls")
        .select("status")
        .where("ip", "=", "127.0.0.1")
        .execute();
      expect(stored).toEqual([{ status: "queued" }]);
    });

    it("answers requests beyond the route's rate limit with 429 in the call's own error shape", async () => {
      const address = nextClientAddress();
      // Refused by the country guard: requests that cost nothing still count.
      // The demo's limit: these calls would go to the simulated network.
      for (let attempt = 0; attempt < CALL_START_RATE_LIMIT.demoMax; attempt += 1) {
        expect((await place("14155550123", address)).status).toBe(400);
      }
      const limited = await place("14155550123", address);
      expect(limited.status).toBe(429);
      const waitSeconds = Number(limited.headers["retry-after"]);
      expect(waitSeconds).toBeGreaterThan(0);
      const message = CALL_REFUSALS.tooManyRequests(
        waitSeconds === 60 ? "1 minute" : `${waitSeconds} seconds`,
      );
      expect(limited.body).toEqual({ status: "error", message, detail: message });
      // Other visitors are not affected.
      expect((await place("14155550123", nextClientAddress())).status).toBe(400);
    });
  });
});
