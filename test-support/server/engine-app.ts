import type { DestinationStream } from "pino";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseEngine } from "../../server/db/connect";
import { buildTestApp, type TestApp } from "./app";
import { engineEnv } from "./engines";

export type EngineTestApp = Omit<TestApp, "close">;

/**
 * An object whose `keys` read those of `current()` each time they are used: a describe block
 * can name at collection what its `beforeAll` builds later.
 */
export function lateBound<T extends object, K extends keyof T>(
  current: () => T,
  keys: K[],
): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) {
    Object.defineProperty(view, key, { get: () => current()[key], enumerable: true });
  }
  return view;
}

/**
 * The test app of a `describe.each(ENGINES)` block: built before its tests on a fresh database of
 * `engine` (not at all when `skip`), closed and its database dropped after them. `env` is read
 * when the app is built, so it may name what an earlier `beforeAll` started. The logs go to
 * `logStream` when one is given.
 */
export function testAppOnEngine(
  engine: DatabaseEngine,
  skip: boolean,
  env: Record<string, string> | (() => Record<string, string>) = {},
  logStream?: DestinationStream,
): EngineTestApp {
  let built: TestApp | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    if (skip) return;
    const setup = await engineEnv(engine);
    drop = setup.drop;
    built = await buildTestApp({
      env: { ...setup.env, ...(typeof env === "function" ? env() : env) },
      logStream,
    });
  });
  afterAll(async () => {
    await built?.close();
    await drop();
  });
  const current = () => {
    if (!built) throw new Error("The test app is built before the block's tests, unless skipped");
    return built;
  };
  return lateBound(current, ["app", "config", "database", "staticDir"]);
}
