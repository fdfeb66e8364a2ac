import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../../config";
import { connectRedis } from "../../redis";

/** Today's ceilings: the whole site's, and one client address's (null: the address is exempt). */
export interface DailyStartLimits {
  site: number;
  perIp: number | null;
  /**
   * Of the site's ceiling, the starts kept for addresses that have not started any today, so a
   * few addresses cannot spend the day's allowance for everyone.
   */
  reservedForNew: number;
}

/** `taken`, or which daily limit refused the start. */
export type DailyStartOutcome = "taken" | "site" | "ip";

/**
 * Counts starts per UTC day, for the site and per client address. One start is counted only when
 * both limits allow it, so a refused start never uses up anyone's allowance.
 */
export interface DailyStartCounter {
  take(day: string, ip: string, limits: DailyStartLimits): Promise<DailyStartOutcome>;
  close(): Promise<void>;
}

/** One server instance: the counts live in this process and start again each UTC day. */
export function createMemoryStartCounter(): DailyStartCounter {
  let counting = "";
  let site = 0;
  const byIp = new Map<string, number>();
  return {
    async take(day, ip, limits) {
      if (day !== counting) {
        counting = day;
        site = 0;
        byIp.clear();
      }
      if (site >= limits.site) return "site";
      const ipCount = byIp.get(ip) ?? 0;
      if (ipCount > 0 && site >= limits.site - limits.reservedForNew) return "site";
      if (limits.perIp !== null && ipCount >= limits.perIp) return "ip";
      site += 1;
      byIp.set(ip, ipCount + 1);
      return "taken";
    },
    async close() {},
  };
}

// Every check and both increments in one script, so instances taking starts at the same moment
// can never pass a limit between them. ARGV[2] is -1 for an exempt address; ARGV[4] is the part
// of the site's ceiling kept for addresses with no start today.
const TAKE_SCRIPT = `
local site = tonumber(redis.call('GET', KEYS[1]) or '0')
if site >= tonumber(ARGV[1]) then return 'site' end
local perIp = tonumber(ARGV[2])
local ipCount = tonumber(redis.call('GET', KEYS[2]) or '0')
if ipCount > 0 and site >= tonumber(ARGV[1]) - tonumber(ARGV[4]) then return 'site' end
if perIp >= 0 and ipCount >= perIp then return 'ip' end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 'taken'
`;

/** A day's keys outlive it by a day, so a clock slightly behind the others still finds them. */
const KEY_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/** Several instances: the counts are Redis keys per UTC day under `keyPrefix`, shared by all. */
export function createRedisStartCounter(redis: Redis, keyPrefix: string): DailyStartCounter {
  return {
    async take(day, ip, limits) {
      const siteKey = `${keyPrefix}${day}`;
      const outcome = await redis.eval(
        TAKE_SCRIPT,
        2,
        siteKey,
        `${siteKey}:ip:${ip}`,
        limits.site,
        limits.perIp ?? -1,
        KEY_LIFETIME_SECONDS,
        limits.reservedForNew,
      );
      return outcome as DailyStartOutcome;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/** Shared through Redis when REDIS_URL is set, so the limits hold for the site, not per instance. */
export function createDailyStartCounter(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  name: string,
  log: FastifyBaseLogger,
): DailyStartCounter {
  return config.REDIS_URL
    ? createRedisStartCounter(
        connectRedis(config.REDIS_URL, log),
        `${config.REDIS_KEY_PREFIX}${name}:`,
      )
    : createMemoryStartCounter();
}
