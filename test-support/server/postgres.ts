import { randomBytes } from "node:crypto";
import pg from "pg";

/** The server the PostgreSQL tests use; TEST_POSTGRES_URL points them elsewhere. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestPostgresDatabase {
  /** Connection string of a fresh, empty database. */
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 2_000,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Null when PostgreSQL is reachable, otherwise why not. Call it at the top of a test file:
 * `const reason = await postgresUnavailableReason(); describe.skipIf(reason !== null)(...)`.
 */
export async function postgresUnavailableReason(): Promise<string | null> {
  try {
    await withAdminClient((client) => client.query("select 1"));
    return null;
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    const reason = `PostgreSQL is not reachable at ${TEST_POSTGRES_URL} (${cause || "no answer"})`;
    console.warn(
      `Skipping PostgreSQL tests: ${reason}. Set TEST_POSTGRES_URL to use another server.`,
    );
    return reason;
  }
}

/** Creates a uniquely named database, so parallel test files never share tables. */
export async function createPostgresDatabase(): Promise<TestPostgresDatabase> {
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
