import type { ImageJobState, ImageJobStatus } from "#contract/ai-image";

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

/**
 * The image generation queue: a fixed number of jobs run at once, the rest wait in order in a
 * bounded list. Each job carries one abort signal that fires when the visitor cancels or leaves
 * or the deadline passes, whether it is still waiting or already running.
 */
export function createImageQueue(limits: ImageQueueLimits, now: () => Date = () => new Date()) {
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let running = 0;
  let day = "";
  let startedToday = 0;
  const startedTodayByIp = new Map<string, number>();
  const activeByIp = new Map<string, number>();
  const exempt = new Set(limits.exemptIps ?? []);

  function countToday(ip: string): void {
    const today = now().toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      startedToday = 0;
      startedTodayByIp.clear();
    }
    if (startedToday >= limits.daily) {
      throw new ImageQueueError(429, "The daily limit of image generations is reached");
    }
    const byIp = startedTodayByIp.get(ip) ?? 0;
    if (!exempt.has(ip) && byIp >= limits.perIpDaily) {
      throw new ImageQueueError(429, "You reached today's limit of image generations");
    }
    startedToday += 1;
    startedTodayByIp.set(ip, byIp + 1);
  }

  function admit(id: string, ip: string): void {
    const existing = jobs.get(id);
    if (existing && (existing.state === "queued" || existing.state === "running")) {
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
    if (running >= limits.concurrency && waiting.length >= limits.maxWaiting) {
      throw new ImageQueueError(503, "The image queue is full; please try again in a minute");
    }
    countToday(ip);
    activeByIp.set(ip, (activeByIp.get(ip) ?? 0) + 1);
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

  function submit<T>(submission: JobSubmission<T>): Promise<T> {
    try {
      admit(submission.id, submission.ip);
    } catch (error) {
      return Promise.reject(error);
    }
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
        const active = (activeByIp.get(job.ip) ?? 1) - 1;
        if (active > 0) activeByIp.set(job.ip, active);
        else activeByIp.delete(job.ip);
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
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
