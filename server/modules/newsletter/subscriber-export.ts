import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { formatCsv } from "../../csv";
import { listSubscribers, type Subscriber } from "./repository";

// The subscribers' export, the same from the admin command and the studio console.

export const SUBSCRIBER_STATUSES: Subscriber["status"][] = [
  "pending",
  "subscribed",
  "unsubscribed",
];

/** Every stored field, the opt-in proof (confirmed_at, confirmed_from) among them. */
export const SUBSCRIBER_COLUMNS = [
  "id",
  "email",
  "status",
  "created_at",
  "confirmed_at",
  "confirmed_from",
  "unsubscribed_at",
];

/** Subscribers (of one status, or all) as CSV, every field quoted. */
export async function subscribersCsv(
  db: Kysely<Database>,
  status?: Subscriber["status"],
): Promise<string> {
  return formatCsv(await listSubscribers(db, status), SUBSCRIBER_COLUMNS);
}
