import type { Kysely } from "kysely";

// The proof of a subscriber's opt-in: beside the time of the confirmation, the address key (as
// every per-address limit counts clients) of the request that opened the confirmation link.
// Subscribers confirmed before it was kept have none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("confirmed_from", "text")
    .execute();
}
