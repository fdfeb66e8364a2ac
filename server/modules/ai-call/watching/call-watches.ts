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
  private watched = false;
  private closed = false;

  constructor(
    private readonly deps: {
      access: CallAccessService;
      events: Pick<CallEventService, "stored">;
      bus: CallEventBus;
      send: (event: CallEvent) => void;
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
    const openedAt = new Date().toISOString();
    const follow = (callSid: string) => this.follow(callSid, address);
    this.placedCalls = listenForPlacedCalls(this.deps.bus, address, follow)
      .then(async (unsubscribe) => {
        // A call announced before the channel's subscription was active is found in the database.
        for (const callSid of await this.deps.access.callsPlacedFromSince(address, openedAt)) {
          follow(callSid);
        }
        return unsubscribe;
      })
      .catch(() => null);
  }

  close(): void {
    this.closed = true;
    this.stopFollowing();
    end(this.watches);
  }

  private follow(callSid: string, address: string): void {
    if (this.closed || this.watched || this.follows.has(callSid)) return;
    if (this.follows.size >= MAX_WATCHED_CALLS) return;
    const entry = this.deps.access
      .callPlacedFrom(callSid, address)
      .then((call) => (call ? this.subscribe(call, "follow") : null))
      .catch(() => null);
    this.follows.set(callSid, entry);
  }

  private stopFollowing(): void {
    void this.placedCalls?.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
    this.placedCalls = null;
    end(this.follows);
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
