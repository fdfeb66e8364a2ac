import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { Database } from "../db/database";

/** What every admin command gets: the database the server uses, its config, and stdout. */
export interface CommandContext {
  db: Kysely<Database>;
  config: Config;
  out: (text: string) => void;
}

export interface Action {
  /** Arguments after the action, e.g. `ID DEST_DIR`; empty when there are none. */
  args: string;
  description: string;
  run(context: CommandContext, args: string[]): Promise<void>;
}

/** One noun of `npm run admin -- <group> <action>`, e.g. `contact` with list, show and export. */
export interface CommandGroup {
  description: string;
  actions: Record<string, Action>;
}

/** A mistake in how the command was called: shown with the usage, exit code 2. */
export class UsageError extends Error {}

/** A command that cannot do what was asked, e.g. an unknown id: shown alone, exit code 1. */
export class CommandError extends Error {}

/** A positive whole-number id argument. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id < 1) {
    throw new UsageError(`Expected an id (a positive whole number), got "${value ?? ""}"`);
  }
  return id;
}

/** An optional status argument, one of `statuses`. */
export function parseStatus<Status extends string>(
  statuses: readonly Status[],
  value: string | undefined,
): Status | undefined {
  if (value === undefined) return undefined;
  if (!statuses.includes(value as Status)) {
    throw new UsageError(`Status must be one of ${statuses.join(", ")}`);
  }
  return value as Status;
}
