import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** The server the Redis tests use; TEST_REDIS_URL points them elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Null when Redis is reachable, otherwise why not (also printed). Call it at the top of a test
 * file: `const reason = await redisUnavailableReason("..."); describe.skipIf(reason !== null)`.
 */
export async function redisUnavailableReason(what: string): Promise<string | null> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    const reason = `Redis at ${TEST_REDIS_URL} is not reachable (${(error as Error).message})`;
    console.warn(`Skipping ${what}: ${reason}. Set TEST_REDIS_URL to use another server.`);
    return reason;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own, so parallel test runs never share a key; `clear` deletes its keys. */
export function testRedisPrefix(): { prefix: string; clear(): Promise<void> } {
  const prefix = `site-test-${randomBytes(6).toString("hex")}:`;
  return {
    prefix,
    clear: async () => {
      const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        const keys = await client.keys(`${prefix}*`);
        if (keys.length > 0) await client.del(...keys);
      } finally {
        client.disconnect();
      }
    },
  };
}
