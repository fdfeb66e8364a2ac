import type { Kysely } from "kysely";
import type { Database } from "../../../db/database";

export async function findConsent(db: Kysely<Database>, numberHash: string) {
  return db
    .selectFrom("phone_consents")
    .selectAll()
    .where("number_hash", "=", numberHash)
    .executeTakeFirst();
}

/** Writes a number's consent row, creating it on first use. */
export async function saveConsent(
  db: Kysely<Database>,
  row: {
    number_hash: string;
    verified_until: string | null;
    wrong_codes: number;
    locked_until: string | null;
    updated_at: string;
  },
) {
  await db
    .insertInto("phone_consents")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("number_hash").doUpdateSet({
        verified_until: row.verified_until,
        wrong_codes: row.wrong_codes,
        locked_until: row.locked_until,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function insertCodeRequest(
  db: Kysely<Database>,
  request: { number_hash: string; ip: string; created_at: string },
) {
  await db.insertInto("phone_code_requests").values(request).execute();
}

async function countRequests(
  db: Kysely<Database>,
  since: string,
  where?: { column: "ip" | "number_hash"; value: string },
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
export const countCodeRequestsToNumber = (db: Kysely<Database>, hash: string, since: string) =>
  countRequests(db, since, { column: "number_hash", value: hash });
export const countAllCodeRequests = (db: Kysely<Database>, since: string) =>
  countRequests(db, since);
