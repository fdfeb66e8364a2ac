import type { CallEvent } from "#contract/ai-call";
import { CallRefusedError } from "./call-refusals";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import type { AiCallService } from "./service";

/** A browser watches its own call, perhaps the next one after it; never more than a few. */
const MAX_WATCHED_CALLS = 5;
export const NOT_WATCHABLE = "This call cannot be watched from here";

type Unsubscribe = () => Promise<void>;

/**
 * The calls one socket watches. A watch counts from the moment it is asked for, before its token
 * is checked, so a burst of requests can neither pass the cap nor watch a call twice; closing
 * ends every subscription, including those still being made.
 */
export class CallWatches {
  /** Per call sid, the subscription being made or made; null once refused or ended early. */
  private readonly watches = new Map<string, Promise<Unsubscribe | null>>();
  private closed = false;

  constructor(
    private readonly deps: {
      service: AiCallService;
      bus: CallEventBus;
      send: (event: CallEvent) => void;
    },
  ) {}

  /** Starts sending the call's events, stored ones first; refuses a wrong token or one too many. */
  async watch(callSid: string, token: string): Promise<void> {
    if (this.closed || this.watches.has(callSid)) return;
    if (this.watches.size >= MAX_WATCHED_CALLS) throw new CallRefusedError(409, NOT_WATCHABLE);
    const started = this.subscribe(callSid, token);
    const entry = started.catch(() => null);
    this.watches.set(callSid, entry);
    // A refused or failed watch frees its place, so the browser may try again.
    void entry.then((unsubscribe) => {
      if (!unsubscribe && this.watches.get(callSid) === entry) this.watches.delete(callSid);
    });
    await started;
  }

  close(): void {
    this.closed = true;
    for (const entry of this.watches.values()) {
      void entry.then((unsubscribe) => unsubscribe?.()).catch(() => undefined);
    }
    this.watches.clear();
  }

  private async subscribe(callSid: string, token: string): Promise<Unsubscribe | null> {
    const { service, bus, send } = this.deps;
    const call = await service.authorizedCall(callSid, token);
    if (!call) throw new CallRefusedError(403, NOT_WATCHABLE);
    if (this.closed) return null;

    // Live events are held while the stored ones are sent, then only newer ones follow.
    let lastId = 0;
    let held: CallBusMessage[] | null = [];
    const deliver = (message: CallBusMessage) => {
      if (held) held.push(message);
      else if (message.id > lastId) {
        lastId = message.id;
        send(message.event);
      }
    };
    const unsubscribe = await bus.subscribe(callSid, deliver);
    if (this.closed) {
      await unsubscribe();
      return null;
    }
    try {
      const stored = await service.storedEvents(call);
      const live = held;
      held = null;
      for (const message of [...stored, ...live]) deliver(message);
    } catch (error) {
      await unsubscribe();
      throw error;
    }
    return unsubscribe;
  }
}
