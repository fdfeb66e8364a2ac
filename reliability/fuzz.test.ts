import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/server/app";
import { ENGINES } from "../test-support/server/engines";
import { registeredRoutes } from "../test-support/server/registered-routes";
import { ENDPOINTS, TWILIO_FUZZ_SETTINGS } from "./fuzz/catalogue";
import { runFuzz } from "./fuzz/runner";

/** Per endpoint and engine; `npm run fuzz -- --runs N` runs longer. */
const RUNS = 25;
/** Fixed, so a failure here reproduces with the command it prints. */
const SEED = 20_261_124;

describe.each(ENGINES)("API fuzzer on $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    "answers every hostile request with a 4xx in the promised shape, never a 5xx or a hang, and stores nothing invalid",
    async () => {
      const report = await runFuzz({ runs: RUNS, seed: SEED, engine });
      if (report.problems.length > 0) console.log(report.tally.table());
      expect(report.problems).toEqual([]);
      for (const endpoint of ENDPOINTS) {
        expect(report.tally.requests(endpoint.name), endpoint.name).toBeGreaterThanOrEqual(RUNS);
      }
      // Valid requests got through too, so the check of the stored rows had rows to read.
      const stored = report.storedCounts.site ?? {};
      for (const table of ["contact_messages", "reviews", "ai_calls", "ai_call_events"]) {
        expect(stored[table], table).toBeGreaterThan(0);
      }
    },
    120_000,
  );
});

describe("API fuzzer catalogue", () => {
  it("covers every route the server registers, Twilio's webhooks included", async () => {
    const testApp = await buildTestApp({
      env: {
        TWILIO_ACCOUNT_SID: TWILIO_FUZZ_SETTINGS.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO_FUZZ_SETTINGS.authToken,
        TWILIO_FROM_NUMBER: TWILIO_FUZZ_SETTINGS.fromNumber,
      },
    });
    try {
      const registered = await registeredRoutes(testApp.app);
      expect(registered).toContain("POST /webhooks/twilio/gather");
      const covered = new Set(ENDPOINTS.flatMap((endpoint) => endpoint.routes));
      expect(registered.filter((route) => !covered.has(route))).toEqual([]);
      expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
