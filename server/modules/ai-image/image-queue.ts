import type { ImageJobState, ImageJobStatus } from "#contract/ai-image";
import { createMemoryStartCounter, type DailyStartCounter } from "./daily-start-counter";

export interface ImageQueueLimits {
  /** Jobs that run at the same time. */
  concurrency: number;
  /** Jobs that may wait for a free slot. */
  maxWaiting: number;
  /** Jobs one client address may have waiting or running. */
  perIpActive: number;
  /** Jobs one client address may start per UTC day. */
  perIpDaily: number;
  /** Jobs the whole site may start per UTC day. */
  daily: number;
  /** From submission to the end of the job, waiting included. */
  timeoutMs: number;
  /** Client addresses free of the per-address limits (monitors, load tests). */
  exemptIps?: readonly string[];
  /** How long a finished job's status stays readable. */
  keepFinishedMs?: number;
}

/** Why a job was refused or did not finish, with the HTTP status that says so. */
export class ImageQueueError extends Error {
  constructor(
    readonly status: 409 | 429 | 503 | 504,
    message: string,
  ) {
    super(message);
    this.name = "ImageQueueError";
  }
}

export interface JobContext {
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
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
  controller: AbortController;
  start: () => void;
}

/** Raised inside a job when it is cancelled; answered 409 if anyone is still listening. */
const cancelled = () => new ImageQueueError(409, "The image generation was cancelled");

const isCancel = (reason: unknown) => reason instanceof ImageQueueError && reason.status === 409;

function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export interface ImageQueueDeps {
  /** The clock; tests move it to the next UTC day. */
  now?: () => Date;
  /** The daily counts: in this process, or in Redis when several instances share the limits. */
  dailyStarts?: DailyStartCounter;
}

const DAILY_REFUSALS = {
  site: "The daily limit of image generations is reached",
  ip: "You reached today's limit of image generations",
} as const;

/**
 * The image generation queue: a fixed number of jobs run at once, the rest wait in order in a
 * bounded list. Each job carries one abort signal that fires when the visitor cancels or leaves
 * or the deadline passes, whether it is still waiting or already running. The daily limits are
 * counted by `dailyStarts`; running and waiting jobs belong to this process, which drives its own
 * back end.
 */
export function createImageQueue(limits: ImageQueueLimits, deps: ImageQueueDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const dailyStarts = deps.dailyStarts ?? createMemoryStartCounter();
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let running = 0;
  /** Jobs past the checks made here, waiting for the daily count; their places are held. */
  const admitting = new Set<string>();
  const activeByIp = new Map<string, number>();
  const exempt = new Set(limits.exemptIps ?? []);

  const releaseActive = (ip: string) => {
    const active = (activeByIp.get(ip) ?? 1) - 1;
    if (active > 0) activeByIp.set(ip, active);
    else activeByIp.delete(ip);
  };

  /** The checks on this process's own state, made at once; holds the job's place when they pass. */
  function holdPlace(id: string, ip: string): void {
    const existing = jobs.get(id);
    if (admitting.has(id) || existing?.state === "queued" || existing?.state === "running") {
      throw new ImageQueueError(409, "A generation with this job id is already under way");
    }
    if (!exempt.has(ip)) {
      if ((activeByIp.get(ip) ?? 0) >= limits.perIpActive) {
        throw new ImageQueueError(
          429,
          "Too many generations from your address at once; wait for one to finish",
        );
      }
    }
    // Waiting only starts once every slot runs, so this is "every slot and waiting place taken".
    if (running + waiting.length + admitting.size >= limits.concurrency + limits.maxWaiting) {
      throw new ImageQueueError(503, "The image queue is full; please try again in a minute");
    }
    admitting.add(id);
    activeByIp.set(ip, (activeByIp.get(ip) ?? 0) + 1);
  }

  async function countToday(ip: string): Promise<void> {
    let outcome;
    try {
      outcome = await dailyStarts.take(now().toISOString().slice(0, 10), ip, {
        site: limits.daily,
        perIp: exempt.has(ip) ? null : limits.perIpDaily,
      });
    } catch {
      // The shared counter is unreachable: refusing is the only way to keep the daily ceiling.
      throw new ImageQueueError(
        503,
        "Image generation is unavailable; please try again in a minute",
      );
    }
    if (outcome !== "taken") throw new ImageQueueError(429, DAILY_REFUSALS[outcome]);
  }

  async function admit(id: string, ip: string): Promise<void> {
    holdPlace(id, ip);
    try {
      await countToday(ip);
    } catch (error) {
      admitting.delete(id);
      releaseActive(ip);
      throw error;
    }
  }

  function startNext(): void {
    while (running < limits.concurrency && waiting.length > 0) {
      const job = waiting.shift();
      if (job) job.start();
    }
  }

  function forgetLater(job: Job): void {
    setTimeout(() => {
      if (jobs.get(job.id) === job) jobs.delete(job.id);
    }, limits.keepFinishedMs ?? 60_000).unref();
  }

  async function submit<T>(submission: JobSubmission<T>): Promise<T> {
    await admit(submission.id, submission.ip);
    const controller = new AbortController();
    const deadline = setTimeout(
      () =>
        controller.abort(
          new ImageQueueError(
            504,
            `The image took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped`,
          ),
        ),
      limits.timeoutMs,
    );
    const onLeave = () => controller.abort(cancelled());
    submission.signal?.addEventListener("abort", onLeave, { once: true });
    if (submission.signal?.aborted) onLeave();

    return new Promise<T>((resolve, reject) => {
      const finish = (state: ImageJobState, outcome: () => void) => {
        clearTimeout(deadline);
        submission.signal?.removeEventListener("abort", onLeave);
        job.state = state;
        if (state === "succeeded") job.progress = 1;
        releaseActive(job.ip);
        forgetLater(job);
        outcome();
      };
      const job: Job = {
        id: submission.id,
        ip: submission.ip,
        state: "queued",
        progress: 0,
        controller,
        start: () => {
          running += 1;
          job.state = "running";
          const context: JobContext = {
            signal: controller.signal,
            onProgress: (fraction) => {
              if (job.state === "running") {
                job.progress = Math.max(job.progress, Math.min(Math.max(fraction, 0), 0.99));
              }
            },
          };
          // Started on the next tick, so a job never runs inside the call that queued it.
          const work = Promise.resolve().then(() => {
            if (controller.signal.aborted) throw controller.signal.reason;
            return submission.run(context);
          });
          // The slot is freed when the work really ends, even if the visitor was answered earlier.
          work
            .catch(() => undefined)
            .finally(() => {
              running -= 1;
              startNext();
            });
          // The visitor is answered at the deadline or cancel even if the back end is slow to stop.
          Promise.race([work, whenAborted(controller.signal)]).then(
            (value) => finish("succeeded", () => resolve(value)),
            (error: unknown) => {
              const reason = controller.signal.aborted ? controller.signal.reason : error;
              finish(isCancel(reason) ? "cancelled" : "failed", () => reject(reason));
            },
          );
        },
      };
      jobs.set(job.id, job);
      controller.signal.addEventListener(
        "abort",
        () => {
          // A job still waiting leaves the list at once; a running one ends through its work.
          const index = waiting.indexOf(job);
          if (index === -1) return;
          waiting.splice(index, 1);
          const reason = controller.signal.reason;
          finish(isCancel(reason) ? "cancelled" : "failed", () => reject(reason));
        },
        { once: true },
      );
      // The held place becomes the job's in the same step, so no other job can take it between.
      admitting.delete(job.id);
      waiting.push(job);
      startNext();
    });
  }

  function status(id: string): ImageJobStatus | undefined {
    const job = jobs.get(id);
    if (!job) return undefined;
    const index = waiting.indexOf(job);
    return {
      id: job.id,
      state: job.state,
      queue_position: index === -1 ? null : index + 1,
      progress: job.progress,
    };
  }

  /** Cancels a waiting or running job; false when there is no such job under way. */
  function cancel(id: string): boolean {
    const job = jobs.get(id);
    if (!job || (job.state !== "queued" && job.state !== "running")) return false;
    job.controller.abort(cancelled());
    return true;
  }

  return {
    submit,
    status,
    cancel,
    /** Jobs waiting and running, for health checks and tests. */
    load: () => ({ running, waiting: waiting.length }),
    close: () => dailyStarts.close(),
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
