import type { Insertable, Kysely } from "kysely";
import type { Config } from "../../config";
import type { DatabaseEngine } from "../../db/connect";
import type { AiCallsTable, Database } from "../../db/database";
import { lockSiteWide } from "../../db/site-lock";
import { CallRefusedError } from "./call-refusals";
import {
  countActiveCallsFromIp,
  countAllCalls,
  countCallsFromIp,
  countCallsToNumber,
  insertCall,
} from "./repository";
import { CALL_REFUSALS } from "#contract/ai-call-rules";

export type CallGuardConfig = Pick<
  Config,
  | "CALL_LIMIT_PER_IP_PER_HOUR"
  | "CALL_LIMIT_PER_NUMBER_PER_DAY"
  | "CALL_DAILY_CAP"
  | "CALL_MAX_DURATION_SECONDS"
  | "RATE_LIMIT_ALLOW_LIST"
>;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** A call that never reported its end stops counting as active after its longest run plus this. */
const STALE_CALL_MARGIN_MS = 5 * 60 * 1000;

/** Refuses a call that a limit forbids, counting the calls stored in `db` (or a transaction). */
async function checkGuards(
  db: Kysely<Database>,
  config: CallGuardConfig,
  toNumber: string,
  ip: string,
  at: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
  const activeWindow = config.CALL_MAX_DURATION_SECONDS * 1000 + STALE_CALL_MARGIN_MS;
  // Addresses exempt from per-IP limits (monitors, test runners) still meet the other guards.
  const perIpLimits = !config.RATE_LIMIT_ALLOW_LIST.includes(ip);
  if (perIpLimits && (await countActiveCallsFromIp(db, ip, ago(activeWindow))) > 0) {
    throw new CallRefusedError(409, CALL_REFUSALS.activeCall);
  }
  if (
    perIpLimits &&
    (await countCallsFromIp(db, ip, ago(HOUR_MS))) >= config.CALL_LIMIT_PER_IP_PER_HOUR
  ) {
    throw new CallRefusedError(429, CALL_REFUSALS.perIp(config.CALL_LIMIT_PER_IP_PER_HOUR));
  }
  if (
    (await countCallsToNumber(db, toNumber, ago(DAY_MS))) >= config.CALL_LIMIT_PER_NUMBER_PER_DAY
  ) {
    throw new CallRefusedError(429, CALL_REFUSALS.perNumber(config.CALL_LIMIT_PER_NUMBER_PER_DAY));
  }
  const startOfDay = new Date(at);
  startOfDay.setUTCHours(0, 0, 0, 0);
  if ((await countAllCalls(db, startOfDay.toISOString())) >= config.CALL_DAILY_CAP) {
    throw new CallRefusedError(429, CALL_REFUSALS.dailyCap);
  }
}

/**
 * Stores the call if every guard allows it, under a site-wide lock, so calls placed at the same
 * moment (by any instance) count against each other. Nothing costly happens before this: a
 * refused call costs no AI request. Resolves with the stored call's id.
 */
export async function reserveCall(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  config: CallGuardConfig,
  call: Insertable<AiCallsTable>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSiteWide(trx, engine, "callPlacement");
    await checkGuards(trx, config, call.to_number, call.ip, new Date(call.created_at));
    return insertCall(trx, call);
  });
}
