import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * A Redis connection for commands on a request's path (rate limits, daily counters, call events):
 * an unreachable Redis fails the command within about a second instead of queueing it forever.
 * It reconnects on its own; a lost connection is logged once, not at every attempt.
 */
export function connectRedis(url: string, log: Pick<FastifyBaseLogger, "warn">): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on("error", (error: Error) => {
    if (!reported) log.warn({ err: error }, "Redis is unreachable; reconnecting");
    reported = true;
  });
  redis.on("ready", () => {
    reported = false;
  });
  return redis;
}
