import { sql, type Kysely } from "kysely";

// When a mail of one kind last went to an address, for every mail sent to an address a visitor
// typed: one row per kind and address, claimed in a single statement. The newsletter's own column
// for this moves here, so there is one way to hold back repeated mails.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_throttle")
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("to_address", "text", (column) => column.notNull())
    .addColumn("last_queued_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("mail_throttle_primary_key", ["kind", "to_address"])
    .execute();

  await sql`insert into mail_throttle (kind, to_address, last_queued_at)
    select 'newsletter-confirmation', email, last_confirmation_sent_at
    from newsletter_subscribers
    where last_confirmation_sent_at is not null`.execute(db);
  await db.schema
    .alterTable("newsletter_subscribers")
    .dropColumn("last_confirmation_sent_at")
    .execute();
}
