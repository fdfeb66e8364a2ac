import { sql, type Kysely } from "kysely";
import { createIndexes } from "../migration-steps";

// Reviews that wait for a moderator, and the facts the limits on reviews and reports count.
// - `reviews.held_reason`: why a review that is not published waits (links or listed words at
//   submission, reports from enough networks later); cleared when a moderator approves it.
// - `reviews.ip` and `reviews.network`: the client key and its /24 or /48 that sent a review, so
//   the daily caps count the stored reviews and every instance counts the same. Older reviews have
//   none and count for nobody.
// - `review_votes.dismissed_at`: a moderator approved the review after this report. The report
//   stays, so a reporter who reports everything is still known as one; only open reports (none
//   dismissed) weigh towards hiding the review again.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reviews").addColumn("held_reason", "text").execute();
  await db.schema.alterTable("reviews").addColumn("ip", "text").execute();
  await db.schema.alterTable("reviews").addColumn("network", "text").execute();
  await createIndexes(db, "reviews", {
    reviews_daily_address_index: ["ip", "created_at"],
    reviews_daily_network_index: ["network", "created_at"],
  });

  await db.schema.alterTable("review_votes").addColumn("dismissed_at", "text").execute();
  // How many reviews one address reported lately, for every report a review receives.
  await db.schema
    .createIndex("review_votes_reporter_index")
    .on("review_votes")
    .columns(["ip", "created_at"])
    .where(sql.ref("kind"), "=", "report")
    .execute();
}
