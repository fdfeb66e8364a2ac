import type { Kysely } from "kysely";
import { createIndexes } from "../migration-steps";

// The network (IPv4 /24, IPv6 /48) each code was asked from, which the consent limits count, so
// that a crowd of addresses in one network cannot take the day's codes. Requests stored before
// have none: they still count for the site and their address, for no network.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("phone_code_requests").addColumn("network", "text").execute();
  await createIndexes(db, "phone_code_requests", {
    phone_code_requests_network_index: ["network", "created_at"],
  });
}
