import { refusalStatus } from "../../http/error-answer";
import { describe, expect, it } from "vitest";
import type { ImageProgress } from "../../providers/image/image-provider";
import { createImageQueue } from "./image-queue";
import { ImageQueueError } from "./queue-admission";
import { imageQueueLimits } from "../../../test-support/server/image-queue-limits";

const limits = imageQueueLimits({ maxWaiting: 3 });

/** A job that runs until `release` is called, and ends early if its signal aborts. */
function controllableJob() {
  let release: (value: string) => void = () => {};
  let started = false;
  let signal: AbortSignal | undefined;
  const run = ({ signal: jobSignal }: { signal: AbortSignal }) => {
    started = true;
    signal = jobSignal;
    return new Promise<string>((resolve, reject) => {
      release = resolve;
      jobSignal.addEventListener("abort", () => reject(jobSignal.reason));
    });
  };
  return {
    run,
    release: (value: string) => release(value),
    isStarted: () => started,
    signal: () => signal,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageQueueError)
      return { status: refusalStatus(error), message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("image queue", () => {
  it("runs one job at a time in order and reports places in the queue", async () => {
    const queue = createImageQueue(limits);
    const jobs = [controllableJob(), controllableJob(), controllableJob()];
    const finished: string[] = [];
    const results = jobs.map((job, index) =>
      queue
        .submit({ id: `job-000${index}`, ip: "10.0.0.1", run: job.run })
        .then((value) => finished.push(value)),
    );
    await tick();
    expect(jobs.map((job) => job.isStarted())).toEqual([true, false, false]);
    expect(await queue.status("job-0000")).toMatchObject({
      state: "running",
      queue_position: null,
    });
    expect(await queue.status("job-0001")).toMatchObject({ state: "queued", queue_position: 1 });
    expect(await queue.status("job-0002")).toMatchObject({ state: "queued", queue_position: 2 });

    jobs[0]!.release("a");
    await tick();
    expect(await queue.status("job-0000")).toMatchObject({ state: "succeeded", progress: 1 });
    expect(await queue.status("job-0002")).toMatchObject({ queue_position: 1 });
    jobs[1]!.release("b");
    await tick();
    jobs[2]!.release("c");
    await Promise.all(results);
    expect(finished).toEqual(["a", "b", "c"]);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("reports progress below 1 while running, never backwards", async () => {
    const queue = createImageQueue(limits);
    let report: (progress: ImageProgress) => void = () => {};
    let finish: () => void = () => {};
    const done = queue.submit({
      id: "progress-1",
      ip: "10.0.0.1",
      run: ({ onProgress }) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    });
    await tick();
    report({ fraction: 0.4 });
    report({ fraction: 0.2 });
    expect((await queue.status("progress-1"))?.progress).toBe(0.4);
    report({ fraction: 1 });
    expect((await queue.status("progress-1"))?.progress).toBe(0.99);
    finish();
    await done;
    expect((await queue.status("progress-1"))?.progress).toBe(1);
  });

  it("refuses with 503 when the waiting list is full, and 409 for a job id under way", async () => {
    const queue = createImageQueue({ ...limits, maxWaiting: 1 });
    const first = controllableJob();
    const second = controllableJob();
    const running = queue.submit({ id: "full-0001", ip: "10.0.0.1", run: first.run });
    const waiting = queue.submit({ id: "full-0002", ip: "10.0.0.2", run: second.run });
    expect(
      await refusal(queue.submit({ id: "full-0003", ip: "10.0.0.3", run: first.run })),
    ).toMatchObject({ status: 503 });
    expect(
      await refusal(queue.submit({ id: "full-0001", ip: "10.0.0.4", run: first.run })),
    ).toMatchObject({ status: 409 });
    await tick();
    first.release("x");
    await tick();
    second.release("y");
    await Promise.all([running, waiting]);
  });

  it("takes turns between addresses: another address's first job goes before a second job", async () => {
    const queue = createImageQueue({ ...limits, maxWaiting: 10, perIpActive: 5 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof controllableJob>>();
    const submit = (id: string, ip: string) => {
      const job = controllableJob();
      jobs.set(id, job);
      const run = (context: { signal: AbortSignal }) => {
        started.push(id);
        return job.run(context);
      };
      return queue.submit({ id, ip, run });
    };
    const results = [
      submit("a-1", "10.1.0.1"),
      submit("a-2", "10.1.0.1"),
      submit("a-3", "10.1.0.1"),
      submit("b-1", "10.2.0.1"),
    ];
    await tick();
    expect(started).toEqual(["a-1"]);
    // The newcomer's place is the one it will start from, ahead of the busy address's others.
    expect(await queue.status("b-1")).toMatchObject({ state: "queued", queue_position: 1 });
    expect(await queue.status("a-2")).toMatchObject({ queue_position: 2 });
    expect(await queue.status("a-3")).toMatchObject({ queue_position: 3 });

    for (const id of ["a-1", "b-1", "a-2", "a-3"]) {
      jobs.get(id)!.release(id);
      await tick();
    }
    await Promise.all(results);
    expect(started).toEqual(["a-1", "b-1", "a-2", "a-3"]);
  });

  it("keeps half the queue's places from any one network however many addresses it uses", async () => {
    // 10 places: one network (here 10.5.0.0/24) may hold 5 of them.
    const queue = createImageQueue({ ...limits, maxWaiting: 9, perIpActive: 2 });
    const held = controllableJob();
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      answers.push(queue.submit({ id: `net-${n}`, ip: `10.5.0.${n + 1}`, run: held.run }));
    }
    const refused = await refusal(answers.pop()!);
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/your network/) });
    // A visitor elsewhere still finds a place.
    const elsewhere = queue.submit({ id: "other-1", ip: "192.0.2.9", run: async () => "drawn" });
    await tick();
    expect(queue.load()).toEqual({ running: 1, waiting: 5 });
    for (const answer of answers) answer.catch(() => undefined);
    held.release("done");
    await expect(elsewhere).resolves.toBe("drawn");
  });

  it("keeps a fifth of the day's starts for addresses that have not started any", async () => {
    const queue = createImageQueue({ ...limits, daily: 10, perIpDaily: 100 });
    const instant = async () => "done";
    const outcomes: string[] = [];
    for (let n = 0; n < 9; n += 1) {
      const submitted = queue.submit({ id: `busy-${n}`, ip: "10.7.0.1", run: instant });
      outcomes.push(
        await submitted.then(
          () => "ok",
          (error: unknown) => String(refusalStatus(error as ImageQueueError)),
        ),
      );
    }
    expect(outcomes).toEqual([...Array(8).fill("ok"), "429"]);
    await expect(queue.submit({ id: "new-1", ip: "10.8.0.1", run: instant })).resolves.toBe("done");
    await expect(queue.submit({ id: "new-2", ip: "10.9.0.1", run: instant })).resolves.toBe("done");
    expect(
      await refusal(queue.submit({ id: "new-3", ip: "10.10.0.1", run: instant })),
    ).toMatchObject({ status: 429, message: expect.stringMatching(/daily limit/) });
  });

  it("limits jobs per address at once and per day, the whole site per day", async () => {
    let today = new Date("2026-11-24T10:00:00Z");
    const queue = createImageQueue(
      { ...limits, concurrency: 5, perIpActive: 1, perIpDaily: 2, daily: 3 },
      { now: () => today },
    );
    const instant = async () => "done";
    const slow = controllableJob();
    const pending = queue.submit({ id: "ip-00001", ip: "10.0.0.1", run: slow.run });
    expect(
      await refusal(queue.submit({ id: "ip-00002", ip: "10.0.0.1", run: instant })),
    ).toMatchObject({ status: 429, message: expect.stringMatching(/at once/) });
    await tick();
    slow.release("ok");
    await pending;
    await queue.submit({ id: "ip-00003", ip: "10.0.0.1", run: instant });
    expect(
      await refusal(queue.submit({ id: "ip-00004", ip: "10.0.0.1", run: instant })),
    ).toMatchObject({ status: 429, message: expect.stringMatching(/today's limit/) });
    await queue.submit({ id: "ip-00005", ip: "10.0.0.2", run: instant });
    expect(
      await refusal(queue.submit({ id: "ip-00006", ip: "10.0.0.3", run: instant })),
    ).toMatchObject({ status: 429, message: expect.stringMatching(/daily limit/) });

    today = new Date("2026-11-25T00:00:01Z");
    await expect(queue.submit({ id: "ip-00007", ip: "10.0.0.1", run: instant })).resolves.toBe(
      "done",
    );
  });

  it("exempts allow-listed addresses from the per-address limits", async () => {
    const queue = createImageQueue({
      ...limits,
      perIpActive: 1,
      perIpDaily: 1,
      exemptIps: ["127.0.0.1"],
    });
    const instant = async () => "done";
    await queue.submit({ id: "exempt-1", ip: "127.0.0.1", run: instant });
    await expect(queue.submit({ id: "exempt-2", ip: "127.0.0.1", run: instant })).resolves.toBe(
      "done",
    );
  });

  it("answers 504 at the deadline and aborts the running work", async () => {
    const queue = createImageQueue({ ...limits, timeoutMs: 60 });
    const job = controllableJob();
    const outcome = await refusal(queue.submit({ id: "late-0001", ip: "10.0.0.1", run: job.run }));
    expect(outcome).toEqual({
      status: 504,
      message: "The image took longer than 0 s and was stopped",
    });
    expect(job.signal()?.aborted).toBe(true);
    expect((await queue.status("late-0001"))?.state).toBe("failed");
  });

  it("answers the visitor at the deadline even when the work ignores the abort", async () => {
    const queue = createImageQueue({ ...limits, timeoutMs: 40 });
    let finishWork: () => void = () => {};
    const stubborn = () => new Promise<string>((resolve) => (finishWork = () => resolve("late")));
    expect(
      await refusal(queue.submit({ id: "stub-0001", ip: "10.0.0.1", run: stubborn })),
    ).toMatchObject({ status: 504 });
    // The slot stays taken until the work really ends.
    expect(queue.load().running).toBe(1);
    finishWork();
    await tick();
    expect(queue.load().running).toBe(0);
  });

  it("cancels a waiting job without running it, and a running job through its signal", async () => {
    const queue = createImageQueue(limits);
    const first = controllableJob();
    const second = controllableJob();
    const visitor = new AbortController();
    const running = queue.submit({ id: "cancel-01", ip: "10.0.0.1", run: first.run });
    const waiting = queue.submit({
      id: "cancel-02",
      ip: "10.0.0.2",
      run: second.run,
      signal: visitor.signal,
    });
    await tick();
    visitor.abort();
    expect(await refusal(waiting)).toMatchObject({ status: 409 });
    expect(await queue.status("cancel-02")).toMatchObject({
      state: "cancelled",
      queue_position: null,
    });

    expect(await queue.cancel("cancel-01")).toBe(true);
    expect(await refusal(running)).toMatchObject({ status: 409 });
    expect(first.signal()?.aborted).toBe(true);
    expect(second.isStarted()).toBe(false);
    expect(await queue.cancel("cancel-01")).toBe(false);
    expect(await queue.cancel("unknown-1")).toBe(false);
  });
});
