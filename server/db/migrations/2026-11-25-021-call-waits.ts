import type { Kysely } from "kysely";

// How long the person called waited for each AI line (from the end of their words to the first
// words sent back), and the call's median and 90th percentile of those waits.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("ai_call_events").addColumn("wait_ms", "integer").execute();
  await db.schema.alterTable("ai_calls").addColumn("wait_median_ms", "integer").execute();
  await db.schema.alterTable("ai_calls").addColumn("wait_p90_ms", "integer").execute();
}
