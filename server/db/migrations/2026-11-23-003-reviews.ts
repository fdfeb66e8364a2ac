import { sql, type Kysely } from "kysely";
import type { DatabaseEngine } from "../connect";
import { createIndexes, idColumn } from "../migration-steps";

// Reviews, their per-visitor votes, the counters behind the stats, and full-text search.
// Only visible reviews are in the search index and the counters; hidden and removed ones leave both.

export async function up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", idColumn(engine))
    .addColumn("name", "text", (column) => column.notNull())
    // Trimmed and lower-cased, so one address reviews once whatever its spelling.
    .addColumn("email_normalised", "text", (column) => column.notNull().unique())
    .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("helpful_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("report_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("visible"))
    .addColumn("reply_text", "text")
    .addColumn("reply_at", "text")
    .addCheckConstraint("reviews_rating_check", sql`rating between 1 and 5`)
    .addCheckConstraint("reviews_status_check", sql`status in ('visible', 'hidden', 'removed')`)
    .execute();

  // One index per filter and sort the list offers; the id keeps equal sort keys in a stable order.
  await createIndexes(db, "reviews", {
    reviews_list_created_index: ["status", "created_at", "id"],
    reviews_list_rating_index: ["status", "rating", "id"],
    reviews_list_helpful_index: ["status", "helpful_count", "id"],
    reviews_list_rating_created_index: ["status", "rating", "created_at", "id"],
    reviews_list_rating_helpful_index: ["status", "rating", "helpful_count", "id"],
  });
  // Moderators list reported reviews: a handful among a million, so a partial index stays tiny.
  await db.schema
    .createIndex("reviews_reported_index")
    .on("reviews")
    .column("report_count")
    .where(sql.ref("report_count"), ">", 0)
    .execute();

  // Rating 0 holds the totals over all ratings; 1 to 5 one row each. Rows exist from the start,
  // so every change is a plain increment.
  await db.schema
    .createTable("review_stats")
    .addColumn("rating", "integer", (column) => column.primaryKey())
    .addColumn("review_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("rating_sum", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("review_stats" as never)
    .values([0, 1, 2, 3, 4, 5].map((rating) => ({ rating }) as never))
    .execute();

  await db.schema
    .createTable("review_votes")
    .addColumn("review_id", "integer", (column) =>
      column.notNull().references("reviews.id").onDelete("cascade"),
    )
    // The visitor id the browser sends, or `ip:<address>` when it sends none.
    .addColumn("visitor_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("ip", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("review_votes_pkey", ["review_id", "visitor_id", "kind"])
    .addCheckConstraint("review_votes_kind_check", sql`kind in ('helpful', 'report')`)
    .execute();

  if (engine === "sqlite") {
    // External content: the index stores only tokens and reads nothing back. `rating` is indexed
    // too, so a rating filter combined with a search is answered inside the index.
    await sql`create virtual table reviews_fts using fts5(
      title, description, rating,
      content='reviews', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`.execute(db);
    const add = sql.raw(
      "insert into reviews_fts (rowid, title, description, rating) values (new.id, new.title, new.description, new.rating)",
    );
    const drop = sql.raw(
      "insert into reviews_fts (reviews_fts, rowid, title, description, rating) values ('delete', old.id, old.title, old.description, old.rating)",
    );
    await sql`create trigger reviews_fts_insert after insert on reviews
      when new.status = 'visible' begin ${add}; end`.execute(db);
    await sql`create trigger reviews_fts_delete after delete on reviews
      when old.status = 'visible' begin ${drop}; end`.execute(db);
    await sql`create trigger reviews_fts_update after update of status, title, description, rating on reviews
      begin
        insert into reviews_fts (reviews_fts, rowid, title, description, rating)
          select 'delete', old.id, old.title, old.description, old.rating where old.status = 'visible';
        insert into reviews_fts (rowid, title, description, rating)
          select new.id, new.title, new.description, new.rating where new.status = 'visible';
      end`.execute(db);
  } else {
    // Words as the 'simple' configuration splits and lower-cases them, like FTS5's unicode61.
    await sql`create index reviews_search_index on reviews
      using gin (to_tsvector('simple', title || ' ' || description))
      where status = 'visible'`.execute(db);
  }
}
