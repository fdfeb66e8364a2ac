import type { ImageJobState, ImageJobStatus } from "#contract/ai-image";
import type { ImageProgress } from "../../providers/image/image-provider";
import { createMemoryStartCounter, type DailyStartCounter } from "./daily-start-counter";
import { createMemoryJobBoard, type ImageJobBoard, type ImageJobRecord } from "./job-board";
import {
  estimateSecondsLeft,
  PREVIEW_INTERVAL_MS,
  previewDataUrl,
  toJobStatus,
} from "./job-progress";
import { createFairTurns } from "./fair-turns";
import { createAdmission, ImageQueueError, type ImageQueueLimits } from "./queue-admission";

export interface JobContext {
  signal: AbortSignal;
  onProgress: (progress: ImageProgress) => void;
}

export interface JobSubmission<T> {
  id: string;
  ip: string;
  /** Aborts when the visitor goes away: the job is dropped or interrupted. */
  signal?: AbortSignal;
  run: (context: JobContext) => Promise<T>;
}

interface Job {
  id: string;
  ip: string;
  state: ImageJobState;
  progress: number;
  /** The back end's latest report. */
  report: ImageProgress | null;
  startedAt: number | null;
  previewAt: number;
  controller: AbortController;
  start: () => void;
}

const isUnderWay = (state: ImageJobState) => state === "queued" || state === "running";

/** Durations of this many recent generations make the estimate for back ends that report none. */
const TYPICAL_OF = 5;

/** Raised inside a job when it is cancelled; answered 409 if anyone is still listening. */
const cancelled = () => new ImageQueueError("conflict", "The image generation was cancelled");

const isCancel = (reason: unknown) =>
  reason instanceof ImageQueueError && reason.kind === "conflict";

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/** How long the last few generations took: the estimate for back ends that report none. */
function recentDurations(count: number) {
  const seconds: number[] = [];
  return {
    add(value: number): void {
      seconds.push(value);
      if (seconds.length > count) seconds.shift();
    },
    typical(): number | null {
      return seconds.length
        ? seconds.reduce((sum, value) => sum + value, 0) / seconds.length
        : null;
    },
  };
}

/** What the board tells every instance about a job. */
function boardRecord(
  job: Job,
  queuePosition: number | null,
  typicalSeconds: number | null,
  now: number,
): ImageJobRecord {
  const elapsedSeconds = job.startedAt === null ? 0 : (now - job.startedAt) / 1000;
  return {
    id: job.id,
    state: job.state,
    queuePosition,
    progress: job.progress,
    step: job.report?.step ?? null,
    steps: job.report?.steps ?? null,
    startedAt: job.startedAt,
    etaSeconds:
      job.state === "running"
        ? estimateSecondsLeft({ elapsedSeconds, progress: job.report, typicalSeconds })
        : null,
    writtenAt: now,
  };
}

/** Aborts the job when its time is up; the timer is cleared when the job ends. */
function armDeadline(controller: AbortController, timeoutMs: number): NodeJS.Timeout {
  return setTimeout(
    () =>
      controller.abort(
        new ImageQueueError(
          "timed-out",
          `The image took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`,
        ),
      ),
    timeoutMs,
  );
}

/**
 * Runs a job's work, started on the next tick so that a job never runs inside the call that
 * queued it; settles with the work, or at the deadline or cancel even if the back end is slow to
 * stop. `freed` is called when the work really ends, even if the visitor was answered earlier.
 */
function startWork<T>(
  controller: AbortController,
  run: () => Promise<T>,
  freed: () => void,
): Promise<T> {
  const work = Promise.resolve().then(() => {
    if (controller.signal.aborted) throw controller.signal.reason;
    return run();
  });
  work.catch(() => undefined).finally(freed);
  return Promise.race([work, whenAborted(controller.signal)]);
}

/** Aborts the job when the visitor goes away; answers the function that stops listening. */
function followVisitor(signal: AbortSignal | undefined, controller: AbortController): () => void {
  const onLeave = () => controller.abort(cancelled());
  signal?.addEventListener("abort", onLeave, { once: true });
  if (signal?.aborted) onLeave();
  return () => signal?.removeEventListener("abort", onLeave);
}

function queuedJob(
  submission: JobSubmission<unknown>,
  controller: AbortController,
  start: () => void,
): Job {
  return {
    id: submission.id,
    ip: submission.ip,
    state: "queued",
    progress: 0,
    report: null,
    startedAt: null,
    previewAt: 0,
    controller,
    start,
  };
}

/**
 * Takes the back end's report into the job; answers the preview to show when one is due (at most
 * one per PREVIEW_INTERVAL_MS).
 */
function takeReport(job: Job, progress: ImageProgress): string | undefined {
  job.report = progress;
  job.progress = Math.max(job.progress, Math.min(Math.max(progress.fraction, 0), 0.99));
  const preview = progress.preview && previewDataUrl(progress.preview);
  if (!preview || Date.now() - job.previewAt < PREVIEW_INTERVAL_MS) return undefined;
  job.previewAt = Date.now();
  return preview;
}

async function readStatus(board: ImageJobBoard, id: string): Promise<ImageJobStatus | undefined> {
  const entry = await board.read(id);
  return entry && toJobStatus(entry, Date.now());
}

/** Asks the instance running a job to cancel it; false when no job of that id is under way. */
async function requestCancel(board: ImageJobBoard, id: string): Promise<boolean> {
  const entry = await board.read(id);
  if (!entry || !isUnderWay(entry.record.state)) return false;
  await board.requestCancel(id);
  return true;
}

/** A job's end state for the reason it failed or was aborted. */
const endedState = (reason: unknown): ImageJobState => (isCancel(reason) ? "cancelled" : "failed");

export interface ImageQueueDeps {
  /** The clock; tests move it to the next UTC day. */
  now?: () => Date;
  /** The daily counts: in this process, or in Redis when several instances share the limits. */
  dailyStarts?: DailyStartCounter;
  /** Where the jobs' status is kept: in this process, or in Redis for every instance to read. */
  board?: ImageJobBoard;
}

/**
 * The image generation queue: a fixed number of jobs run at once, the rest wait in order in a
 * bounded list. Each job carries one abort signal that fires when the visitor cancels or leaves
 * or the deadline passes, whether it is still waiting or already running. The daily limits are
 * counted by `dailyStarts`; running and waiting jobs belong to this process, which drives its own
 * back end, and their status is written to `board`, where any instance reads it and asks this
 * one to cancel.
 */
export function createImageQueue(limits: ImageQueueLimits, deps: ImageQueueDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const dailyStarts = deps.dailyStarts ?? createMemoryStartCounter();
  const board = deps.board ?? createMemoryJobBoard();
  // A job ends within its time limit; its status stays readable a while after.
  const keepMs = limits.timeoutMs + (limits.keepFinishedMs ?? 60_000);
  const durations = recentDurations(TYPICAL_OF);
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let running = 0;
  const turns = createFairTurns();
  const admission = createAdmission(limits, {
    now,
    dailyStarts,
    isUnderWay: (id) => isUnderWay(jobs.get(id)?.state ?? "failed"),
    occupied: () => running + waiting.length,
  });

  function publish(job: Job, queuePosition: number | null = null): void {
    board.write(boardRecord(job, queuePosition, durations.typical(), Date.now()), keepMs);
  }

  /** Every waiting job's place in the order they will start in. */
  function publishWaiting(): void {
    turns.order(waiting).forEach((job, index) => publish(job, index + 1));
  }

  function report(job: Job, progress: ImageProgress): void {
    if (job.state !== "running") return;
    const preview = takeReport(job, progress);
    if (preview) board.writePreview(job.id, preview, keepMs);
    publish(job);
  }

  function startNext(): void {
    while (running < limits.concurrency) {
      const job = turns.next(waiting);
      if (!job) break;
      waiting.splice(waiting.indexOf(job), 1);
      job.start();
    }
    // Every place in the list may have moved.
    publishWaiting();
  }

  /** Aborts a job that runs or waits here; false when this instance has no such job under way. */
  function cancelHere(id: string): boolean {
    const job = jobs.get(id);
    if (!job || !isUnderWay(job.state)) return false;
    job.controller.abort(cancelled());
    return true;
  }
  board.onCancelRequest(cancelHere);

  async function submit<T>(submission: JobSubmission<T>): Promise<T> {
    await admission.admit(submission.id, submission.ip);
    const controller = new AbortController();
    const deadline = armDeadline(controller, limits.timeoutMs);
    const unfollow = followVisitor(submission.signal, controller);

    return new Promise<T>((resolve, reject) => {
      const finish = (state: ImageJobState, outcome: () => void) => {
        clearTimeout(deadline);
        unfollow();
        job.state = state;
        if (state === "succeeded") {
          job.progress = 1;
          durations.add((Date.now() - (job.startedAt ?? Date.now())) / 1000);
        }
        admission.release(job.ip);
        if (jobs.get(job.id) === job) jobs.delete(job.id);
        publish(job);
        outcome();
      };
      const job = queuedJob(submission, controller, () => {
        running += 1;
        turns.started(job.ip);
        job.state = "running";
        job.startedAt = Date.now();
        publish(job);
        const run = () =>
          submission.run({
            signal: controller.signal,
            onProgress: (progress) => report(job, progress),
          });
        const freed = () => {
          running -= 1;
          turns.ended(job.ip);
          startNext();
        };
        startWork(controller, run, freed).then(
          (value) => finish("succeeded", () => resolve(value)),
          (error: unknown) => {
            const reason = controller.signal.aborted ? controller.signal.reason : error;
            finish(endedState(reason), () => reject(reason));
          },
        );
      });
      jobs.set(job.id, job);
      controller.signal.addEventListener(
        "abort",
        () => {
          // A job still waiting leaves the list at once; a running one ends through its work.
          const index = waiting.indexOf(job);
          if (index === -1) return;
          waiting.splice(index, 1);
          const reason = controller.signal.reason;
          finish(endedState(reason), () => reject(reason));
          publishWaiting();
        },
        { once: true },
      );
      // The held place becomes the job's in the same step, so no other job can take it between.
      admission.placed(job.id);
      waiting.push(job);
      startNext();
    });
  }

  return {
    submit,
    /** Where a job stands, whichever instance runs it; rejects when the board is unreachable. */
    status: (id: string) => readStatus(board, id),
    /** Cancels a waiting or running job, here or on the instance running it; false when none. */
    cancel: async (id: string) => cancelHere(id) || (await requestCancel(board, id)),
    /** Jobs waiting and running, for health checks and tests. */
    load: () => ({ running, waiting: waiting.length }),
    close: async () => {
      await Promise.all([dailyStarts.close(), board.close()]);
    },
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
