import type { DestinationStream } from "pino";
import { afterEach } from "vitest";
import { buildTestApp, type TestApp } from "./app";

export interface Cleanups {
  push(cleanup: () => Promise<void>): void;
  /** A test app on `env` (logging to `logStream` when given), closed after the test. */
  testApp(env?: Record<string, string>, logStream?: DestinationStream): Promise<TestApp>;
}

/**
 * What a test started and must stop (apps, fake servers, Redis keys), undone after each test,
 * the last pushed first. Call it at the top of a test file, where `afterEach` applies to all.
 */
export function cleanupsAfterEach(): Cleanups {
  let cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups = [];
  });
  const push = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
  return {
    push,
    async testApp(env = {}, logStream) {
      const testApp = await buildTestApp({ env, logStream });
      push(() => testApp.close());
      return testApp;
    },
  };
}
