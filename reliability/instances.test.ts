import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problems, type Cluster } from "../test-support/server/instances";
import { postgresUnavailableReason } from "../test-support/server/postgres";
import { redisUnavailableReason } from "../test-support/server/redis";
import {
  probeCalleeFlood,
  probeWatchRace,
  startDemoScenario,
  type DemoScenario,
} from "./instances-call-floods";
import { probeImageJobAcrossInstances } from "./instances-image-jobs";
import * as steps from "./instances-scenario";

const skipReason =
  (await postgresUnavailableReason()) ??
  (await redisUnavailableReason("the tests of several instances"));

/** Ports of this file's balancer and its two instances, and of the demo cluster's. */
const PORTS = [5300, 5301, 5302];
const DEMO_PORTS = [5303, 5304, 5305];

describe.skipIf(skipReason !== null)("two server processes behind one address", () => {
  let scenario: steps.Scenario;
  let cluster: Cluster;

  beforeAll(async () => {
    scenario = await steps.startScenario(PORTS);
    cluster = scenario.cluster;
  }, 120_000);
  afterAll(() => scenario?.close(), 60_000);

  it("applies each migration once when both start together on an empty database", async () => {
    const figures = await steps.checkMigrations(cluster);
    const all = figures.expected;
    expect(figures).toMatchObject({ recorded: all, distinct: all, problems: 0 });
    expect(figures.appliedPerInstance.reduce((sum, count) => sum + count, 0)).toBe(all);
    expect(figures.appliedPerInstance.every((count) => count >= 0)).toBe(true);
  });

  it("stores the submissions that reach either instance", async () => {
    const figures = await steps.submitContactMessages(cluster, 10);
    expect(figures).toEqual({ sent: 10, accepted: 10, stored: 10, perInstance: [5, 5] });
  });

  it("shares the per-address rate limit between the instances", async () => {
    const figures = await steps.probeContactRateLimit(cluster, 12);
    expect(figures).toEqual({ sent: 12, accepted: 5, refused: 7, expectedAccepted: 5, other: 0 });
  });

  it("counts a client by the address the balancer saw, whatever X-Forwarded-For it forges", async () => {
    const figures = await steps.probeForgedAddresses(cluster, 12);
    expect(figures).toEqual({ sent: 12, accepted: 5, refused: 7, expectedAccepted: 5, other: 0 });
  });

  it("shares the site's daily image limit: exactly the limit is generated across both", async () => {
    const figures = await steps.probeImageDailyLimit(cluster, 12);
    expect(figures).toEqual({ sent: 12, accepted: 5, refused: 7, expectedAccepted: 5, other: 0 });
  });

  it("continues a call started on one instance whose Twilio webhooks reach either, with watchers on both", async () => {
    const figures = await steps.runCallAcrossInstances(scenario, 3);
    expect(figures.webhookFailures).toBe(0);
    expect(figures.webhooksPerInstance.every((count) => count >= 2)).toBe(true);
    expect(figures.eventsPerWatcher).toEqual(Array(3).fill(figures.expectedEvents));
    expect(figures.sameOrderEverywhere).toBe(true);
  }, 60_000);

  it("holds the calls' daily cap across both instances, requests arriving together", async () => {
    const figures = await steps.probeCallDailyCap(cluster, 6, 1);
    expect(figures).toEqual({ sent: 6, accepted: 3, refused: 3, expectedAccepted: 3, other: 0 });
  }, 60_000);

  it("sends each queued mail once with both instances' outbox workers running", async () => {
    const figures = await steps.drainMailAndStop(cluster);
    // Ten visitors' two mails each; the hasty address's five notifications and one confirmation.
    expect(figures.queued).toBeGreaterThanOrEqual(26);
    expect(figures).toMatchObject({
      sent: figures.queued,
      received: figures.queued,
      duplicated: 0,
      exitCodes: [0, 0],
    });
    expect(cluster.instances.flatMap((instance) => problems(instance))).toEqual([]);
  }, 90_000);
});

describe.skipIf(skipReason !== null)(
  "two server processes behind one address, running the demos",
  () => {
    let scenario: DemoScenario;

    beforeAll(async () => {
      scenario = await startDemoScenario(DEMO_PORTS);
    }, 120_000);
    afterAll(() => scenario?.close(), 60_000);

    it("answers an image job's progress and preview on either instance, and cancels it from the one not running it", async () => {
      const figures = await probeImageJobAcrossInstances(scenario.cluster, 9);
      expect(figures.failedAnswers).toBe(0);
      expect(figures.answersPerInstance.runner).toBeGreaterThan(0);
      expect(figures.answersPerInstance.other).toBeGreaterThan(0);
      expect(figures.previewsPerInstance.other).toBeGreaterThan(0);
      expect(figures.stepsSeenByOther).toBeGreaterThan(0);
      expect(figures).toMatchObject({
        finishedStatus: 200,
        cancelStatus: 204,
        cancelledJobStatus: 409,
        stateAfterCancel: "cancelled",
      });
    }, 60_000);

    it("delivers each event once to sockets on both instances that send 300 watch messages at once, and leaves no subscriber", async () => {
      const figures = await probeWatchRace(scenario, 300);
      expect(figures.eventsPerSocket).toEqual(Array(4).fill(figures.expectedEvents));
      expect(figures).toMatchObject({
        repeated: 0,
        sameOrderEverywhere: true,
        subscribersWhileWatched: scenario.cluster.instances.length,
        subscribersAfterClose: 0,
      });
    }, 60_000);

    it("asks the AI once per callee line it answers when 300 lines arrive at once from each socket", async () => {
      const figures = await probeCalleeFlood(scenario, 300);
      expect(figures.sentPerInstance).toEqual([600, 600]);
      // One answer at a time per call on each instance, whichever instance the lines reach.
      expect(figures.answered).toBeGreaterThanOrEqual(1);
      expect(figures.answered).toBeLessThanOrEqual(2);
      expect(figures).toMatchObject({
        aiAnswers: figures.answered,
        llmRequests: figures.answered,
        answeredAfterFlood: true,
      });
      expect(figures.waitRefusals).toBeGreaterThan(0);
      expect(scenario.cluster.instances.flatMap((instance) => problems(instance))).toEqual([]);
    }, 60_000);
  },
);
