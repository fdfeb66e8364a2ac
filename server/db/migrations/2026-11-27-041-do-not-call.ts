import type { Kysely } from "kysely";

// Numbers whose owners asked not to be called by the site, keyed like consents by the number's
// keyed hash, so that the table does not list the numbers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("do_not_call")
    .addColumn("number_hash", "text", (column) => column.primaryKey())
    .addColumn("listed_at", "text", (column) => column.notNull())
    .addColumn("listed_by", "text", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull())
    .execute();
}
