import { Redis } from "ioredis";
import { ListenerRegistry, type CallBusMessage, type CallEventBus } from "./event-bus";

const CHANNEL_PREFIX = "ai-call:";

/** Several server instances: each call's events go through a Redis channel of its own. */
export function createRedisEventBus(url: string): CallEventBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // A connection in subscriber mode can do nothing else, hence the second one.
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const registry = new ListenerRegistry();
  // A second watcher of a call must also wait until the channel's subscription is active.
  const subscribing = new Map<string, Promise<unknown>>();

  subscriber.on("message", (channel: string, payload: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    registry.deliver(channel.slice(CHANNEL_PREFIX.length), JSON.parse(payload) as CallBusMessage);
  });

  return {
    async publish(callSid, message) {
      await publisher.publish(CHANNEL_PREFIX + callSid, JSON.stringify(message));
    },
    async subscribe(callSid, listener) {
      if (registry.add(callSid, listener)) {
        subscribing.set(callSid, subscriber.subscribe(CHANNEL_PREFIX + callSid));
      }
      await subscribing.get(callSid);
      return async () => {
        if (registry.remove(callSid, listener)) {
          subscribing.delete(callSid);
          await subscriber.unsubscribe(CHANNEL_PREFIX + callSid);
        }
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
