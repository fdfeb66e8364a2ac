import type { CallEvent } from "#contract/ai-call";

/** A stored call event; the id orders events and lets a watcher skip ones it already has. */
export interface CallBusMessage {
  id: number;
  event: CallEvent;
}

export type CallBusListener = (message: CallBusMessage) => void;

/** Live call events, per call, to every server instance that has a watcher for it. */
export interface CallEventBus {
  publish(callSid: string, message: CallBusMessage): Promise<void>;
  /** Resolves once delivery is guaranteed, with the function that stops it. */
  subscribe(callSid: string, listener: CallBusListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Listener sets per call sid, shared by the in-process bus and the Redis one. */
export class ListenerRegistry {
  private readonly listeners = new Map<string, Set<CallBusListener>>();

  /** Adds a listener; true when it is the call's first. */
  add(callSid: string, listener: CallBusListener): boolean {
    const set = this.listeners.get(callSid) ?? new Set();
    set.add(listener);
    this.listeners.set(callSid, set);
    return set.size === 1;
  }

  /** Removes a listener; true when it was the call's last. */
  remove(callSid: string, listener: CallBusListener): boolean {
    const set = this.listeners.get(callSid);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.listeners.delete(callSid);
    return true;
  }

  deliver(callSid: string, message: CallBusMessage): void {
    for (const listener of this.listeners.get(callSid) ?? []) listener(message);
  }
}

/** One server instance: events never leave the process. */
export function createLocalEventBus(): CallEventBus {
  const registry = new ListenerRegistry();
  return {
    async publish(callSid, message) {
      registry.deliver(callSid, message);
    },
    async subscribe(callSid, listener) {
      registry.add(callSid, listener);
      return async () => {
        registry.remove(callSid, listener);
      };
    },
    async close() {},
  };
}
