import type { Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { createIndexes, idColumn } from "../migration-steps";

// The consent of the people called: which numbers proved their owner agreed (by a code sent to
// them), wrong codes and locks, and each code asked for, counted by the limits. Numbers are
// stored as keyed hashes only: enough to recognise a number again, not to dial it.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  const id = idColumn(engine);

  await db.schema
    .createTable("phone_consents")
    .addColumn("number_hash", "text", (column) => column.primaryKey())
    .addColumn("verified_until", "text")
    .addColumn("wrong_codes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("locked_until", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("phone_code_requests")
    .addColumn("id", "integer", id)
    .addColumn("number_hash", "text", (column) => column.notNull())
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  // The limits count recent requests per address, per number and in total.
  await createIndexes(db, "phone_code_requests", {
    phone_code_requests_ip_index: ["ip", "created_at"],
    phone_code_requests_number_index: ["number_hash", "created_at"],
    phone_code_requests_time_index: ["created_at"],
  });
}
