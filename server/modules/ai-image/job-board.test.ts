import { refusalStatus } from "../../http/error-answer";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test-support/server/call-socket-client";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../test-support/server/redis";
import type { ImageProgress } from "../../providers/image/image-provider";
import { encodePng } from "../../providers/image/png";
import { connectRedis } from "../../redis";
import { createImageQueue } from "./image-queue";
import { createMemoryJobBoard, createRedisJobBoard, type ImageJobBoard } from "./job-board";
import { PREVIEW_MAX_BYTES } from "./job-progress";
import { ImageQueueError } from "./queue-admission";
import { imageQueueLimits } from "../../../test-support/server/image-queue-limits";
import { silentLog } from "../../../test-support/server/silent-log";

const redisSkipReason = await redisUnavailableReason("the shared image job state tests");

const limits = imageQueueLimits();
const keys = testRedisPrefix();
const boards: ImageJobBoard[] = [];

afterAll(async () => {
  await Promise.all(boards.map((board) => board.close()));
  await keys.clear();
});

/** A board per server instance, all reading and writing the same shared state. */
const boardKinds: [string, () => Promise<ImageJobBoard[]>][] = [
  [
    "in memory (one instance, two queues on one board)",
    async () => {
      const board = createMemoryJobBoard();
      return [board, board];
    },
  ],
  [
    "in Redis",
    async () => {
      const made = [0, 1].map(() =>
        createRedisJobBoard(
          connectRedis(TEST_REDIS_URL, silentLog),
          connectRedis(TEST_REDIS_URL, silentLog),
          `${keys.prefix}image-jobs:`,
          silentLog,
        ),
      );
      boards.push(...made);
      await Promise.all(made.map((board) => board.subscribed));
      return made;
    },
  ],
];

/** A job that reports through `report` until `release` or its signal ends it. */
function heldJob() {
  let report: (progress: ImageProgress) => void = () => {};
  let release: () => void = () => {};
  const run = ({
    signal,
    onProgress,
  }: {
    signal: AbortSignal;
    onProgress: (progress: ImageProgress) => void;
  }) =>
    new Promise<string>((resolve, reject) => {
      report = onProgress;
      release = () => resolve("done");
      signal.addEventListener("abort", () => reject(signal.reason));
    });
  return { run, report: (progress: ImageProgress) => report(progress), release: () => release() };
}

const preview = (shade: number) => ({
  bytes: encodePng(2, 2, new Uint8Array(12).fill(shade)),
  mimeType: "image/png",
});
const dataUrlOf = (image: { bytes: Buffer; mimeType: string }) =>
  `data:${image.mimeType};base64,${image.bytes.toString("base64")}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe.each(boardKinds)("image job state %s", (kind, makeBoards) => {
  if (kind === "in Redis" && redisSkipReason !== null) {
    it.skip(`needs Redis: ${redisSkipReason}`, () => {});
    return;
  }

  /** Two instances' queues on the shared boards, and two jobs that run until released. */
  const twoInstancesWithHeldJobs = async () => {
    const [boardA, boardB] = await makeBoards();
    return {
      a: createImageQueue(limits, { board: boardA }),
      b: createImageQueue(limits, { board: boardB }),
      first: heldJob(),
      second: heldJob(),
    };
  };

  it("answers a job's place, step, time left and preview on the instance that does not run it", async () => {
    const { a, b, first, second } = await twoInstancesWithHeldJobs();
    const running = a.submit({ id: "shared-run-1", ip: "10.0.0.1", run: first.run });
    const waiting = a.submit({ id: "shared-run-2", ip: "10.0.0.2", run: second.run });
    await settle();
    expect(await b.status("shared-run-2")).toMatchObject({ state: "queued", queue_position: 1 });

    first.report({ fraction: 0.25, step: 5, steps: 20, preview: preview(10) });
    // A second preview within the second is held back; the first stays on show.
    first.report({ fraction: 0.3, step: 6, steps: 20, preview: preview(200) });
    await settle();
    const status = await b.status("shared-run-1");
    expect(status).toMatchObject({
      state: "running",
      queue_position: null,
      progress: 0.3,
      step: 6,
      steps: 20,
      preview: dataUrlOf(preview(10)),
    });
    expect(status?.elapsed_seconds).toBeGreaterThanOrEqual(0);
    expect(status?.eta_seconds).toBeGreaterThanOrEqual(0);

    first.release();
    await running;
    await settle();
    expect(await b.status("shared-run-1")).toMatchObject({ state: "succeeded", preview: null });
    expect(await b.status("shared-run-2")).toMatchObject({ state: "running" });
    second.release();
    await waiting;
  });

  it("cancels a running and a waiting job asked on the other instance", async () => {
    const { a, b, first, second } = await twoInstancesWithHeldJobs();
    const outcome = (promise: Promise<unknown>) =>
      promise.then(
        () => "ok",
        (error: unknown) => (error instanceof ImageQueueError ? refusalStatus(error) : error),
      );
    const running = outcome(a.submit({ id: "shared-cancel-1", ip: "10.0.0.1", run: first.run }));
    const waiting = outcome(a.submit({ id: "shared-cancel-2", ip: "10.0.0.2", run: second.run }));
    await settle();
    expect(await b.cancel("shared-cancel-2")).toBe(true);
    expect(await b.cancel("shared-cancel-1")).toBe(true);
    expect(await running).toBe(409);
    expect(await waiting).toBe(409);
    await settle();
    expect(await b.status("shared-cancel-1")).toMatchObject({ state: "cancelled" });
    expect(await b.cancel("shared-cancel-1")).toBe(false);
    expect(await b.cancel("never-submitted")).toBe(false);
  });

  it("keeps no preview larger than the cap", async () => {
    const [board] = await makeBoards();
    const queue = createImageQueue(limits, { board });
    const job = heldJob();
    const done = queue.submit({ id: "shared-big-1", ip: "10.0.0.1", run: job.run });
    await settle();
    job.report({
      fraction: 0.5,
      preview: { bytes: Buffer.alloc(PREVIEW_MAX_BYTES + 1), mimeType: "image/png" },
    });
    await settle();
    expect(await queue.status("shared-big-1")).toMatchObject({ progress: 0.5, preview: null });
    job.release();
    await done;
  });
});

describe.skipIf(redisSkipReason !== null)("image job state while Redis is unreachable", () => {
  it("rejects status and cancel reads, which the routes answer 503", async () => {
    const closedPort = await freePort();
    const url = `redis://127.0.0.1:${closedPort}`;
    const board = createRedisJobBoard(
      connectRedis(url, silentLog),
      connectRedis(url, silentLog),
      "unreachable:",
      silentLog,
    );
    boards.push(board);
    const queue = createImageQueue(limits, { board });
    await expect(queue.status("some-job-1")).rejects.toThrow();
    await expect(queue.cancel("some-job-1")).rejects.toThrow();
  });
});
