import type { DatabaseEngine } from "../../server/db/connect";
import { createPostgresDatabase, postgresUnavailableReason } from "./postgres";

const postgresSkipReason = await postgresUnavailableReason();

/** Both engines, PostgreSQL marked skipped (with the printed reason) when it is unreachable. */
export const ENGINES: { engine: DatabaseEngine; skip: boolean }[] = [
  { engine: "sqlite", skip: false },
  { engine: "postgres", skip: postgresSkipReason !== null },
];

/** Environment for `buildTestApp` on the engine: a fresh PostgreSQL database, or SQLite. */
export async function engineEnv(
  engine: DatabaseEngine,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === "sqlite") return { env: {}, drop: async () => {} };
  const { url, drop } = await createPostgresDatabase();
  return { env: { DATABASE_URL: url }, drop };
}

let lastAddress = 0;

/** A distinct client address per request, so per-IP rate limits only bite where a test wants. */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}
