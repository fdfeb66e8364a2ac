import type { InjectOptions } from "fastify";
import { sql } from "kysely";
import { describe } from "vitest";
import type { DatabaseEngine } from "../../server/db/connect";
import { buildTestApp, type TestApp } from "./app";
import { ENGINES } from "./engines";
import { createPostgresDatabase } from "./postgres";
import { submitReview, type ReviewsDeps } from "../../server/modules/reviews/service";

/** One engine the review tests run on: a fresh app and database per test. */
export interface EngineUnderTest {
  name: DatabaseEngine;
  start(env?: Record<string, string>): Promise<TestApp>;
}

export const sqliteEngine: EngineUnderTest = {
  name: "sqlite",
  start: (env = {}) => buildTestApp({ env }),
};

export const postgresEngine: EngineUnderTest = {
  name: "postgres",
  start: async (env = {}) => {
    const database = await createPostgresDatabase();
    const testApp = await buildTestApp({ env: { ...env, DATABASE_URL: database.url } });
    return {
      ...testApp,
      close: async () => {
        await testApp.close();
        await database.drop();
      },
    };
  },
};

const postgresSkipped = ENGINES.some(({ engine, skip }) => engine === "postgres" && skip);

/** Declares `suite` as "<title> on SQLite" and "<title> on PostgreSQL", skipped when unreachable. */
export function describeOnEachEngine(title: string, suite: (engine: EngineUnderTest) => void) {
  describe(`${title} on SQLite`, () => suite(sqliteEngine));
  describe.skipIf(postgresSkipped)(`${title} on PostgreSQL`, () => suite(postgresEngine));
}

export function depsOf(testApp: TestApp): ReviewsDeps {
  return {
    db: testApp.database.db,
    engine: testApp.database.engine,
    config: testApp.config,
  };
}

/**
 * The client key of the `n`th review a test stores (0 to 255), each in a network of its own, so
 * stored reviews meet no daily cap per address or network.
 */
export function submitterAddress(n: number): string {
  return `198.18.${n}.1`;
}

/** Stores a visible review, as a client's submission does, for a test that reports it; its id. */
export async function reviewToReport(testApp: TestApp): Promise<string> {
  const review = await submitReview(
    depsOf(testApp),
    {
      name: "Client",
      email: "client@example.com",
      title: "Fine",
      description: "A review to report.",
      rating: 4,
    },
    submitterAddress(0),
  );
  return review._id;
}

/** A request with the site's API key; `ip` sets the client address. */
export function call(
  testApp: TestApp,
  options: Omit<InjectOptions, "remoteAddress"> & { ip?: string },
) {
  const { ip, headers, ...rest } = options;
  return testApp.app.inject({
    ...rest,
    remoteAddress: ip ?? "127.0.0.1",
    headers: { "x-api-key": testApp.config.API_KEY, ...headers },
  });
}

/** The counters as a full recount of visible reviews would set them. */
export async function recountStats(testApp: TestApp) {
  const { rows } = await sql<{ rating: number; review_count: number; rating_sum: number }>`
    select rating, count(*) as review_count, sum(rating) as rating_sum
    from reviews where status = 'visible' group by rating`.execute(testApp.database.db);
  const byRating = [1, 2, 3, 4, 5].map((rating) => {
    const row = rows.find((entry) => Number(entry.rating) === rating);
    return { rating, review_count: Number(row?.review_count ?? 0) };
  });
  const total = rows.reduce((sum, row) => sum + Number(row.review_count), 0);
  const ratingSum = rows.reduce((sum, row) => sum + Number(row.rating_sum), 0);
  return { byRating, total, ratingSum };
}

export async function storedStats(testApp: TestApp) {
  const rows = await testApp.database.db
    .selectFrom("review_stats")
    .selectAll()
    .orderBy("rating")
    .execute();
  return {
    byRating: rows
      .filter((row) => row.rating > 0)
      .map((row) => ({ rating: Number(row.rating), review_count: Number(row.review_count) })),
    total: Number(rows[0]?.review_count),
    ratingSum: Number(rows[0]?.rating_sum),
  };
}
