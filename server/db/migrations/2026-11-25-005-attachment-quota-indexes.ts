import type { Kysely } from "kysely";

// The attachment quotas add up today's stored files, per client address and for the whole site.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("project_requests_ip_index")
    .on("project_requests")
    .columns(["ip", "created_at"])
    .execute();
  await db.schema
    .createIndex("project_requests_created_index")
    .on("project_requests")
    .column("created_at")
    .execute();
}
