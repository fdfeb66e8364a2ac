import { describe, expect, it } from "vitest";
import { ENGINES } from "../test-support/server/engines";
import { runLoad } from "./load";
import { storeFailures } from "./verify-stored";

/** Bounded for `npm test`; `npm run reliability:load -- --size 1000` is the full run. */
const PER_KIND = 100;

describe.each(ENGINES)("concurrent submissions on $engine", ({ engine, skip }) => {
  it.skipIf(skip)(
    `stores ${PER_KIND} of each kind exactly once, with their files and mails`,
    async () => {
      const report = await runLoad(engine, PER_KIND);
      expect(storeFailures(report)).toEqual([]);
      for (const kind of report.kinds) {
        // Every submission was answered and accepted: nothing was refused or dropped.
        expect(kind).toMatchObject({ sent: PER_KIND, acknowledged: PER_KIND, stored: PER_KIND });
        expect(kind.unanswered).toBe(0);
      }
      const requests = report.kinds.find((kind) => kind.kind === "project-request");
      expect(requests?.filesOk).toBe(PER_KIND);
    },
    90_000,
  );
});
