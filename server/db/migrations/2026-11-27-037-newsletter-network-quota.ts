import type { Kysely } from "kysely";

// How many newsletter confirmation mails the sign-ups of one client network (IPv4 /24, IPv6 /48)
// have sent on one UTC day: one row per network and day, claimed in a single statement.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_network_quota")
    .addColumn("network", "text", (column) => column.notNull())
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("mails", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("newsletter_network_quota_primary_key", ["network", "day"])
    .execute();
}
