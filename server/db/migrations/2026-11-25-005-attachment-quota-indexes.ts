import type { Kysely } from "kysely";
import { createIndexes } from "../migration-steps";

// The attachment quotas add up today's stored files, per client address and for the whole site.

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexes(db, "project_requests", {
    project_requests_ip_index: ["ip", "created_at"],
    project_requests_created_index: ["created_at"],
  });
}
