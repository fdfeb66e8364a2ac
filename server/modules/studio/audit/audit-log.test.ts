import { describe, expect, it } from "vitest";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { ENGINES } from "../../../../test-support/server/engines";
import { countRows } from "../../../../test-support/server/rows";
import { Refusal } from "../../../refusal";
import { addToList } from "../../ai-call/do-not-call/do-not-call-repository";
import { COMMAND_LINE_ACTOR, withAuditEntry, type AuditAction } from "./audit-log";

describe.each(ENGINES)("a console change and its audit entry on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const db = () => testApp.database.db;
  const listing = (hash: string) => (trx: Parameters<typeof addToList>[0]) =>
    addToList(trx, {
      number_hash: hash,
      listed_by: "admin command",
      reason: "asked",
      listed_at: new Date().toISOString(),
    });
  const counts = async () => ({
    listed: await countRows(db(), "do_not_call"),
    logged: await countRows(db(), "studio_audit_log"),
  });

  describe.skipIf(skip)("", () => {
    it("are kept together, or neither is", async () => {
      const before = await counts();
      const listed = await withAuditEntry(db(), COMMAND_LINE_ACTOR, listing("a".repeat(64)), {
        action: "put a number on the do-not-call list",
      });
      expect(listed).toBe(true);
      expect(await counts()).toEqual({ listed: before.listed + 1, logged: before.logged + 1 });

      // An entry the log refuses (it names no action) takes the change back with it.
      const unnamed = { action: null } as unknown as AuditAction;
      await expect(
        withAuditEntry(db(), COMMAND_LINE_ACTOR, listing("b".repeat(64)), unnamed),
      ).rejects.toThrow();
      // A refused change leaves no entry.
      await expect(
        withAuditEntry(
          db(),
          COMMAND_LINE_ACTOR,
          async () => {
            throw new Refusal("not-found", "nothing to change");
          },
          { action: "changed nothing" },
        ),
      ).rejects.toThrow(Refusal);
      // A change that did nothing records nothing.
      const again = await withAuditEntry(
        db(),
        COMMAND_LINE_ACTOR,
        listing("a".repeat(64)),
        (added) => (added ? { action: "put a number on the do-not-call list" } : null),
      );
      expect(again).toBe(false);
      expect(await counts()).toEqual({ listed: before.listed + 1, logged: before.logged + 1 });
    });
  });
});
