import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { e2eDataDir } from "./test-server";

// The test server's own SQLite database, read (and for a mail server's failure, written) the way
// only the server could: what the browser cannot see, such as an erasure's result.

function withDatabase<T>(use: (db: SqliteDatabase.Database) => T): T {
  const db = new SqliteDatabase(join(e2eDataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** Rows of `table` whose `column` is `value`, compared without case. */
export function rowsWith(table: string, column: string, value: string): Record<string, unknown>[] {
  return withDatabase((db) =>
    db.prepare(`SELECT * FROM ${table} WHERE lower(${column}) = lower(?)`).all(value),
  ) as Record<string, unknown>[];
}

/** Marks the mails queued to `address` failed for good with `error`, as the outbox worker would. */
export function failMailsTo(address: string, error: string): void {
  withDatabase((db) =>
    db
      .prepare(
        "UPDATE mail_outbox SET status = 'failed', attempts = 10, last_error = ? WHERE to_address = ?",
      )
      .run(error, address),
  );
}
