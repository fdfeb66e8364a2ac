import type { Kysely } from "kysely";
import { shortNumberKey } from "#contract/studio-calls-rules";
import type { DoNotCallEntry } from "#contract/studio-calls";
import type { Database } from "../../../db/database";
import { parseDestination } from "../../ai-call/calls/phone-numbers";
import { hashPhoneNumber } from "../../ai-call/consent/consent-service";
import {
  addToList,
  findEntry,
  listEntries,
  removeFromList,
} from "../../ai-call/do-not-call/do-not-call-repository";
import { withAuditEntry, type Actor } from "../audit/audit-log";

// The staff's side of the do-not-call list, for the console and the admin command alike: how a
// typed number is read, who listed it and why, and the audit log entry of each change. The agent
// lists numbers during calls through the dialer's own list.

/** A number as a person types it (country code first, any spacing) in E.164; null if invalid. */
export function readListedNumber(raw: string): string | null {
  return parseDestination(raw.replace(/\D/g, ""))?.e164 ?? null;
}

function asEntry(row: {
  number_hash: string;
  listed_at: string;
  listed_by: string;
  reason: string;
}): DoNotCallEntry {
  return {
    key: row.number_hash,
    listedAt: row.listed_at,
    listedBy: row.listed_by,
    reason: row.reason,
  };
}

/** Every listed number, newest first, by its hash. */
export async function doNotCallEntries(db: Kysely<Database>): Promise<DoNotCallEntry[]> {
  return (await listEntries(db)).map(asEntry).reverse();
}

/** `secret` is the key the dialer hashes numbers with, so both find the same entry. */
export function createDoNotCallService(db: Kysely<Database>, secret: string) {
  const keyOf = (e164: string) => hashPhoneNumber(secret, e164);

  return {
    keyOf,

    /**
     * Lists the number, naming the actor and their reason, and notes it in the audit log. A
     * number already listed keeps its first entry, and nothing is recorded.
     */
    async add(actor: Actor, e164: string, reason: string, now = new Date()) {
      const key = keyOf(e164);
      const added = await withAuditEntry(
        db,
        actor,
        (trx) =>
          addToList(trx, {
            number_hash: key,
            listed_by: actor.name,
            reason,
            listed_at: now.toISOString(),
          }),
        (inserted) =>
          inserted
            ? { action: "put a number on the do-not-call list", detail: shortNumberKey(key) }
            : null,
        now,
      );
      const entry = await findEntry(db, key);
      if (!entry) throw new Error("A listed number is missing from the list");
      return { added, entry: asEntry(entry) };
    },

    /** Takes the number with this key off the list, noted in the audit log; false if not listed. */
    async remove(actor: Actor, key: string, now = new Date()): Promise<boolean> {
      return withAuditEntry(
        db,
        actor,
        (trx) => removeFromList(trx, key),
        (removed) =>
          removed
            ? { action: "took a number off the do-not-call list", detail: shortNumberKey(key) }
            : null,
        now,
      );
    },
  };
}

export type DoNotCallService = ReturnType<typeof createDoNotCallService>;
