import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, ReviewsTable, ReviewVotesTable } from "../../db/database";

type Db = Kysely<Database>;

export type ReviewVoteKind = ReviewVotesTable["kind"];
export type ReviewStatus = Selectable<ReviewsTable>["status"];

export async function insertReview(
  db: Db,
  review: Pick<
    Selectable<ReviewsTable>,
    | "name"
    | "email_normalised"
    | "title"
    | "description"
    | "rating"
    | "created_at"
    | "status"
    | "held_reason"
    | "ip"
    | "network"
  >,
): Promise<number | null> {
  // The unique e-mail decides, so two simultaneous submissions cannot both succeed.
  const row = await db
    .insertInto("reviews")
    .values(review)
    .onConflict((conflict) => conflict.column("email_normalised").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** How many reviews one client key (`ip`) or one network sent since `since`. */
export async function countReviewsSince(
  db: Db,
  column: "ip" | "network",
  key: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll().as("reviews"))
    .where(column, "=", key)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.reviews);
}

/**
 * Moves one review of `rating` in (`delta` 1) or out (`delta` -1) of the visible counters. The
 * totals row is locked first, then the rating's row, in two statements: one statement over both
 * rows locks them in the table's physical order, which updates change, so two concurrent
 * transactions on PostgreSQL could each hold the row the other waits for (a deadlock, a 500).
 */
export async function adjustStats(db: Db, rating: number, delta: 1 | -1): Promise<void> {
  for (const row of [0, rating]) {
    await db
      .updateTable("review_stats")
      .set((eb) => ({
        review_count: eb("review_count", "+", delta),
        rating_sum: eb("rating_sum", "+", delta * rating),
      }))
      .where("rating", "=", row)
      .execute();
  }
}

export async function readStats(
  db: Db,
): Promise<{ rating: number; review_count: number; rating_sum: number }[]> {
  const rows = await db
    .selectFrom("review_stats")
    .select(["rating", "review_count", "rating_sum"])
    .execute();
  // PostgreSQL may hand sums back as strings; the numbers are small enough for a double.
  return rows.map((row) => ({
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    rating_sum: Number(row.rating_sum),
  }));
}

export async function findReview(
  db: Db,
  id: number,
): Promise<Pick<Selectable<ReviewsTable>, "id" | "status" | "rating" | "helpful_count"> | null> {
  const row = await db
    .selectFrom("reviews")
    .select(["id", "status", "rating", "helpful_count"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Records a vote; false when it repeats one: this visitor's vote of this kind, or a Helpful from
 * an address that already gave this review one (a unique index of its own).
 */
export async function insertVote(
  db: Db,
  vote: Omit<Selectable<ReviewVotesTable>, "dismissed_at">,
): Promise<boolean> {
  const result = await db
    .insertInto("review_votes")
    .values(vote)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds one to a counter of a review and answers the new value. */
export async function incrementCounter(
  db: Db,
  id: number,
  column: "helpful_count" | "report_count",
): Promise<number> {
  const row = await db
    .updateTable("reviews")
    .set((eb) => ({ [column]: eb(column, "+", 1) }))
    .where("id", "=", id)
    .returning(column)
    .executeTakeFirstOrThrow();
  return Number(row[column]);
}

/** The addresses of a review's open reports (made since a moderator last approved it). */
export async function findOpenReporters(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("review_votes")
    .select("ip")
    .distinct()
    .where("review_id", "=", id)
    .where("kind", "=", "report")
    .where("dismissed_at", "is", null)
    .execute();
  return rows.map((row) => row.ip);
}

/** How many reviews each of `addresses` reported since `since`, dismissed reports included. */
export async function countReportsByAddress(
  db: Db,
  addresses: string[],
  since: string,
): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .selectFrom("review_votes")
    .select((eb) => ["ip", eb.fn.count("review_id").distinct().as("reviews")])
    .where("kind", "=", "report")
    .where("ip", "in", addresses)
    .where("created_at", ">=", since)
    .groupBy("ip")
    .execute();
  return new Map(rows.map((row) => [row.ip, Number(row.reviews)]));
}

/**
 * Moves a review to `to` when it is in one of `from`, with why it waits for a moderator (null
 * for none); answers its rating and former status, or null when it was not there (so a concurrent
 * change is never counted twice).
 */
export async function changeStatus(
  db: Db,
  id: number,
  from: ReviewStatus[],
  to: ReviewStatus,
  heldReason: string | null = null,
): Promise<{ rating: number; previous: ReviewStatus } | null> {
  const current = await db
    .selectFrom("reviews")
    .select(["rating", "status"])
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  if (!current) return null;
  const result = await db
    .updateTable("reviews")
    .set({ status: to, held_reason: heldReason })
    .where("id", "=", id)
    .where("status", "=", current.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1
    ? { rating: current.rating, previous: current.status }
    : null;
}

/** Closes a review's open reports; they still count towards what each reporter reported. */
export async function dismissReports(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable("review_votes")
    .set({ dismissed_at: at })
    .where("review_id", "=", id)
    .where("kind", "=", "report")
    .where("dismissed_at", "is", null)
    .execute();
  await db.updateTable("reviews").set({ report_count: 0 }).where("id", "=", id).execute();
}

export async function setReply(db: Db, id: number, text: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({ reply_text: text, reply_at: at })
    .where("id", "=", id)
    .where("status", "!=", "removed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type PendingReviewRow = Pick<
  Selectable<ReviewsTable>,
  | "id"
  | "name"
  | "title"
  | "description"
  | "rating"
  | "status"
  | "held_reason"
  | "report_count"
  | "created_at"
>;

/** Reviews a moderator should look at: hidden ones (held or reported) first, then reported ones. */
export async function findPendingReviews(db: Db): Promise<PendingReviewRow[]> {
  return db
    .selectFrom("reviews")
    .select([
      "id",
      "name",
      "title",
      "description",
      "rating",
      "status",
      "held_reason",
      "report_count",
      "created_at",
    ])
    .where((eb) => eb.or([eb("report_count", ">", 0), eb("status", "=", "hidden")]))
    .where("status", "!=", "removed")
    .orderBy(sql`case when status = 'hidden' then 0 else 1 end`)
    .orderBy("report_count", "desc")
    .orderBy("id")
    .execute();
}
