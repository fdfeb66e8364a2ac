import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";
import {
  createPostgresDatabase,
  postgresUnavailableReason,
} from "../../../test-support/server/postgres";
import { adjustStats, readStats } from "./repository";

const skipReason = await postgresUnavailableReason();

describe.skipIf(skipReason !== null)("review counters on PostgreSQL", () => {
  let database: DatabaseConnection;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = connectDatabase({ DATA_DIR: "unused-with-postgres", DATABASE_URL: created.url });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** Resolves once some session of this database waits for a row lock. */
  async function someoneWaitsForALock(): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { rows } = await sql<{ waiting: number }>`
        select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db);
      if ((rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("No session started waiting for the lock");
  }

  it("takes the totals row before the rating's row, whatever order the table is in", async () => {
    const { db } = database;
    // An update rewrites the totals row behind the others, so a scan meets rating 5 first.
    await sql`update review_stats set review_count = review_count where rating = 0`.execute(db);
    const bump = (trx: typeof db, rating: number) =>
      sql`update review_stats set review_count = review_count + 1, rating_sum = rating_sum + 5
          where rating = ${rating}`.execute(trx);

    let releaseFirst!: () => void;
    const firstMayGoOn = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHoldsTotals!: () => void;
    const totalsHeld = new Promise<void>((resolve) => (firstHoldsTotals = resolve));
    // A transaction counting a review of rating 5 in, totals first, holds the totals row...
    const first = db.transaction().execute(async (trx) => {
      await bump(trx, 0);
      firstHoldsTotals();
      await firstMayGoOn;
      await bump(trx, 5);
    });
    await totalsHeld;
    // ...while another counts one in: it must wait for the totals row holding nothing else, or
    // the first one's next step closes a cycle that PostgreSQL breaks with an error.
    const second = db.transaction().execute(async (trx) => {
      // A sequential scan, as PostgreSQL picks for a small table: rows in their physical order.
      await sql`set local enable_indexscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      await adjustStats(trx, 5, 1);
    });
    await someoneWaitsForALock();
    releaseFirst();

    await expect(Promise.all([first, second])).resolves.toBeDefined();
    const stats = await readStats(db);
    expect(stats.find((row) => row.rating === 0)).toMatchObject({ review_count: 2 });
    expect(stats.find((row) => row.rating === 5)).toMatchObject({ review_count: 2 });
  }, 30_000);
});
