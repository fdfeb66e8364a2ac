import type { Kysely } from "kysely";

// How many chat-model requests each call has made: a client address's calls of the last hour may
// make only so many together.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("ai_calls")
    .addColumn("chat_requests", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}
