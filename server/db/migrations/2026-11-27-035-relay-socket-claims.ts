import type { Kysely } from "kysely";

// When Twilio's ConversationRelay socket of a call was opened: a call takes one socket only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ai_calls").addColumn("relay_opened_at", "text").execute();
}
