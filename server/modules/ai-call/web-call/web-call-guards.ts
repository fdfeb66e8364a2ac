import type { Insertable, Kysely } from "kysely";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { WEB_CALL_MESSAGES } from "#contract/web-call";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { AiCallsTable, Database } from "../../../db/database";
import { lockSiteWide } from "../../../db/site-lock";
import { DAY_MS, HOUR_MS } from "../calls/call-guards";
import { CallRefusedError } from "../calls/call-refusals";
import {
  countCallsUnderWayFromIp,
  countChatRequestsFromIp,
  insertCall,
} from "../calls/call-repository";
import { countWebCalls } from "./web-call-repository";

export type WebCallGuardConfig = Pick<
  Config,
  | "WEB_CALL_LIMIT_PER_IP_PER_HOUR"
  | "WEB_CALL_LIMIT_PER_IP_PER_DAY"
  | "WEB_CALL_DAILY_CAP"
  | "CALL_CHAT_REQUESTS_PER_IP_PER_HOUR"
  | "CALL_MAX_DURATION_SECONDS"
  | "WEB_CALL_MAX_DURATION_SECONDS"
  | "RATE_LIMIT_ALLOW_LIST"
>;

/** A call that never reported its end stops counting as under way after its longest run plus this. */
const STALE_CALL_MARGIN_MS = 5 * 60 * 1000;

async function checkWebCallGuards(
  db: Kysely<Database>,
  config: WebCallGuardConfig,
  ip: string,
  at: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
  // Addresses exempt from per-IP limits (monitors, test runners) still meet the site's cap.
  if (!config.RATE_LIMIT_ALLOW_LIST.includes(ip)) {
    // The call under way may be a phone call or one held in the browser: the longer run counts.
    const longest = Math.max(
      config.CALL_MAX_DURATION_SECONDS,
      config.WEB_CALL_MAX_DURATION_SECONDS,
    );
    const underWay = longest * 1000 + STALE_CALL_MARGIN_MS;
    if ((await countCallsUnderWayFromIp(db, ip, ago(underWay))) > 0) {
      throw new CallRefusedError("conflict", CALL_REFUSALS.activeCall);
    }
    const perHour = config.WEB_CALL_LIMIT_PER_IP_PER_HOUR;
    if ((await countWebCalls(db, ago(HOUR_MS), ip)) >= perHour) {
      throw new CallRefusedError("limited", WEB_CALL_MESSAGES.perIpPerHour(perHour));
    }
    const perDay = config.WEB_CALL_LIMIT_PER_IP_PER_DAY;
    if ((await countWebCalls(db, ago(DAY_MS), ip)) >= perDay) {
      throw new CallRefusedError("limited", WEB_CALL_MESSAGES.perIpPerDay(perDay));
    }
    const chatCeiling = config.CALL_CHAT_REQUESTS_PER_IP_PER_HOUR;
    if ((await countChatRequestsFromIp(db, ip, ago(HOUR_MS))) >= chatCeiling) {
      throw new CallRefusedError("limited", CALL_REFUSALS.chatRequests(chatCeiling));
    }
  }
  const startOfDay = new Date(at);
  startOfDay.setUTCHours(0, 0, 0, 0);
  if ((await countWebCalls(db, startOfDay.toISOString())) >= config.WEB_CALL_DAILY_CAP) {
    throw new CallRefusedError("limited", WEB_CALL_MESSAGES.dailyCap);
  }
}

/**
 * Stores the call held in the browser if its own limits allow it, under the lock phone calls are
 * placed under, so calls started at the same moment (on any instance) count against each other.
 */
export function reserveWebCall(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  config: WebCallGuardConfig,
  call: Insertable<AiCallsTable>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSiteWide(trx, engine, "callPlacement");
    await checkWebCallGuards(trx, config, call.ip, new Date(call.created_at));
    return insertCall(trx, call);
  });
}
