import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import type { DatabaseEngine } from "./connect";

// Steps the migrations share. A migration's effect on the schema must never change once applied:
// change these only in ways that build the very same statements.

/** The auto-increment key is the one column the two engines spell differently. */
export function idColumn(engine: DatabaseEngine) {
  return (column: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}

/** Plain indexes on one table, by name, each with its columns in order. */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, string[]>,
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}
