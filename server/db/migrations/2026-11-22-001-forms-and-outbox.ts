import { sql, type Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { createIndexes, idColumn } from "../migration-steps";

// Timestamps are ISO-8601 text written by the application: the simplest type both engines share.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  const id = idColumn(engine);

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", id)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("last_confirmation_sent_at", "text")
    .addCheckConstraint(
      "newsletter_subscribers_status_check",
      sql`status in ('pending', 'subscribed', 'unsubscribed')`,
    )
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "integer", id)
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    // An integer flag rather than boolean: better-sqlite3 cannot bind JavaScript booleans.
    .addColumn("is_spam", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("project_requests")
    .addColumn("id", "integer", id)
    .addColumn("customer_type", "text", (column) => column.notNull())
    .addColumn("project_title", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("budget", "integer")
    .addColumn("deadline", "text")
    .addColumn("details", "text", (column) => column.notNull())
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("project_request_files")
    .addColumn("id", "integer", id)
    .addColumn("request_id", "integer", (column) =>
      column.notNull().references("project_requests.id").onDelete("cascade"),
    )
    .addColumn("original_name", "text", (column) => column.notNull())
    .addColumn("stored_name", "text", (column) => column.notNull())
    .addColumn("mime_type", "text", (column) => column.notNull())
    .addColumn("size_bytes", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  // PostgreSQL does not index foreign keys by itself; files are always read by their request.
  await createIndexes(db, "project_request_files", {
    project_request_files_request_id_index: ["request_id"],
  });

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "integer", id)
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("to_address", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("headers_json", "text")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addCheckConstraint("mail_outbox_status_check", sql`status in ('pending', 'sent', 'failed')`)
    .execute();

  // The outbox worker polls for due pending mail.
  await createIndexes(db, "mail_outbox", {
    mail_outbox_status_next_attempt_index: ["status", "next_attempt_at"],
  });
}
