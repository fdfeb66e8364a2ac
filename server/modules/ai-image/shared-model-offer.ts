import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { IMAGE_MODEL_IDS, type ImageModelId } from "#contract/ai-image-rules";
import type { Config } from "../../config";
import { connectRedis } from "../../redis";

/** Where the offered models are kept, so every instance offers the same ones. */
export interface SharedModelOffer {
  /** The list an instance last read from the catalogue; undefined when none has yet. */
  read(): Promise<ImageModelId[] | undefined>;
  /** Keeps a newly read list and tells the other instances. */
  write(models: ImageModelId[]): Promise<void>;
  /** Called with each list an instance writes. */
  onWrite(listener: (models: ImageModelId[]) => void): void;
  close(): Promise<void>;
}

/** One instance: nothing to share, and nothing known before this process read the catalogue. */
function createMemoryModelOffer(): SharedModelOffer {
  return {
    read: async () => undefined,
    write: async () => undefined,
    onWrite: () => undefined,
    close: async () => undefined,
  };
}

/** A stored list, with any id this build does not know left out; undefined if unreadable. */
function parseModels(text: string | null): ImageModelId[] | undefined {
  if (text === null) return undefined;
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return undefined;
    return IMAGE_MODEL_IDS.filter((id) => list.includes(id));
  } catch {
    return undefined;
  }
}

/**
 * Several instances: the list is one Redis key, which outlives every process so an instance that
 * starts while the back end is down still offers the last known models; each new list is
 * published on a channel of the same name, so the others take it at once.
 */
function createRedisModelOffer(
  redis: Redis,
  subscriber: Redis,
  key: string,
  log: Pick<FastifyBaseLogger, "warn">,
): SharedModelOffer {
  const listeners: ((models: ImageModelId[]) => void)[] = [];
  subscriber.on("message", (channel: string, text: string) => {
    const models = channel === key ? parseModels(text) : undefined;
    if (models) for (const listener of listeners) listener(models);
  });
  // ioredis subscribes again by itself after a reconnect.
  const subscribed = subscriber.subscribe(key).then(
    () => undefined,
    (error: unknown) =>
      log.warn({ err: error }, "Image models read by other instances are unheard"),
  );
  return {
    // Listening before reading, so no list written in between is missed.
    async read() {
      await subscribed;
      return parseModels(await redis.get(key));
    },
    async write(models) {
      const text = JSON.stringify(models);
      await redis.multi().set(key, text).publish(key, text).exec();
    },
    onWrite(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

/** Shared through Redis when REDIS_URL is set, as the image limits and job states are. */
export function createSharedModelOffer(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  log: FastifyBaseLogger,
): SharedModelOffer {
  if (!config.REDIS_URL) return createMemoryModelOffer();
  // A connection in subscriber mode can do nothing else, hence the second one.
  return createRedisModelOffer(
    connectRedis(config.REDIS_URL, log),
    connectRedis(config.REDIS_URL, log),
    `${config.REDIS_KEY_PREFIX}image-models`,
    log,
  );
}
