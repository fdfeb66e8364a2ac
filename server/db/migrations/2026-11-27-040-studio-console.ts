import { sql, type Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { createIndexes, idColumn } from "../migration-steps";

// The staff's console: operators and their passkeys, one-time invitations, the WebAuthn
// challenges in flight, sessions (in the database, so every instance knows them), the state and
// read marks of inbox items, and the audit log, which the database itself keeps append-only.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createTable("studio_operators")
    .addColumn("id", "integer", idColumn(engine))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("studio_invitations")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("operator_id", "integer", (column) =>
      column.notNull().references("studio_operators.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("studio_passkeys")
    .addColumn("credential_id", "text", (column) => column.primaryKey())
    .addColumn("operator_id", "integer", (column) =>
      column.notNull().references("studio_operators.id").onDelete("cascade"),
    )
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "bigint", (column) => column.notNull())
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .execute();

  await db.schema
    .createTable("studio_challenges")
    .addColumn("challenge", "text", (column) => column.primaryKey())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("studio_sessions")
    .addColumn("token_hash", "text", (column) => column.primaryKey())
    .addColumn("operator_id", "integer", (column) =>
      column.notNull().references("studio_operators.id").onDelete("cascade"),
    )
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .execute();
  await createIndexes(db, "studio_sessions", {
    studio_sessions_operator_index: ["operator_id"],
  });

  await db.schema
    .createTable("studio_item_states")
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("item_id", "integer", (column) => column.notNull())
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("handled_by", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("studio_item_states_key", ["kind", "item_id"])
    .execute();

  await db.schema
    .createTable("studio_item_reads")
    .addColumn("operator_id", "integer", (column) =>
      column.notNull().references("studio_operators.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("item_id", "integer", (column) => column.notNull())
    .addColumn("read_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("studio_item_reads_key", ["operator_id", "kind", "item_id"])
    .execute();

  // Who did it is kept by name too, so the log still reads after an operator is removed.
  await db.schema
    .createTable("studio_audit_log")
    .addColumn("id", "integer", idColumn(engine))
    .addColumn("operator_id", "integer")
    .addColumn("operator_name", "text", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("item_kind", "text")
    .addColumn("item_id", "integer")
    .addColumn("detail", "text")
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await createIndexes(db, "studio_audit_log", {
    studio_audit_log_item_index: ["item_kind", "item_id"],
  });

  if (engine === "postgres") {
    await sql`create function studio_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`create trigger studio_audit_log_append_only before update or delete
      on studio_audit_log for each row execute function studio_audit_log_append_only()`.execute(db);
  } else {
    for (const event of ["update", "delete"]) {
      await sql`create trigger ${sql.raw(`studio_audit_log_no_${event}`)} before ${sql.raw(event)}
        on studio_audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(
        db,
      );
    }
  }
}
