import { networkKey } from "../../client-address";
import { Refusal } from "../../refusal";
import type { DailyStartCounter } from "./daily-start-counter";

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

/** Why a job was refused or did not finish. */
export class ImageQueueError extends Refusal<"conflict" | "limited" | "unavailable" | "timed-out"> {
  override name = "ImageQueueError";
}

/**
 * The share of the queue's places (running and waiting) one network (IPv4 /24, IPv6 /48) may
 * hold: a crowd of addresses in one network cannot fill the queue for everyone else.
 */
const NETWORK_SHARE = 0.5;

/** Counts per key (an address, a network) of the jobs each holds. */
function holdings() {
  const counts = new Map<string, number>();
  return {
    count: (key: string) => counts.get(key) ?? 0,
    add: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    remove(key: string): void {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/** The share of the site's daily starts kept for addresses that have not started any today. */
const RESERVED_FOR_NEW_SHARE = 0.2;

const DAILY_REFUSALS = {
  site: "The daily limit of image generations is reached",
  ip: "You reached today's limit of image generations",
} as const;

export interface AdmissionDeps {
  now: () => Date;
  dailyStarts: DailyStartCounter;
  /** Whether a job with this id waits or runs in this process. */
  isUnderWay: (id: string) => boolean;
  /** Jobs running and waiting in this process. */
  occupied: () => number;
}

/**
 * The checks a job passes before it may queue: its id not already under way, the address's jobs
 * at once, a free place, then the daily counts. A job's place is held from the first check, so
 * jobs admitted together can never take more places than there are.
 */
export function createAdmission(limits: ImageQueueLimits, deps: AdmissionDeps) {
  const { now, dailyStarts } = deps;
  /** Jobs past the checks made here, waiting for the daily count; their places are held. */
  const admitting = new Set<string>();
  const byIp = holdings();
  const byNetwork = holdings();
  const exempt = new Set(limits.exemptIps ?? []);
  const places = limits.concurrency + limits.maxWaiting;
  const perNetwork = Math.max(limits.perIpActive, Math.ceil(places * NETWORK_SHARE));

  const releaseActive = (ip: string) => {
    byIp.remove(ip);
    byNetwork.remove(networkKey(ip));
  };

  /** The checks on this process's own state, made at once; holds the job's place when they pass. */
  function holdPlace(id: string, ip: string): void {
    if (admitting.has(id) || deps.isUnderWay(id)) {
      throw new ImageQueueError("conflict", "A generation with this job id is already under way");
    }
    if (!exempt.has(ip)) {
      if (byIp.count(ip) >= limits.perIpActive) {
        throw new ImageQueueError(
          "limited",
          "Too many generations from your address at once; wait for one to finish",
        );
      }
      if (byNetwork.count(networkKey(ip)) >= perNetwork) {
        throw new ImageQueueError(
          "limited",
          "Too many generations from your network at once; please try again in a minute",
        );
      }
    }
    // Waiting only starts once every slot runs, so this is "every slot and waiting place taken".
    if (deps.occupied() + admitting.size >= places) {
      throw new ImageQueueError(
        "unavailable",
        "The image queue is full; please try again in a minute",
      );
    }
    admitting.add(id);
    byIp.add(ip);
    byNetwork.add(networkKey(ip));
  }

  async function countToday(ip: string): Promise<void> {
    let outcome;
    try {
      outcome = await dailyStarts.take(now().toISOString().slice(0, 10), ip, {
        site: limits.daily,
        perIp: exempt.has(ip) ? null : limits.perIpDaily,
        reservedForNew: exempt.has(ip) ? 0 : Math.floor(limits.daily * RESERVED_FOR_NEW_SHARE),
      });
    } catch {
      // The shared counter is unreachable: refusing is the only way to keep the daily ceiling.
      throw new ImageQueueError(
        "unavailable",
        "Image generation is unavailable; please try again in a minute",
      );
    }
    if (outcome !== "taken") throw new ImageQueueError("limited", DAILY_REFUSALS[outcome]);
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

  return {
    admit,
    /** The held place has become the job's in the queue. */
    placed: (id: string) => admitting.delete(id),
    /** The job ended: its address may start another. */
    release: releaseActive,
  };
}
