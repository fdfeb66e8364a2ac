import { sql } from "kysely";
import { connectDatabase } from "../../db/connect";
import { MIGRATION_NAMES, pendingMigrations } from "../../db/migrate";
import { errorText, type Check } from "./check";

/** The database answers, and every migration this version knows has been applied. */
export const checkDatabase: Check = async (config) => {
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite in DATA_DIR";
  const database = connectDatabase(config);
  try {
    await sql`select 1`.execute(database.db);
    const pending = await pendingMigrations(database);
    if (pending.length > 0) {
      return {
        status: "warning",
        detail: `${where}: ${pending.length} of ${MIGRATION_NAMES.length} migrations not applied yet`,
        fix: "start the server (npm start) or run `npm run admin`; both apply them",
      };
    }
    return { status: "ok", detail: `${where}, schema up to date` };
  } catch (error) {
    return {
      status: "failed",
      detail: `${where}: ${errorText(error)}`,
      fix: config.DATABASE_URL
        ? "check DATABASE_URL (host, port, user, password, database name) and that PostgreSQL runs"
        : "check that DATA_DIR is writable",
    };
  } finally {
    await database.close();
  }
};
