import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database";

/** How many rows `table` holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((select) => select.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Lets the next receipt to `address` go out, as if the throttle's interval had passed. */
export async function expireMailThrottle(db: Kysely<Database>, address: string): Promise<void> {
  await db
    .updateTable("mail_throttle")
    .set({ last_queued_at: "2020-01-01T00:00:00.000Z" })
    .where("to_address", "=", address)
    .execute();
}
