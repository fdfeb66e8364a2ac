import { loadConfigOrExit } from "../config";
import { connectDatabase } from "../db/connect";
import { migrateToLatest } from "../db/migrate";
import type { CommandGroup } from "./command";
import { callsCommands } from "./commands/calls";
import { contactCommands } from "./commands/contact";
import { dataCommands } from "./commands/data";
import { operatorsCommands } from "./commands/operators";
import { outboxCommands } from "./commands/outbox";
import { requestsCommands } from "./commands/requests";
import { reviewsCommands } from "./commands/reviews";
import { subscribersCommands } from "./commands/subscribers";
import { runAdmin } from "./dispatch";

// `npm run admin -- <group> <action> [args]`: one line per group.
const groups: Record<string, CommandGroup> = {
  contact: contactCommands,
  requests: requestsCommands,
  subscribers: subscribersCommands,
  outbox: outboxCommands,
  reviews: reviewsCommands,
  calls: callsCommands,
  data: dataCommands,
  operators: operatorsCommands,
};

const config = loadConfigOrExit();
// The same database as the server, brought up to date first.
const database = connectDatabase(config);
try {
  await migrateToLatest(database);
  process.exitCode = await runAdmin(
    groups,
    process.argv.slice(2),
    { db: database.db, config, out: (text) => process.stdout.write(`${text}\n`) },
    (text) => process.stderr.write(`${text}\n`),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
