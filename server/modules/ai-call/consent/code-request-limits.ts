import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { CONSENT_MESSAGES } from "#contract/ai-call-rules";
import { networkKey } from "../../../client-address";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import { lockSiteWide } from "../../../db/site-lock";
import { DAY_MS, HOUR_MS } from "../calls/call-guards";
import { CallRefusedError } from "../calls/call-refusals";
import {
  countAllCodeRequests,
  countCodeRequestsFromIp,
  countCodeRequestsFromNetwork,
  countCodeRequestsToNumber,
  findConsent,
  insertCodeRequest,
  markCodePending,
} from "./consent-repository";

export type CodeRequestLimitsConfig = Pick<
  Config,
  | "VERIFY_CODES_PER_IP_PER_HOUR"
  | "VERIFY_CODES_PER_NUMBER_PER_DAY"
  | "VERIFY_CODES_DAILY_CAP"
  | "RATE_LIMIT_ALLOW_LIST"
>;

/** The settings that bound code requests, demo or real. */
export type CodeLimitsConfig = CodeRequestLimitsConfig &
  Pick<
    Config,
    "CALL_DEMO_LIMIT_PER_IP_PER_HOUR" | "CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY" | "CALL_DEMO_DAILY_CAP"
  >;

/**
 * The limits code requests meet. A real code is a paid text message; a demo code is shown on
 * screen and sends nothing, so it is bounded like the demo calls it leads to: a visitor who may
 * place a demo call can always ask for its code.
 */
export function codeLimits(config: CodeLimitsConfig, demo: boolean): CodeRequestLimitsConfig {
  if (!demo) return config;
  return {
    VERIFY_CODES_PER_IP_PER_HOUR: config.CALL_DEMO_LIMIT_PER_IP_PER_HOUR,
    VERIFY_CODES_PER_NUMBER_PER_DAY: config.CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY,
    VERIFY_CODES_DAILY_CAP: config.CALL_DEMO_DAILY_CAP,
    RATE_LIMIT_ALLOW_LIST: config.RATE_LIMIT_ALLOW_LIST,
  };
}

/**
 * The share of the site's daily codes one network (IPv4 /24, IPv6 /48) may ask for in an hour:
 * a crowd of addresses in one network cannot spend the day's codes in a burst.
 */
const NETWORK_HOURLY_SHARE = 0.1;

/**
 * The share of the site's daily codes kept for networks that have asked for none today (the rule
 * the image queue keeps for new addresses), so that once the others are spent, visitors from
 * elsewhere can still verify a number.
 */
const RESERVED_FOR_NEW_SHARE = 0.2;

/** How long a code Verify texted stays valid (its default, which PROVIDERS.md describes). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The caps that keep the day's codes for everyone, as the operator reads them in the log. */
type SiteCap = "network-hourly-share" | "daily-cap-reserve" | "daily-cap";

const CAP_MESSAGES: Record<SiteCap, string> = {
  "network-hourly-share":
    "Verification codes: a network asked for its hourly share of VERIFY_CODES_DAILY_CAP; its further requests are refused until the hour has passed",
  "daily-cap-reserve":
    "Verification codes: VERIFY_CODES_DAILY_CAP is spent but for its reserve; until the next UTC day only networks that have asked for none today get codes",
  "daily-cap":
    "Verification codes: VERIFY_CODES_DAILY_CAP is reached; no code is sent until the next UTC day",
};

/**
 * Tells the operator at error level when a cap trips: once per cap and window (its hour or its
 * UTC day), however many requests it refuses, so a flood does not flood the log as well.
 */
export function createCapAlarm(log: FastifyBaseLogger) {
  const lastWindow = new Map<SiteCap, string>();
  return (cap: SiteCap, window: string, details: Record<string, unknown>) => {
    if (lastWindow.get(cap) === window) return;
    lastWindow.set(cap, window);
    log.error({ cap, window, ...details }, CAP_MESSAGES[cap]);
  };
}

export type CapAlarm = ReturnType<typeof createCapAlarm>;

export interface CodeRequestLimitsDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: CodeRequestLimitsConfig;
  alarm: CapAlarm;
}

export interface CodeRequest {
  numberHash: string;
  ip: string;
  at: Date;
  /** Real texts: a code sent stays pending for its lifetime, and the number gets no other. */
  pendingCodes: boolean;
}

/** A code request counted and stored, or the minutes left on the number's code already sent. */
export type CodeReservation = { kind: "reserved" } | { kind: "pending"; minutesLeft: number };

/**
 * Counts a code request under every limit and stores it, under a lock shared by every instance:
 * no second code while one is pending, per address and per network (unless the address is on
 * RATE_LIMIT_ALLOW_LIST), per number, and the site's daily cap, of which networks that have
 * already asked today cannot take the reserve.
 */
export async function reserveCodeRequest(
  { db, engine, config, alarm }: CodeRequestLimitsDeps,
  request: CodeRequest,
): Promise<CodeReservation> {
  const { numberHash, ip, at } = request;
  const network = networkKey(ip);
  const hourAgo = new Date(at.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(at.getTime() - DAY_MS).toISOString();
  const day = at.toISOString().slice(0, 10);
  const startOfDay = `${day}T00:00:00.000Z`;
  const limited = !config.RATE_LIMIT_ALLOW_LIST.includes(ip);
  const cap = config.VERIFY_CODES_DAILY_CAP;
  const perIp = config.VERIFY_CODES_PER_IP_PER_HOUR;
  const perNetwork = Math.max(perIp, Math.ceil(cap * NETWORK_HOURLY_SHARE));
  const reserved = limited ? Math.floor(cap * RESERVED_FOR_NEW_SHARE) : 0;

  return db.transaction().execute(async (trx): Promise<CodeReservation> => {
    await lockSiteWide(trx, engine, "codeRequest");
    const pendingUntil = (await findConsent(trx, numberHash))?.code_pending_until;
    if (request.pendingCodes && pendingUntil && pendingUntil > at.toISOString()) {
      // From now, not from `at`: a request that waited for the lock is older than the pending code.
      return {
        kind: "pending",
        minutesLeft: Math.ceil((Date.parse(pendingUntil) - Date.now()) / MINUTE_MS),
      };
    }
    if (limited && (await countCodeRequestsFromIp(trx, ip, hourAgo)) >= perIp) {
      throw new CallRefusedError("limited", CONSENT_MESSAGES.perIp(perIp));
    }
    const perNumber = config.VERIFY_CODES_PER_NUMBER_PER_DAY;
    if ((await countCodeRequestsToNumber(trx, numberHash, dayAgo)) >= perNumber) {
      throw new CallRefusedError("limited", CONSENT_MESSAGES.perNumber(perNumber));
    }
    if (limited && (await countCodeRequestsFromNetwork(trx, network, hourAgo)) >= perNetwork) {
      alarm("network-hourly-share", at.toISOString().slice(0, 13), { network, limit: perNetwork });
      throw new CallRefusedError("limited", CONSENT_MESSAGES.perNetwork);
    }
    const sentToday = await countAllCodeRequests(trx, startOfDay);
    if (sentToday >= cap) {
      alarm("daily-cap", day, { limit: cap });
      throw new CallRefusedError("limited", CONSENT_MESSAGES.dailyCap);
    }
    if (
      sentToday >= cap - reserved &&
      (await countCodeRequestsFromNetwork(trx, network, startOfDay)) > 0
    ) {
      alarm("daily-cap-reserve", day, { limit: cap, reserved });
      throw new CallRefusedError("limited", CONSENT_MESSAGES.dailyCap);
    }
    await insertCodeRequest(trx, {
      number_hash: numberHash,
      ip,
      network,
      created_at: at.toISOString(),
    });
    if (request.pendingCodes) {
      const until = new Date(at.getTime() + CODE_LIFETIME_MS).toISOString();
      await markCodePending(trx, { numberHash, until, now: at.toISOString() });
    }
    return { kind: "reserved" };
  });
}
