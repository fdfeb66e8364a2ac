import { sql, type Kysely } from "kysely";

// Helpful counts once per review and client address, as well as once per visitor id, which the
// client chooses. Of the Helpful votes already given from one address, the first stays. The
// counters stay as they are: those votes cannot be told apart from several people behind one
// address.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from review_votes
    where kind = 'helpful' and exists (
      select 1 from review_votes as earlier
      where earlier.review_id = review_votes.review_id
        and earlier.kind = 'helpful'
        and earlier.ip = review_votes.ip
        and (earlier.created_at < review_votes.created_at
          or (earlier.created_at = review_votes.created_at
            and earlier.visitor_id < review_votes.visitor_id)))`.execute(db);

  await db.schema
    .createIndex("review_votes_helpful_address_index")
    .on("review_votes")
    .columns(["review_id", "ip"])
    .unique()
    .where(sql.ref("kind"), "=", "helpful")
    .execute();
}
