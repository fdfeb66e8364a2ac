import type { Generated, Insertable, Kysely } from "kysely";
import type { Database } from "./database";

/** The tables whose rows get a generated whole-number id. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts one row and resolves with the id the database gave it. */
export async function insertRow<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const { id } = await db.insertInto(table).values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}
