import { sql, type Transaction } from "kysely";
import type { DatabaseEngine } from "./connect";
import type { Database } from "./database";

/** PostgreSQL advisory lock keys: any fixed numbers, the same in every instance. */
const SITE_LOCKS = {
  callPlacement: 7_310_425,
  attachmentQuota: 7_310_426,
  codeRequest: 7_310_427,
  chatRequests: 7_310_428,
  reviewSubmission: 7_310_429,
} as const;

/**
 * Holds `lock` site-wide until the transaction ends, for limits counted from stored rows: two
 * transactions counting at once, on any instances, could otherwise both pass the limit.
 */
export async function lockSiteWide(
  trx: Transaction<Database>,
  engine: DatabaseEngine,
  lock: keyof typeof SITE_LOCKS,
) {
  // SQLite runs one transaction at a time on its only connection, which is the same lock.
  if (engine === "postgres") {
    await sql`select pg_advisory_xact_lock(${SITE_LOCKS[lock]})`.execute(trx);
  }
}
