import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/server/app";
import { ENGINES } from "../test-support/server/engines";
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

/** `METHOD /path` of every route in Fastify's route tree (HEAD, which GET implies, left out). */
function registeredRoutes(tree: string): string[] {
  const parents: { depth: number; path: string }[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)[└├]── (.*) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    while (parents.length > 0 && parents.at(-1)!.depth >= indent.length) parents.pop();
    const path = `${parents.at(-1)?.path ?? ""}${segment}`;
    parents.push({ depth: indent.length, path });
    for (const method of methods.split(", "))
      if (method !== "HEAD") routes.push(`${method} ${path}`);
  }
  return routes;
}

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
      await testApp.app.ready();
      const registered = registeredRoutes(testApp.app.printRoutes({ commonPrefix: false }));
      expect(registered).toContain("POST /webhooks/twilio/gather");
      const covered = new Set(ENDPOINTS.flatMap((endpoint) => endpoint.routes));
      expect(registered.filter((route) => !covered.has(route))).toEqual([]);
      expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
