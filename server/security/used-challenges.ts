import type { Redis } from "ioredis";

/**
 * Remembers solved challenges until they expire, so that one solution buys one request. With
 * Redis every instance sees the same record; without it each process keeps its own, which is
 * enough for one instance.
 */
export interface UsedChallenges {
  /** True the first time `id` is marked, false when it was already used. */
  markUsed(id: string, expiresAtMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createMemoryUsedChallenges(now = Date.now): UsedChallenges {
  const used = new Map<string, number>();
  const forgetExpired = () => {
    const time = now();
    for (const [id, expiresAt] of used) if (expiresAt <= time) used.delete(id);
  };
  return {
    async markUsed(id, expiresAtMs) {
      forgetExpired();
      if (used.has(id)) return false;
      used.set(id, expiresAtMs);
      return true;
    },
    async close() {
      used.clear();
    },
  };
}

/** One key per used challenge, set only if absent and gone when the challenge expires. */
export function createRedisUsedChallenges(redis: Redis, keyPrefix: string): UsedChallenges {
  return {
    async markUsed(id, expiresAtMs) {
      const key = `${keyPrefix}used-challenge:${id}`;
      return (
        (await redis.set(key, "1", "PXAT", Math.max(expiresAtMs, Date.now() + 1), "NX")) === "OK"
      );
    },
    async close() {
      await redis.quit();
    },
  };
}
