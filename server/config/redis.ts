import { z } from "zod";

/** The Redis that server instances share state through. */
export const redisSettings = {
  /** `redis://host:6379` to share live call events, rate limits and daily image limits between server instances; unset keeps them in process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "must start with redis:// or rediss://" })
    .optional(),
  /** Prefix of every Redis key and channel the site uses, so several sites can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default("nexora:"),
};
