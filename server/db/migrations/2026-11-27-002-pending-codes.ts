import type { Kysely } from "kysely";

// Until when the code last texted to a number is valid: while it is, the number gets no second
// text, however many times a code is asked for.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("phone_consents").addColumn("code_pending_until", "text").execute();
}
