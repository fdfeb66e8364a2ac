import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { DAY_MS, HOUR_MS } from "./call-guards";
import { deleteCallsCreatedBefore } from "./call-repository";

export type CallRetentionConfig = Pick<Config, "CALL_RETENTION_DAYS">;

/** Calls created before this are past their retention period, whether or not deleted yet. */
export function retentionStart(config: CallRetentionConfig): string {
  return new Date(Date.now() - config.CALL_RETENTION_DAYS * DAY_MS).toISOString();
}

/**
 * Deletes calls past their retention period, with their transcripts and summaries, when the app is
 * ready and every hour after, until it closes.
 */
export function sweepExpiredCalls(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: CallRetentionConfig,
): void {
  const sweep = async () => {
    try {
      const deleted = await deleteCallsCreatedBefore(db, retentionStart(config));
      if (deleted > 0) app.log.info({ deleted }, "Deleted AI calls past their retention period");
    } catch (error) {
      app.log.error({ err: error }, "Call retention sweep failed");
    }
  };
  const timer = setInterval(() => void sweep(), HOUR_MS).unref();
  app.addHook("onReady", sweep);
  app.addHook("onClose", async () => clearInterval(timer));
}
