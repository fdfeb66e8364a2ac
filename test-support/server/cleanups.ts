import { afterEach } from "vitest";

/**
 * What a test started and must stop (apps, fake servers, Redis keys), undone after each test,
 * the last pushed first. Call it at the top of a test file, where `afterEach` applies to all.
 */
export function cleanupsAfterEach(): { push(cleanup: () => Promise<void>): void } {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });
  return { push: (cleanup) => void cleanups.push(cleanup) };
}
