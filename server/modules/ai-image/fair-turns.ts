/** Addresses remembered for their last start: more than ever wait at once on one instance. */
const REMEMBERED_ADDRESSES = 1000;

/**
 * The order waiting jobs start in: addresses take turns. A job's turn is its place among its own
 * address's waiting jobs, so an address with five waiting goes once per round like one with one;
 * within a turn the address that started longest ago (or never) goes first, then arrival.
 */
export function createFairTurns() {
  let starts = 0;
  const lastStart = new Map<string, number>();
  const runningByIp = new Map<string, number>();

  function order<Job extends { ip: string }>(waiting: readonly Job[]): Job[] {
    const turns = new Map<string, number>();
    return waiting
      .map((job, arrival) => {
        const turn = turns.get(job.ip) ?? 0;
        turns.set(job.ip, turn + 1);
        return { job, turn, arrival, last: lastStart.get(job.ip) ?? -1 };
      })
      .sort((a, b) => a.turn - b.turn || a.last - b.last || a.arrival - b.arrival)
      .map(({ job }) => job);
  }

  return {
    order,

    /**
     * The waiting job to start next: the first in turn whose address has nothing running, so one
     * address runs one job while others wait; when only addresses already running wait, the first
     * of them, rather than leave the slot idle.
     */
    next<Job extends { ip: string }>(waiting: readonly Job[]): Job | undefined {
      const ordered = order(waiting);
      return ordered.find((job) => !runningByIp.has(job.ip)) ?? ordered[0];
    },

    ended(ip: string): void {
      const count = (runningByIp.get(ip) ?? 0) - 1;
      if (count > 0) runningByIp.set(ip, count);
      else runningByIp.delete(ip);
    },

    started(ip: string): void {
      runningByIp.set(ip, (runningByIp.get(ip) ?? 0) + 1);
      // Re-inserted, so the map's first entry is always the address that started longest ago.
      lastStart.delete(ip);
      lastStart.set(ip, starts++);
      if (lastStart.size > REMEMBERED_ADDRESSES) {
        lastStart.delete(lastStart.keys().next().value!);
      }
    },
  };
}
