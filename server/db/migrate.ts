import { Migrator, type Kysely, type Migration } from "kysely";
import type { DatabaseConnection, DatabaseEngine } from "./connect";
import * as formsAndOutbox from "./migrations/2026-11-22-001-forms-and-outbox";
import * as reviews from "./migrations/2026-11-23-003-reviews";
import * as aiCalls from "./migrations/2026-11-24-001-ai-calls";
import * as helpfulOncePerAddress from "./migrations/2026-11-25-001-helpful-once-per-address";
import * as mailThrottle from "./migrations/2026-11-25-004-mail-throttle";
import * as attachmentQuotaIndexes from "./migrations/2026-11-25-005-attachment-quota-indexes";
import * as callWaits from "./migrations/2026-11-25-021-call-waits";
import * as phoneConsent from "./migrations/2026-11-26-001-phone-consent";
import * as codeRequestNetworks from "./migrations/2026-11-27-001-code-request-networks";
import * as pendingCodes from "./migrations/2026-11-27-002-pending-codes";
import * as reviewModeration from "./migrations/2026-11-27-003-review-moderation";
import * as relaySocketClaims from "./migrations/2026-11-27-035-relay-socket-claims";
import * as chatRequestsPerCall from "./migrations/2026-11-27-036-chat-requests-per-call";
import * as newsletterNetworkQuota from "./migrations/2026-11-27-037-newsletter-network-quota";
import * as dataErasures from "./migrations/2026-11-27-040-data-erasures";
import * as studioConsole from "./migrations/2026-11-27-040-studio-console";
import * as doNotCall from "./migrations/2026-11-27-041-do-not-call";
import * as subscriberOptInProof from "./migrations/2026-11-27-042-subscriber-opt-in-proof";

interface EngineAwareMigration {
  up(db: Kysely<unknown>, engine: DatabaseEngine): Promise<void>;
}

// Listed by hand rather than read from disk, so they run the same under tsx, vitest and a bundle.
const migrations: Record<string, EngineAwareMigration> = {
  "2026-11-22-001-forms-and-outbox": formsAndOutbox,
  "2026-11-23-003-reviews": reviews,
  "2026-11-24-001-ai-calls": aiCalls,
  "2026-11-25-001-helpful-once-per-address": helpfulOncePerAddress,
  "2026-11-25-004-mail-throttle": mailThrottle,
  "2026-11-25-005-attachment-quota-indexes": attachmentQuotaIndexes,
  "2026-11-25-021-call-waits": callWaits,
  "2026-11-26-001-phone-consent": phoneConsent,
  "2026-11-27-001-code-request-networks": codeRequestNetworks,
  "2026-11-27-002-pending-codes": pendingCodes,
  "2026-11-27-003-review-moderation": reviewModeration,
  "2026-11-27-035-relay-socket-claims": relaySocketClaims,
  "2026-11-27-036-chat-requests-per-call": chatRequestsPerCall,
  "2026-11-27-037-newsletter-network-quota": newsletterNetworkQuota,
  "2026-11-27-040-data-erasures": dataErasures,
  "2026-11-27-040-studio-console": studioConsole,
  "2026-11-27-041-do-not-call": doNotCall,
  "2026-11-27-042-subscriber-opt-in-proof": subscriberOptInProof,
};

/** Every migration's name, in the order they apply. */
export const MIGRATION_NAMES = Object.keys(migrations);

/** Kysely's migrator over the list above, each migration bound to the open engine. */
function migratorFor({ db, engine }: Pick<DatabaseConnection, "db" | "engine">): Migrator {
  // Kysely's Migration has no engine argument, so each one is bound to the open engine here.
  const bound: Record<string, Migration> = Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      { up: (migrationDb: Kysely<unknown>) => migration.up(migrationDb, engine) },
    ]),
  );
  return new Migrator({ db, provider: { getMigrations: async () => bound } });
}

/** The names of the migrations not yet applied, without applying them. */
export async function pendingMigrations(
  connection: Pick<DatabaseConnection, "db" | "engine">,
): Promise<string[]> {
  const known = await migratorFor(connection).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** Applies every pending migration; resolves with the names it applied. */
export async function migrateToLatest(
  connection: Pick<DatabaseConnection, "db" | "engine">,
): Promise<string[]> {
  const migrator = migratorFor(connection);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${reason}`,
      { cause: error },
    );
  }
  return results.map((result) => result.migrationName);
}
