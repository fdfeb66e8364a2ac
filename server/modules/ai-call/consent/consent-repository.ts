import { sql, type Kysely } from "kysely";
import type { Database } from "../../../db/database";

export async function findConsent(db: Kysely<Database>, numberHash: string) {
  return db
    .selectFrom("phone_consents")
    .selectAll()
    .where("number_hash", "=", numberHash)
    .executeTakeFirst();
}

export async function insertCodeRequest(
  db: Kysely<Database>,
  request: { number_hash: string; ip: string; network: string; created_at: string },
) {
  await db.insertInto("phone_code_requests").values(request).execute();
}

async function countRequests(
  db: Kysely<Database>,
  since: string,
  where?: { column: "ip" | "network" | "number_hash"; value: string },
): Promise<number> {
  let query = db
    .selectFrom("phone_code_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("created_at", ">=", since);
  if (where) query = query.where(where.column, "=", where.value);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export const countCodeRequestsFromIp = (db: Kysely<Database>, ip: string, since: string) =>
  countRequests(db, since, { column: "ip", value: ip });
export const countCodeRequestsFromNetwork = (
  db: Kysely<Database>,
  network: string,
  since: string,
) => countRequests(db, since, { column: "network", value: network });
export const countCodeRequestsToNumber = (db: Kysely<Database>, hash: string, since: string) =>
  countRequests(db, since, { column: "number_hash", value: hash });
export const countAllCodeRequests = (db: Kysely<Database>, since: string) =>
  countRequests(db, since);

/** A code was texted to the number: it is valid until `until`, and no other is sent meanwhile. */
export async function markCodePending(
  db: Kysely<Database>,
  pending: { numberHash: string; until: string; now: string },
) {
  await db
    .insertInto("phone_consents")
    .values({
      number_hash: pending.numberHash,
      code_pending_until: pending.until,
      updated_at: pending.now,
    })
    .onConflict((conflict) =>
      conflict
        .column("number_hash")
        .doUpdateSet({ code_pending_until: pending.until, updated_at: pending.now }),
    )
    .execute();
}

/** The number's code is no longer valid (not sent after all, expired, used up): a new one may go. */
export async function endPendingCode(db: Kysely<Database>, numberHash: string) {
  await db
    .updateTable("phone_consents")
    .set({ code_pending_until: null })
    .where("number_hash", "=", numberHash)
    .execute();
}

/**
 * Counts one attempt at a number's code before it is checked, in one conditional update, so
 * attempts made at the same moment can never pass the limit between them: none is counted (the
 * answer is undefined) while the number is locked; a lock that has run out starts the count
 * again; the attempt that reaches `maxAttempts` locks the number until `lockUntil`. Answers the
 * attempts counted, this one included.
 */
export async function claimCodeAttempt(
  db: Kysely<Database>,
  claim: { numberHash: string; now: string; maxAttempts: number; lockUntil: string },
): Promise<number | undefined> {
  const { numberHash, now, maxAttempts, lockUntil } = claim;
  await db
    .insertInto("phone_consents")
    .values({
      number_hash: numberHash,
      verified_until: null,
      wrong_codes: 0,
      locked_until: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("number_hash").doNothing())
    .execute();
  // Both engines read the row as it was before the update in every expression of SET.
  const attempts = sql<number>`case when locked_until is not null then 1 else wrong_codes + 1 end`;
  const row = await db
    .updateTable("phone_consents")
    .set({
      wrong_codes: attempts,
      locked_until: sql<
        string | null
      >`case when ${attempts} >= ${maxAttempts} then ${lockUntil} else null end`,
      updated_at: now,
    })
    .where("number_hash", "=", numberHash)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .returning("wrong_codes")
    .executeTakeFirst();
  return row?.wrong_codes;
}

/** A right code: the number is verified until `verifiedUntil`, its code used, its count reset. */
export async function approveNumber(
  db: Kysely<Database>,
  approval: { numberHash: string; verifiedUntil: string; now: string },
) {
  await db
    .updateTable("phone_consents")
    .set({
      verified_until: approval.verifiedUntil,
      wrong_codes: 0,
      locked_until: null,
      code_pending_until: null,
      updated_at: approval.now,
    })
    .where("number_hash", "=", approval.numberHash)
    .execute();
}
