import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { ImageJobState } from "#contract/ai-image";
import type { Config } from "../../config";
import { connectRedis } from "../../redis";

/** What the board keeps of a job; the status answer is worked out from it when it is read. */
export interface ImageJobRecord {
  id: string;
  state: ImageJobState;
  queuePosition: number | null;
  /** 0 to 1. */
  progress: number;
  step: number | null;
  steps: number | null;
  /** When the job started running (ms since 1970), null while it waits. */
  startedAt: number | null;
  /** Seconds still needed as estimated at `writtenAt`; null when there is no estimate. */
  etaSeconds: number | null;
  writtenAt: number;
}

export interface ImageJobEntry {
  record: ImageJobRecord;
  /** The latest picture as it forms, as a data URL. */
  preview: string | null;
}

/**
 * Where every server instance reads a job's status, whichever instance runs it, and asks that
 * instance to cancel it. Writes never make the queue wait: a lost write only leaves a stale
 * progress bar, which the page's own estimate covers.
 */
export interface ImageJobBoard {
  write(record: ImageJobRecord, keepMs: number): void;
  writePreview(id: string, preview: string, keepMs: number): void;
  read(id: string): Promise<ImageJobEntry | undefined>;
  /** Asks the instance running the job (this one included) to cancel it. */
  requestCancel(id: string): Promise<void>;
  /** Called with the job id of every cancel asked for on any instance. */
  onCancelRequest(listener: (id: string) => void): void;
  close(): Promise<void>;
}

/** One server instance: the entries live in this process until they expire. */
export function createMemoryJobBoard(): ImageJobBoard {
  const entries = new Map<string, ImageJobEntry & { expiresAt: number }>();
  const listeners: ((id: string) => void)[] = [];
  const live = (id: string) => {
    const entry = entries.get(id);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(id);
    return entries.get(id);
  };
  const dropExpired = () => {
    for (const id of entries.keys()) live(id);
  };
  return {
    write(record, keepMs) {
      if (!entries.has(record.id)) dropExpired();
      const preview = live(record.id)?.preview ?? null;
      entries.set(record.id, { record, preview, expiresAt: Date.now() + keepMs });
    },
    writePreview(id, preview, keepMs) {
      const entry = live(id);
      if (entry) entries.set(id, { ...entry, preview, expiresAt: Date.now() + keepMs });
    },
    async read(id) {
      const entry = live(id);
      return entry && { record: entry.record, preview: entry.preview };
    },
    async requestCancel(id) {
      for (const listener of listeners) listener(id);
    },
    onCancelRequest(listener) {
      listeners.push(listener);
    },
    async close() {},
  };
}

/**
 * Several instances: each job is a Redis key under `keyPrefix` (its preview a second key, so the
 * frequent progress writes stay small), and cancels go out on one channel every instance hears.
 */
export function createRedisJobBoard(
  redis: Redis,
  subscriber: Redis,
  keyPrefix: string,
  log: Pick<FastifyBaseLogger, "warn">,
): ImageJobBoard & { subscribed: Promise<void> } {
  const channel = `${keyPrefix}cancel`;
  const previewKey = (id: string) => `${keyPrefix}${id}:preview`;
  const listeners: ((id: string) => void)[] = [];
  subscriber.on("message", (from: string, id: string) => {
    if (from === channel) for (const listener of listeners) listener(id);
  });
  // ioredis subscribes again by itself after a reconnect.
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, "Image cancels from other instances are unheard"),
  );
  const ignoreFailure = () => undefined;
  return {
    subscribed,
    write(record, keepMs) {
      redis
        .set(`${keyPrefix}${record.id}`, JSON.stringify(record), "PX", keepMs)
        .catch(ignoreFailure);
    },
    writePreview(id, preview, keepMs) {
      redis.set(previewKey(id), preview, "PX", keepMs).catch(ignoreFailure);
    },
    async read(id) {
      const [record, preview] = await redis.mget(`${keyPrefix}${id}`, previewKey(id));
      if (!record) return undefined;
      return { record: JSON.parse(record) as ImageJobRecord, preview: preview ?? null };
    },
    async requestCancel(id) {
      await redis.publish(channel, id);
    },
    onCancelRequest(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

/** Shared through Redis when REDIS_URL is set, so any instance can answer for any job. */
export function createJobBoard(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  log: FastifyBaseLogger,
): ImageJobBoard {
  if (!config.REDIS_URL) return createMemoryJobBoard();
  // A connection in subscriber mode can do nothing else, hence the second one.
  return createRedisJobBoard(
    connectRedis(config.REDIS_URL, log),
    connectRedis(config.REDIS_URL, log),
    `${config.REDIS_KEY_PREFIX}image-jobs:`,
    log,
  );
}
