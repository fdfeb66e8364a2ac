import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { connectRedis } from "../../../redis";
import { ListenerRegistry, type CallBusMessage, type CallEventBus } from "./event-bus";

/** Several server instances: each call's events go through a Redis channel of its own. */
export function createRedisEventBus(
  url: string,
  keyPrefix: string,
  log: Pick<FastifyBaseLogger, "warn">,
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
        const channel = channelPrefix + callSid;
        subscribing.set(
          callSid,
          pastHandshake(subscriber).then(() => subscriber.subscribe(channel)),
        );
      }
      try {
        await subscribing.get(callSid);
      } catch (error) {
        // A refused subscription holds nothing: the next listener of the call asks afresh.
        if (registry.remove(callSid, listener)) subscribing.delete(callSid);
        throw error;
      }
      return async () => {
        if (registry.remove(callSid, listener)) {
          subscribing.delete(callSid);
          await pastHandshake(subscriber);
          await subscriber.unsubscribe(channelPrefix + callSid);
        }
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * Resolves once the connection is not in the middle of its handshake. ioredis 5 writes a
 * (un)subscribe asked for then at once; in subscriber mode its own handshake commands then fail,
 * and it reconnects without the channel, the subscription having resolved as active
 * (redis/ioredis#2037). Ready, or closed (when the command waits in the offline queue, then
 * fails as any other would), is safe.
 */
async function pastHandshake(redis: Redis): Promise<void> {
  while (redis.status === "connect") {
    await new Promise<void>((resolve) => {
      const settled = () => {
        redis.off("ready", settled);
        redis.off("close", settled);
        resolve();
      };
      redis.on("ready", settled);
      redis.on("close", settled);
    });
  }
}
