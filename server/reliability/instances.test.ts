import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeChatCompletions, type FakeChatCompletions } from "../test/fake-chat-completions";
import { startFakeTwilio, type FakeTwilio } from "../test/fake-twilio";
import { problems, startCluster, type Cluster } from "../test/instances";
import { postgresUnavailableReason } from "../test/postgres";
import { redisUnavailableReason } from "../test/redis";
import {
  checkMigrations,
  drainMailAndStop,
  probeCallDailyCap,
  probeContactRateLimit,
  probeImageDailyLimit,
  runCallAcrossInstances,
  SCENARIO_LIMITS,
  submitContactMessages,
} from "./instances-scenario";

const skipReason =
  (await postgresUnavailableReason()) ??
  (await redisUnavailableReason("the tests of several instances"));

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "instances-auth-token-0123456789";

/** Ports of this file's balancer and its two instances. */
const PORTS = [5300, 5301, 5302];

describe.skipIf(skipReason !== null)("two server processes behind one address", () => {
  let cluster: Cluster;
  let twilio: FakeTwilio;
  let llm: FakeChatCompletions;

  beforeAll(async () => {
    twilio = await startFakeTwilio(ACCOUNT_SID, AUTH_TOKEN);
    llm = await startFakeChatCompletions();
    cluster = await startCluster({
      ports: PORTS,
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM_NUMBER: "+14155550100",
        TWILIO_API_BASE_URL: twilio.url,
        TWILIO_CONVERSATION_MODE: "gather",
        LLM_BASE_URL: llm.url,
        LLM_TIMEOUT_MS: "3000",
        IMAGE_DAILY_LIMIT: String(SCENARIO_LIMITS.IMAGE_DAILY_LIMIT),
        CALL_DAILY_CAP: String(SCENARIO_LIMITS.CALL_DAILY_CAP),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await Promise.all([twilio?.close(), llm?.close()]);
  }, 60_000);

  it("applies each migration once when both start together on an empty database", async () => {
    const figures = await checkMigrations(cluster);
    expect(figures).toMatchObject({ recorded: 3, distinct: 3, problems: 0 });
    expect(figures.appliedPerInstance.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(figures.appliedPerInstance.every((count) => count >= 0)).toBe(true);
  });

  it("stores the submissions that reach either instance", async () => {
    const figures = await submitContactMessages(cluster, 10);
    expect(figures).toEqual({ sent: 10, accepted: 10, stored: 10, perInstance: [5, 5] });
  });

  it("shares the per-address rate limit between the instances", async () => {
    const figures = await probeContactRateLimit(cluster, 12);
    expect(figures).toEqual({ sent: 12, accepted: 5, refused: 7, expectedAccepted: 5, other: 0 });
  });

  it("shares the site's daily image limit: exactly the limit is generated across both", async () => {
    const figures = await probeImageDailyLimit(cluster, 12);
    expect(figures).toEqual({ sent: 12, accepted: 5, refused: 7, expectedAccepted: 5, other: 0 });
  });

  it("continues a call started on one instance whose Twilio webhooks reach either, with watchers on both", async () => {
    const figures = await runCallAcrossInstances(cluster, twilio, llm, 3);
    expect(figures.webhookFailures).toBe(0);
    expect(figures.webhooksPerInstance.every((count) => count >= 2)).toBe(true);
    expect(figures.eventsPerWatcher).toEqual([figures.expectedEvents, figures.expectedEvents]);
    expect(figures.sameOrderEverywhere).toBe(true);
  }, 60_000);

  it("holds the calls' daily cap across both instances, requests arriving together", async () => {
    const figures = await probeCallDailyCap(cluster, 6, 1);
    expect(figures).toEqual({ sent: 6, accepted: 3, refused: 3, expectedAccepted: 3, other: 0 });
  }, 60_000);

  it("sends each queued mail once with both instances' outbox workers running", async () => {
    const figures = await drainMailAndStop(cluster);
    expect(figures.queued).toBeGreaterThanOrEqual(30);
    expect(figures).toMatchObject({
      sent: figures.queued,
      received: figures.queued,
      duplicated: 0,
      exitCodes: [0, 0],
    });
    expect(cluster.instances.flatMap((instance) => problems(instance))).toEqual([]);
  }, 90_000);
});
