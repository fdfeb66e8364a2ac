import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./database";

export type DatabaseEngine = "sqlite" | "postgres";

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite. */
export function databaseEngine(config: Pick<Config, "DATABASE_URL">): DatabaseEngine {
  return config.DATABASE_URL ? "postgres" : "sqlite";
}

export interface DatabaseConnection {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the SQLite file DATA_DIR/site.db. */
export function connectDatabase(
  config: Pick<Config, "DATA_DIR" | "DATABASE_URL">,
): DatabaseConnection {
  const db = config.DATABASE_URL
    ? new Kysely<Database>({ dialect: postgresDialect(config.DATABASE_URL) })
    : new Kysely<Database>({ dialect: sqliteDialect(config.DATA_DIR) });
  return {
    db,
    engine: databaseEngine(config),
    close: () => db.destroy(),
  };
}

function sqliteDialect(dataDir: string): SqliteDialect {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(join(dataDir, "site.db"));
  // WAL lets readers work during a write; busy_timeout waits for a lock instead of failing at once.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new SqliteDialect({ database: sqlite });
}

function postgresDialect(connectionString: string): PostgresDialect {
  // The timeout covers waiting for a free connection too: a burst of submissions queues for one
  // (as it does for SQLite's single writer) instead of failing after a few seconds with a 500.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool opens a new one on next use.
  pool.on("error", (error) => console.error(`PostgreSQL idle connection failed: ${error.message}`));
  return new PostgresDialect({ pool });
}
