import { describe, expect, it } from "vitest";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { ENGINES } from "../../../../test-support/server/engines";
import { studioKit } from "../../../../test-support/server/studio-kit";
import { COMMAND_LINE_ACTOR, recordAction } from "../audit/audit-log";

const EXPORT = "/api/studio/audit/export";

describe.each(ENGINES)("the console's audit log export on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);
  const entries = () =>
    testApp.database.db.selectFrom("studio_audit_log").selectAll().orderBy("id").execute();

  describe.skipIf(skip)("", () => {
    it("downloads every entry oldest first as CSV, and records the export in the log itself", async () => {
      const { cookie, operator } = await studio.signedInOperator("Noor", "noor@studio.example");
      // A value a spreadsheet would run as a formula, with quotes in it.
      await recordAction(testApp.database.db, COMMAND_LINE_ACTOR, {
        action: "removed an operator",
        item: { kind: "operator", id: 7 },
        detail: '=HYPERLINK("https://example.com")',
      });
      const before = await entries();

      const csv = await studio.request("GET", EXPORT, { cookie, remoteAddress: "203.0.113.9" });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["cache-control"]).toBe("no-store");
      expect(csv.headers["content-disposition"]).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = csv.body.split("\n");
      expect(header).toBe(
        '"id","created_at","operator_id","operator_name","action","item_kind","item_id","detail","ip"',
      );
      expect(rows).toHaveLength(before.length);
      expect(rows.map((row) => Number(/^"(\d+)"/.exec(row)?.[1]))).toEqual(
        before.map((entry) => entry.id),
      );
      expect(rows).toContainEqual(
        expect.stringMatching(new RegExp(`^"\\d+","[^"]+","${operator.id}","Noor","signed in",`)),
      );
      expect(rows.at(-1)).toMatch(
        /,"","admin command","removed an operator","operator","7","'=HYPERLINK\(""https:\/\/example\.com""\)","local"$/,
      );

      const after = await entries();
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        operator_id: operator.id,
        operator_name: "Noor",
        action: "exported the audit log",
        detail: `${before.length} entries`,
        ip: "203.0.113.9",
      });
    });

    it("refuses a request without a session or from another site, and records nothing then", async () => {
      const { cookie } = await studio.signedInOperator("Omid", "omid@studio.example");
      const count = (await entries()).length;

      const anonymous = await studio.request("GET", EXPORT);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("operator_name");
      const foreign = await studio.request("GET", EXPORT, {
        cookie,
        origin: "https://attacker.example",
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).not.toContain("operator_name");
      expect(await entries()).toHaveLength(count);
    });
  });
});
