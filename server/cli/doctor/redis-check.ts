import { Redis } from "ioredis";
import { errorText, type Check } from "./check";

/** Redis answers a PING, so instances can share limits and live call events. */
export const checkRedis: Check = async (config, deps) => {
  if (!config.REDIS_URL) {
    return {
      status: "not configured",
      detail: "REDIS_URL unset: limits and call events stay in this process (one instance only)",
    };
  }
  // No reconnecting: one attempt answers the question.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: deps.timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, WRONGPASS) says more than the rejected connect().
  let socketError: Error | undefined;
  redis.on("error", (error: Error) => (socketError = error));
  try {
    await redis.connect();
    await redis.ping();
    return { status: "ok", detail: "answers PING" };
  } catch (error) {
    return {
      status: "failed",
      detail: errorText(socketError ?? error),
      fix: "check REDIS_URL (host, port, password) and that Redis runs",
    };
  } finally {
    redis.disconnect();
  }
};
