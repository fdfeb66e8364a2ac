import type { FastifyBaseLogger } from "fastify";
import { connectRedis } from "../../../redis";
import { ListenerRegistry, type CallBusMessage, type CallEventBus } from "./event-bus";

/** Several server instances: each call's events go through a Redis channel of its own. */
export function createRedisEventBus(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): CallEventBus {
  const channelPrefix = `${keyPrefix}ai-call:`;
  const publisher = connectRedis(url, log);
  // A connection in subscriber mode can do nothing else, hence the second one.
  const subscriber = connectRedis(url, log);
  const registry = new ListenerRegistry();
  // A second watcher of a call must also wait until the channel's subscription is active.
  const subscribing = new Map<string, Promise<unknown>>();

  subscriber.on("message", (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    registry.deliver(channel.slice(channelPrefix.length), JSON.parse(payload) as CallBusMessage);
  });

  return {
    async publish(callSid, message) {
      await publisher.publish(channelPrefix + callSid, JSON.stringify(message));
    },
    async subscribe(callSid, listener) {
      if (registry.add(callSid, listener)) {
        subscribing.set(callSid, subscriber.subscribe(channelPrefix + callSid));
      }
      await subscribing.get(callSid);
      return async () => {
        if (registry.remove(callSid, listener)) {
          subscribing.delete(callSid);
          await subscriber.unsubscribe(channelPrefix + callSid);
        }
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
