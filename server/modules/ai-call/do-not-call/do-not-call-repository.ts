import type { Kysely } from "kysely";
import type { Database } from "../../../db/database";

/** Who put a number on the list: the agent during a call, an operator, or the command line. */
export type ListedBy = string;

export async function isListed(db: Kysely<Database>, numberHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("do_not_call")
    .select("number_hash")
    .where("number_hash", "=", numberHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the number; a number already listed keeps when and by whom it was first listed. */
export async function addToList(
  db: Kysely<Database>,
  entry: { number_hash: string; listed_by: ListedBy; reason: string; listed_at: string },
): Promise<void> {
  await db
    .insertInto("do_not_call")
    .values(entry)
    .onConflict((conflict) => conflict.column("number_hash").doNothing())
    .execute();
}

/** Answers whether the number was listed. */
export async function removeFromList(db: Kysely<Database>, numberHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("do_not_call")
    .where("number_hash", "=", numberHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listEntries(db: Kysely<Database>) {
  return db
    .selectFrom("do_not_call")
    .select(["listed_at", "listed_by", "reason"])
    .orderBy("listed_at")
    .execute();
}
