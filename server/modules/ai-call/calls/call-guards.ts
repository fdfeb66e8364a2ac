import type { Insertable, Kysely } from "kysely";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { AiCallsTable, Database } from "../../../db/database";
import { lockSiteWide } from "../../../db/site-lock";
import { CallRefusedError } from "./call-refusals";
import {
  countAllPhoneCalls,
  countCallsToNumber,
  countCallsUnderWayFromIp,
  countChatRequestsFromIp,
  countPhoneCallsFromIp,
  insertCall,
} from "./call-repository";
import { CALL_REFUSALS } from "#contract/ai-call-rules";

export type CallGuardConfig = Pick<
  Config,
  | "CALL_LIMIT_PER_IP_PER_HOUR"
  | "CALL_LIMIT_PER_NUMBER_PER_DAY"
  | "CALL_DAILY_CAP"
  | "CALL_DEMO_LIMIT_PER_IP_PER_HOUR"
  | "CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY"
  | "CALL_DEMO_DAILY_CAP"
  | "CALL_CHAT_REQUESTS_PER_IP_PER_HOUR"
  | "CALL_MAX_DURATION_SECONDS"
  | "RATE_LIMIT_ALLOW_LIST"
>;

/** The limits calls meet: real calls cost money, demo calls let a visitor try every scenario. */
export interface CallLimits {
  perIpPerHour: number;
  perNumberPerDay: number;
  dailyCap: number;
  /** The same for demo and real calls: both ask the chat model. */
  chatRequestsPerIpPerHour: number;
  maxDurationSeconds: number;
}

export function callLimits(config: CallGuardConfig, demo: boolean): CallLimits {
  return {
    perIpPerHour: demo ? config.CALL_DEMO_LIMIT_PER_IP_PER_HOUR : config.CALL_LIMIT_PER_IP_PER_HOUR,
    perNumberPerDay: demo
      ? config.CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY
      : config.CALL_LIMIT_PER_NUMBER_PER_DAY,
    dailyCap: demo ? config.CALL_DEMO_DAILY_CAP : config.CALL_DAILY_CAP,
    chatRequestsPerIpPerHour: config.CALL_CHAT_REQUESTS_PER_IP_PER_HOUR,
    maxDurationSeconds: config.CALL_MAX_DURATION_SECONDS,
  };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** A call that never reported its end stops counting as active after its longest run plus this. */
const STALE_CALL_MARGIN_MS = 5 * 60 * 1000;

/** Refuses a call that a limit forbids, counting the calls stored in `db` (or a transaction). */
async function checkGuards(
  db: Kysely<Database>,
  limits: CallLimits,
  allowList: readonly string[],
  call: Pick<Insertable<AiCallsTable>, "to_number" | "ip">,
  at: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
  const activeWindow = limits.maxDurationSeconds * 1000 + STALE_CALL_MARGIN_MS;
  const { ip, to_number: toNumber } = call;
  // Addresses exempt from per-IP limits (monitors, test runners) still meet the other guards.
  const perIpLimits = !allowList.includes(ip);
  if (perIpLimits && (await countCallsUnderWayFromIp(db, ip, ago(activeWindow))) > 0) {
    throw new CallRefusedError("conflict", CALL_REFUSALS.activeCall);
  }
  if (perIpLimits && (await countPhoneCallsFromIp(db, ip, ago(HOUR_MS))) >= limits.perIpPerHour) {
    throw new CallRefusedError("limited", CALL_REFUSALS.perIp(limits.perIpPerHour));
  }
  const chatCeiling = limits.chatRequestsPerIpPerHour;
  if (perIpLimits && (await countChatRequestsFromIp(db, ip, ago(HOUR_MS))) >= chatCeiling) {
    throw new CallRefusedError("limited", CALL_REFUSALS.chatRequests(chatCeiling));
  }
  if ((await countCallsToNumber(db, toNumber, ago(DAY_MS))) >= limits.perNumberPerDay) {
    throw new CallRefusedError("limited", CALL_REFUSALS.perNumber(limits.perNumberPerDay));
  }
  const startOfDay = new Date(at);
  startOfDay.setUTCHours(0, 0, 0, 0);
  if ((await countAllPhoneCalls(db, startOfDay.toISOString())) >= limits.dailyCap) {
    throw new CallRefusedError("limited", CALL_REFUSALS.dailyCap);
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
    const limits = callLimits(config, call.provider === "simulator");
    await checkGuards(trx, limits, config.RATE_LIMIT_ALLOW_LIST, call, new Date(call.created_at));
    return insertCall(trx, call);
  });
}
