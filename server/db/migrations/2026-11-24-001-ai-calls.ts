import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// AI phone calls and their events (status changes, transcript lines, the summary). Events are
// kept in order so a browser that starts watching late is sent everything it missed.

export async function up(db: Kysely<unknown>, engine: "sqlite" | "postgres"): Promise<void> {
  const id = (column: ColumnDefinitionBuilder) =>
    engine === "postgres"
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();

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
  await db.schema
    .createIndex("ai_calls_ip_index")
    .on("ai_calls")
    .columns(["ip", "created_at"])
    .execute();
  await db.schema
    .createIndex("ai_calls_number_index")
    .on("ai_calls")
    .columns(["to_number", "created_at"])
    .execute();
  await db.schema
    .createIndex("ai_calls_created_index")
    .on("ai_calls")
    .column("created_at")
    .execute();

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
  await db.schema
    .createIndex("ai_call_events_call_index")
    .on("ai_call_events")
    .columns(["call_id", "id"])
    .execute();
}
