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

/**
 * Adds the number; a number already listed keeps when and by whom it was first listed. Answers
 * whether it was added.
 */
export async function addToList(
  db: Kysely<Database>,
  entry: { number_hash: string; listed_by: ListedBy; reason: string; listed_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("do_not_call")
    .values(entry)
    .onConflict((conflict) => conflict.column("number_hash").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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
  return db.selectFrom("do_not_call").selectAll().orderBy("listed_at").execute();
}

export async function findEntry(db: Kysely<Database>, numberHash: string) {
  return db
    .selectFrom("do_not_call")
    .selectAll()
    .where("number_hash", "=", numberHash)
    .executeTakeFirst();
}
