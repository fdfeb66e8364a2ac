import { refusalStatus } from "../../http/error-answer";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test-support/server/call-socket-client";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../test-support/server/redis";
import { connectRedis } from "../../redis";
import { createRedisStartCounter, type DailyStartCounter } from "./daily-start-counter";
import { createImageQueue } from "./image-queue";
import { ImageQueueError, type ImageQueueLimits } from "./queue-admission";
import { imageQueueLimits } from "../../../test-support/server/image-queue-limits";
import { silentLog } from "../../../test-support/server/silent-log";

const skipReason = await redisUnavailableReason("the shared image limit tests");

const limits = imageQueueLimits({ concurrency: 4, maxWaiting: 20 });
const instant = async () => "done";

/** Each submission's outcome: `ok`, or the refusal's status and message. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof ImageQueueError) return `${refusalStatus(error)} ${error.message}`;
    throw error;
  }
}

describe.skipIf(skipReason !== null)("image daily limits shared through Redis", () => {
  const keys = testRedisPrefix();
  const counters: DailyStartCounter[] = [];
  /** Two server instances' queues counting in the same Redis keys. */
  const twoInstances = (queueLimits: ImageQueueLimits, now?: () => Date) =>
    [0, 1].map(() => {
      const dailyStarts = createRedisStartCounter(
        connectRedis(TEST_REDIS_URL, silentLog),
        keys.prefix,
      );
      counters.push(dailyStarts);
      return createImageQueue(queueLimits, { dailyStarts, now });
    });

  afterAll(async () => {
    await Promise.all(counters.map((counter) => counter.close()));
    await keys.clear();
  });

  it("lets both instances together start exactly the site's daily limit", async () => {
    const day = new Date("2031-01-01T12:00:00Z");
    const queues = twoInstances({ ...limits, daily: 5 }, () => day);
    // Submitted all at once, alternating between the instances, from distinct addresses.
    const outcomes = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        outcome(
          queues[index % 2]!.submit({ id: `site-${index}`, ip: `10.1.0.${index}`, run: instant }),
        ),
      ),
    );
    expect(outcomes.filter((result) => result === "ok")).toHaveLength(5);
    expect(outcomes.filter((result) => result !== "ok")).toEqual(
      Array(9).fill("429 The daily limit of image generations is reached"),
    );
  });

  it("counts one address's starts on both instances, and starts again the next UTC day", async () => {
    let day = new Date("2031-02-01T23:59:00Z");
    const [first, second] = twoInstances({ ...limits, perIpDaily: 2 }, () => day);
    const submit = (queue: typeof first, id: string) =>
      outcome(queue!.submit({ id, ip: "10.2.0.1", run: instant }));
    expect(await submit(first, "ip-1")).toBe("ok");
    expect(await submit(second, "ip-2")).toBe("ok");
    expect(await submit(first, "ip-3")).toBe("429 You reached today's limit of image generations");
    expect(await submit(second, "ip-4")).toBe("429 You reached today's limit of image generations");
    day = new Date("2031-02-02T00:00:01Z");
    expect(await submit(second, "ip-5")).toBe("ok");
  });

  it("exempts allow-listed addresses from the per-address limit but not from the site's", async () => {
    const day = new Date("2031-03-01T08:00:00Z");
    const queues = twoInstances(
      { ...limits, daily: 3, perIpDaily: 1, exemptIps: ["127.0.0.1"] },
      () => day,
    );
    const results = [];
    for (let index = 0; index < 4; index += 1) {
      results.push(
        await outcome(
          queues[index % 2]!.submit({ id: `exempt-${index}`, ip: "127.0.0.1", run: instant }),
        ),
      );
    }
    expect(results).toEqual([
      "ok",
      "ok",
      "ok",
      "429 The daily limit of image generations is reached",
    ]);
  });

  it("keeps a fifth of the day for new addresses across both instances", async () => {
    const day = new Date("2031-04-01T08:00:00Z");
    const [first, second] = twoInstances({ ...limits, daily: 10, perIpDaily: 100 }, () => day);
    const busy = [];
    for (let index = 0; index < 9; index += 1) {
      const queue = index % 2 ? second! : first!;
      busy.push(await outcome(queue.submit({ id: `busy-${index}`, ip: "10.4.0.1", run: instant })));
    }
    expect(busy).toEqual([
      ...Array(8).fill("ok"),
      "429 The daily limit of image generations is reached",
    ]);
    const newcomers = await Promise.all(
      [1, 2, 3].map((n) =>
        outcome(second!.submit({ id: `new-${n}`, ip: `10.4.${n}.1`, run: instant })),
      ),
    );
    expect(newcomers.sort()).toEqual([
      "429 The daily limit of image generations is reached",
      "ok",
      "ok",
    ]);
  });

  it("refuses with 503, not a crash, while Redis cannot be reached", async () => {
    const nowhere = createRedisStartCounter(
      connectRedis(`redis://127.0.0.1:${await freePort()}`, silentLog),
      keys.prefix,
    );
    counters.push(nowhere);
    const queue = createImageQueue(limits, { dailyStarts: nowhere });
    expect(await outcome(queue.submit({ id: "down-1", ip: "10.3.0.1", run: instant }))).toBe(
      "503 Image generation is unavailable; please try again in a minute",
    );
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
