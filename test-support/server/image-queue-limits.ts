import type { ImageQueueLimits } from "../../server/modules/ai-image/queue-admission";

/** Image queue limits that no test reaches, but for the ones it sets in `overrides`. */
export function imageQueueLimits(overrides: Partial<ImageQueueLimits> = {}): ImageQueueLimits {
  return {
    concurrency: 1,
    maxWaiting: 5,
    perIpActive: 10,
    perIpDaily: 100,
    daily: 1000,
    timeoutMs: 10_000,
    ...overrides,
  };
}
