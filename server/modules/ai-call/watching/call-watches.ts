import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { CallEvent } from "#contract/ai-call";
import { CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import type { CallEventService } from "../calls/call-event-service";
import { CallRefusedError } from "../calls/call-refusals";
import type { CallRow } from "../calls/call-repository";
import type { CallAccessService } from "./call-access-service";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import { isLegacyEvent, listenForPlacedCalls } from "./legacy-broadcast";

/** A browser watches its own call, perhaps the next one after it; never more than a few. */
const MAX_WATCHED_CALLS = 5;
/** A follow refused by the bus or the database is tried again after 1 s, 2 s, 4 s... up to 30 s. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

type Unsubscribe = () => Promise<void>;
type Subscription = Promise<Unsubscribe | null>;

/**
 * The calls one socket watches. A watch counts from the moment it is asked for, before its token
 * is checked, so a burst of requests can neither pass the cap nor watch a call twice; closing
 * ends every subscription, including those still being made. A socket that has not watched may
 * instead follow the calls placed from its address (the original page's protocol), sent only
 * their statuses and lines; its first watch ends that.
 */
export class CallWatches {
  /** Per call sid, the subscription being made or made; null once refused or ended early. */
  private readonly watches = new Map<string, Subscription>();
  private readonly follows = new Map<string, Subscription>();
  /** Per call sid, the id of the last event sent, so no event is sent twice. */
  private readonly lastSent = new Map<string, number>();
  private placedCalls: Subscription | null = null;
  /** Aborted at the first watch or at closing: following, and its retries, end. */
  private readonly followingEnded = new AbortController();
  private watched = false;
  private closed = false;

  constructor(
    private readonly deps: {
      access: CallAccessService;
      events: Pick<CallEventService, "stored">;
      bus: CallEventBus;
      send: (event: CallEvent) => void;
      log: Pick<FastifyBaseLogger, "warn">;
    },
  ) {}

  /** Starts sending the call's events, stored ones first; refuses a wrong token or one too many. */
  async watch(callSid: string, token: string): Promise<void> {
    if (this.closed || this.watches.has(callSid)) return;
    if (!this.watched) {
      this.watched = true;
      this.stopFollowing();
    }
    if (this.watches.size >= MAX_WATCHED_CALLS)
      throw new CallRefusedError("conflict", CALL_SOCKET_REFUSALS.notWatchable);
    const started = this.deps.access.authorizedCall(callSid, token).then((call) => {
      if (!call) throw new CallRefusedError("forbidden", CALL_SOCKET_REFUSALS.notWatchable);
      return this.subscribe(call, "watch");
    });
    const entry = started.catch(() => null);
    this.watches.set(callSid, entry);
    // A refused or failed watch frees its place, so the browser may try again.
    void entry.then((unsubscribe) => {
      if (!unsubscribe && this.watches.get(callSid) === entry) this.watches.delete(callSid);
    });
    await started;
  }

  /** Until this socket watches, follows each call placed from `address` while it is open. */
  followAddress(address: string): void {
    if (this.closed || this.watched || this.placedCalls) return;
    this.placedCalls = this.listenForPlacements(address, new Date().toISOString());
  }

  close(): void {
    this.closed = true;
    this.stopFollowing();
    end(this.watches);
  }

  /**
   * Subscribes to the address's placements, then finds in the database the calls placed since
   * `since`: those announced before the subscription was active. While the bus or the database
   * refuses (Redis or the database away for a moment), both are tried again, later and later, so
   * the socket neither stays deaf nor misses a call placed meanwhile.
   */
  private async listenForPlacements(address: string, since: string): Subscription {
    const follow = (callSid: string) => this.follow(callSid, address);
    let unsubscribe: Unsubscribe | null = null;
    for (let retryMs = FIRST_RETRY_MS; ; retryMs = Math.min(2 * retryMs, LAST_RETRY_MS)) {
      try {
        unsubscribe ??= await listenForPlacedCalls(this.deps.bus, address, follow);
        for (const callSid of await this.deps.access.callsPlacedFromSince(address, since)) {
          follow(callSid);
        }
        return unsubscribe;
      } catch (error) {
        // Once: the retries of a lasting outage would only repeat it.
        if (retryMs === FIRST_RETRY_MS) {
          this.deps.log.warn({ err: error }, "Following a client address's calls failed; retrying");
        }
      }
      if (!(await this.pause(retryMs))) {
        await unsubscribe?.();
        return null;
      }
    }
  }

  private follow(callSid: string, address: string): void {
    if (this.closed || this.watched || this.follows.has(callSid)) return;
    if (this.follows.size >= MAX_WATCHED_CALLS) return;
    this.follows.set(callSid, this.followCall(callSid, address));
  }

  /** Subscribes to a call if it was placed from the address, trying again while that fails. */
  private async followCall(callSid: string, address: string): Subscription {
    for (let retryMs = FIRST_RETRY_MS; ; retryMs = Math.min(2 * retryMs, LAST_RETRY_MS)) {
      try {
        const call = await this.deps.access.callPlacedFrom(callSid, address);
        return call ? await this.subscribe(call, "follow") : null;
      } catch (error) {
        if (retryMs === FIRST_RETRY_MS) {
          this.deps.log.warn({ err: error }, "Following a call failed; retrying");
        }
      }
      if (!(await this.pause(retryMs))) return null;
    }
  }

  private stopFollowing(): void {
    this.followingEnded.abort();
    void this.placedCalls?.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
    this.placedCalls = null;
    end(this.follows);
  }

  /** Waits before a retry; false, at once, when the socket follows no more. */
  private async pause(ms: number): Promise<boolean> {
    try {
      await sleep(ms, undefined, { signal: this.followingEnded.signal });
      return true;
    } catch {
      return false;
    }
  }

  /** Sends a call's event unless it was sent already, or is not for a follower (or one no more). */
  private deliver(callSid: string, message: CallBusMessage, kind: "watch" | "follow"): void {
    if (kind === "follow" && (this.watched || !isLegacyEvent(message.event))) return;
    if (message.id <= (this.lastSent.get(callSid) ?? 0)) return;
    this.lastSent.set(callSid, message.id);
    this.deps.send(message.event);
  }

  private async subscribe(call: CallRow, kind: "watch" | "follow"): Subscription {
    const { events, bus } = this.deps;
    const callSid = call.call_sid ?? "";
    if (this.closed) return null;

    // Live events are held while the stored ones are sent, then they follow in order.
    let held: CallBusMessage[] | null = [];
    const unsubscribe = await bus.subscribe(callSid, (message) => {
      if (held) held.push(message);
      else this.deliver(callSid, message, kind);
    });
    if (this.closed) {
      await unsubscribe();
      return null;
    }
    try {
      const stored = await events.stored(call);
      const live = held;
      held = null;
      for (const message of [...stored, ...live]) this.deliver(callSid, message, kind);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  }
}

/** Ends every subscription of the map, including those still being made. */
function end(subscriptions: Map<string, Subscription>): void {
  for (const entry of subscriptions.values()) {
    void entry.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
  }
  subscriptions.clear();
}
