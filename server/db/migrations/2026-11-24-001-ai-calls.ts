import { sql, type Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { createIndexes, idColumn } from "../migration-steps";

// AI phone calls and their events (status changes, transcript lines, the summary). Events are
// kept in order so a browser that starts watching late is sent everything it missed.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  const id = idColumn(engine);

  await db.schema
    .createTable("ai_calls")
    .addColumn("id", "integer", id)
    // Ours, known before the provider answers, so early webhooks find the call.
    .addColumn("call_ref", "text", (column) => column.notNull().unique())
    // The provider's id, set once the call is placed.
    .addColumn("call_sid", "text", (column) => column.unique())
    .addColumn("to_number", "text", (column) => column.notNull())
    .addColumn("instruction", "text", (column) => column.notNull())
    .addColumn("opening_text", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("visitor_plays_callee", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("watch_token_hash", "text", (column) => column.notNull())
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("summary", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("ended_at", "text")
    .execute();
  // The guards count recent calls per address, per number and in total.
  await createIndexes(db, "ai_calls", {
    ai_calls_ip_index: ["ip", "created_at"],
    ai_calls_number_index: ["to_number", "created_at"],
    ai_calls_created_index: ["created_at"],
  });

  await db.schema
    .createTable("ai_call_events")
    .addColumn("id", "integer", id)
    .addColumn("call_id", "integer", (column) =>
      column.notNull().references("ai_calls.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "text")
    .addColumn("speaker", "text")
    .addColumn("message", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("ai_call_events_kind_check", sql`kind in ('status', 'line', 'summary')`)
    .execute();
  await createIndexes(db, "ai_call_events", { ai_call_events_call_index: ["call_id", "id"] });
}
