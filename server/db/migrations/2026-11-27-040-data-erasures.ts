import type { Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { idColumn } from "../migration-steps";

// That a person's data was erased, when and by whom, and how many rows of each kind: never what
// was erased, nor whose it was.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createTable("data_erasures")
    .addColumn("id", "integer", idColumn(engine))
    .addColumn("erased_at", "text", (column) => column.notNull())
    .addColumn("subject_kind", "text", (column) => column.notNull())
    .addColumn("erased_by", "text", (column) => column.notNull())
    .addColumn("counts_json", "text", (column) => column.notNull())
    .execute();
}
