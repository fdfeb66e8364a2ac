import { describe, expect, it } from "vitest";
import { ENGINES } from "../test-support/server/engines";
import { crashFailures, runCrash } from "./crash";
import { storeFailures } from "./verify-stored";

/** Ports of this file's child servers; `npm run reliability:crash` uses others. */
const PORTS = { sqlite: 5210, postgres: 5211 };

describe.each(ENGINES)("SIGKILL in the middle of a write burst on $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    "loses no acknowledged write, leaves no half-written upload and sends each mail once",
    async () => {
      // A different moment each run; the report says which.
      const killAfterAcks = 10 + Math.floor(Math.random() * 40);
      const report = await runCrash({ engine, port: PORTS[engine], killAfterAcks });

      expect([...storeFailures(report), ...crashFailures(report)]).toEqual([]);
      expect(report.acknowledgedBeforeKill).toBeGreaterThanOrEqual(killAfterAcks);
      const found = report.kinds.reduce((sum, kind) => sum + kind.stored, 0);
      const acknowledged = report.kinds.reduce((sum, kind) => sum + kind.acknowledged, 0);
      expect(found).toBe(acknowledged);
      // The kill did cut uploads off halfway, and the restart cleared them.
      expect(report.halfWrittenAtKill).toBeGreaterThanOrEqual(2);
      expect(report.halfWrittenAfterRestart).toBe(0);
      // A mail was being sent at the kill; it arrived once all the same.
      expect(report.mailsInFlightAtKill).toBe(1);
      expect(report.mailsExpected).toBeGreaterThan(0);
      expect(report.mailsReceived).toBe(report.mailsExpected);
    },
    120_000,
  );
});
