import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../../server/app";
import type { DatabaseEngine } from "../../server/db/connect";
import { buildTestApp, type TestApp } from "./app";
import { freePort } from "./call-socket-client";
import { lateBound, testAppOnEngine, type EngineTestApp } from "./engine-app";
import { startFakeChatCompletions, type FakeChatCompletions } from "./fake-chat-completions";
import { startFakeTwilio, type FakeTwilio } from "./fake-twilio";
import { startFakeTwilioVerify, type FakeTwilioVerify } from "./fake-twilio-verify";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import { markNumbersVerified } from "./verified-numbers";

export const TWILIO_TEST_ACCOUNT = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "test-auth-token-0123456789",
  from: "+14155550100",
};

export interface TwilioHarnessOptions {
  mode: "gather" | "relay";
  engine?: DatabaseEngine;
  /** Leaves the block's tests to be skipped: nothing is started. */
  skip?: boolean;
  /**
   * Numbers (E.164) whose owners have already typed their codes, as the consent step records:
   * real calls go only to verified numbers, so a test of a call lists the numbers it calls.
   */
  verifiedNumbers?: string[];
  /** Environment on top of the harness's, e.g. a limit or another model. */
  env?: Record<string, string>;
  /**
   * Two instances on one database behind a round-robin balancer, which listens at the address
   * Twilio is told: each of Twilio's requests and sockets goes to the next instance in turn.
   */
  balanced?: boolean;
}

export interface TwilioHarness {
  testApp: EngineTestApp;
  /** Where the app listens: the address it tells Twilio to call back on. */
  readonly baseUrl: string;
  readonly twilio: FakeTwilio;
  readonly verify: FakeTwilioVerify;
  readonly llm: FakeChatCompletions;
  /** The app's log lines at info level and above, parsed (its other instances' too). */
  logs: Record<string, unknown>[];
  /** With `balanced`: the requests and sockets the balancer has given each instance so far. */
  balancedHits(): number[];
  /** The instances' apps: the test app's, then the others' (with `balanced`, the second one). */
  instances(): App[];
  /**
   * Another instance of the app on the same database, stand-ins and settings, as a second server
   * behind a load balancer would be; closed after the block's tests.
   */
  anotherInstance(): Promise<TestApp>;
}

interface StandIns {
  baseUrl: string;
  port: number;
  twilio: FakeTwilio;
  verify: FakeTwilioVerify;
  llm: FakeChatCompletions;
}

/**
 * The app of a describe block in real mode, listening on the address it tells Twilio, with Twilio,
 * Twilio Verify and the LLM played by local stand-ins, on a fresh database of `engine`: started
 * before the block's tests (not at all when `skip`), stopped after them.
 */
export function twilioHarness(options: TwilioHarnessOptions): TwilioHarness {
  const { accountSid, authToken, from } = TWILIO_TEST_ACCOUNT;
  const skip = options.skip ?? false;
  let standIns: StandIns | undefined;
  beforeAll(async () => {
    if (skip) return;
    const port = await freePort();
    standIns = {
      port,
      baseUrl: `http://127.0.0.1:${port}`,
      twilio: await startFakeTwilio(accountSid, authToken),
      verify: await startFakeTwilioVerify(accountSid, authToken),
      llm: await startFakeChatCompletions(),
    };
  });
  afterAll(async () => {
    await Promise.all([standIns?.twilio.close(), standIns?.verify.close(), standIns?.llm.close()]);
  });
  const current = () => {
    if (!standIns) throw new Error("The harness starts before the block's tests, unless skipped");
    return standIns;
  };

  const logs: Record<string, unknown>[] = [];
  const env = () => ({
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    TWILIO_ACCOUNT_SID: accountSid,
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM_NUMBER: from,
    TWILIO_API_BASE_URL: current().twilio.url,
    TWILIO_WEBHOOK_BASE_URL: current().baseUrl,
    TWILIO_CONVERSATION_MODE: options.mode,
    TWILIO_VERIFY_SERVICE_SID: current().verify.serviceSid,
    TWILIO_VERIFY_API_BASE_URL: current().verify.url,
    LLM_BASE_URL: current().llm.url,
    LLM_API_KEY: "local-key",
    LLM_MODEL: "studio-test-model",
    // Long enough for a busy machine's model stand-in to answer in time, short enough that the
    // test of a model too slow to wait for does not wait long.
    LLM_TIMEOUT_MS: "2000",
    CALL_ALLOWED_REGIONS: "IN",
    ...options.env,
  });
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line)) };
  const testApp = testAppOnEngine(options.engine ?? "sqlite", skip, env, logStream);
  const others: TestApp[] = [];
  let balancer: RoundRobinProxy | undefined;
  /** Another app on the same database (SQLite's file or PostgreSQL), settings and stand-ins. */
  const anotherInstance = async () => {
    const { DATA_DIR, DATABASE_URL } = testApp.config;
    const other = await buildTestApp({
      env: { ...env(), DATA_DIR, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
      logStream,
    });
    others.push(other);
    return other;
  };
  beforeAll(async () => {
    if (skip) return;
    const { db } = testApp.database;
    await markNumbersVerified(db, testApp.config.SIGNING_SECRET, options.verifiedNumbers ?? []);
    if (!options.balanced) {
      await testApp.app.listen({ host: "127.0.0.1", port: current().port });
      return;
    }
    const other = await anotherInstance();
    const backends = [];
    for (const app of [testApp.app, other.app]) {
      await app.listen({ host: "127.0.0.1", port: 0 });
      backends.push({ host: "127.0.0.1", port: (app.server.address() as AddressInfo).port });
    }
    balancer = await startRoundRobinProxy(backends, current().port);
  });
  // Before the first instance, whose database (and SQLite's directory) the others use.
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(others.map((other) => other.close()));
  });

  const standInsView = lateBound(current, ["baseUrl", "twilio", "verify", "llm"]);
  return Object.assign(standInsView, {
    testApp,
    logs,
    anotherInstance,
    balancedHits: () => [...(balancer?.hits ?? [])],
    instances: () => [testApp.app, ...others.map((other) => other.app)],
  });
}
