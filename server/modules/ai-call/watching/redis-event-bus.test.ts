import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import { placeCall, watchCall } from "../../../../test-support/server/call-api";
import { openCallSocket, eventKinds } from "../../../../test-support/server/call-socket-client";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../../test-support/server/redis";
import { silentLog } from "../../../../test-support/server/silent-log";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import { createRedisEventBus } from "./redis-event-bus";

const skipReason = await redisUnavailableReason("the Redis event bus tests");

/**
 * Two instances behind one load balancer (one database, one Redis), built before the block's
 * tests: `placing` takes the call, the other listens for the browser's socket at `otherUrl`.
 */
function twoInstances(env: Record<string, string> = {}) {
  const instances: { placing?: TestApp; other?: TestApp; otherUrl?: string } = {};
  let dataDir = "";
  const redisKeys = testRedisPrefix();
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "site-test-shared-"));
    const shared = {
      DATA_DIR: dataDir,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redisKeys.prefix,
      CALL_DEMO_PACE_MS: "40",
      ...env,
    };
    instances.placing = await buildTestApp({ env: shared });
    instances.other = await buildTestApp({ env: shared });
    instances.otherUrl = await instances.other.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await instances.placing?.close();
    await instances.other?.close();
    await rm(dataDir, { recursive: true, force: true });
    await redisKeys.clear();
  });
  return {
    get placing() {
      return instances.placing!;
    },
    get otherUrl() {
      return instances.otherUrl!;
    },
  };
}

/**
 * A TCP link to Redis in trouble until `restore`: refusing connections (Redis unreachable), or
 * holding Redis's answers (a slow network, a busy Redis), so a client connected through it stays
 * in its handshake.
 */
async function troubledRedisLink(trouble: "refusing" | "holding answers") {
  const target = new URL(TEST_REDIS_URL);
  let restored = false;
  const held: Array<() => void> = [];
  let talking = 0;
  const talked: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!restored && trouble === "refusing") return client.destroy();
    const redis = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, redis]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        client.destroy();
        redis.destroy();
      });
    }
    client.pipe(redis);
    client.once("data", () => {
      talking += 1;
      for (const resolve of talked.splice(0)) resolve();
    });
    const answer = () => redis.pipe(client);
    if (restored) answer();
    else held.push(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Resolves once `count` clients have begun their handshake (sent their first command). */
    async handshaking(count: number) {
      while (talking < count) await new Promise<void>((resolve) => talked.push(resolve));
    },
    restore() {
      restored = true;
      for (const answer of held.splice(0)) answer();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A bus through `link`, closed (then the link) when the test ends. */
function busThrough(link: Awaited<ReturnType<typeof troubledRedisLink>>): CallEventBus {
  const bus = createRedisEventBus(link.url, testRedisPrefix().prefix, silentLog);
  onTestFinished(async () => {
    await bus.close();
    await link.close();
  });
  return bus;
}

const ringing = (callSid: string): CallBusMessage => ({
  id: 1,
  event: { type: "call_status", call_sid: callSid, status: "ringing" },
});

describe.skipIf(skipReason !== null)("The Redis event bus", () => {
  it("keeps a subscription asked for while its connection is still in its handshake", async () => {
    const link = await troubledRedisLink("holding answers");
    const bus = busThrough(link);
    // Both of the bus's connections (publishing, subscribing) wait for Redis's answers.
    await link.handshaking(2);
    const received: CallBusMessage[] = [];
    const subscribed = bus.subscribe("CA-handshake", (message) => received.push(message));
    link.restore();
    await subscribed;

    await bus.publish("CA-handshake", ringing("CA-handshake"));
    await vi.waitFor(() => expect(received).toEqual([ringing("CA-handshake")]), { timeout: 2000 });
  });

  it("takes a subscription it refused once Redis is back", async () => {
    const link = await troubledRedisLink("refusing");
    const bus = busThrough(link);
    await expect(bus.subscribe("CA-refused", () => undefined)).rejects.toThrow();
    link.restore();

    const received: CallBusMessage[] = [];
    await bus.subscribe("CA-refused", (message) => received.push(message));
    await bus.publish("CA-refused", ringing("CA-refused"));
    await vi.waitFor(() => expect(received).toEqual([ringing("CA-refused")]), { timeout: 2000 });
  });
});

describe.skipIf(skipReason !== null)("AI call events across two server instances", () => {
  const instances = twoInstances();

  it("delivers a call placed on one instance, live, to a socket on the other", async () => {
    const { body } = await placeCall(instances.placing.app, {
      to_number: "919876543210",
      message: "Across instances",
    });
    const socket = await watchCall(instances.otherUrl, body);
    const summary = await socket.waitFor(
      (event) => "type" in event && event.type === "call_summary",
      10_000,
    );
    expect(summary).toMatchObject({ call_sid: body.call_sid });
    expect(eventKinds(socket.events)).toEqual([
      "call_status:initiated",
      "call_status:ringing",
      "call_status:in-progress",
      "line",
      "line",
      "line",
      "line",
      "line",
      "line",
      "call_status:completed",
      "call_summary",
    ]);
    await socket.close();
  });

  it("ends a demo call the visitor plays on one instance when the AI says goodbye on the other", async () => {
    const { body } = await placeCall(instances.placing.app, {
      to_number: "919876543211",
      message: "Across instances",
      play_callee: "true",
    });
    const socket = await watchCall(instances.otherUrl, body);
    await socket.waitFor((event) => "status" in event && event.status === "in-progress", 10_000);
    // The simulated network runs on the placing instance; this socket's instance has no part in it.
    socket.send({
      type: "callee_say",
      call_sid: body.call_sid,
      token: body.watch_token,
      message: "Thanks, bye",
    });
    await socket.waitFor((event) => "type" in event && event.type === "call_summary", 10_000);
    expect(socket.events.filter((event) => "status" in event).map((event) => event.status)).toEqual(
      ["initiated", "ringing", "in-progress", "completed"],
    );
    await socket.close();
  });
});

describe.skipIf(skipReason !== null)("The original page's socket across two instances", () => {
  const instances = twoInstances({ CALL_LEGACY_BROADCAST: "true" });

  it("follows a call its address placed on the other instance, without watching", async () => {
    // Placed at once: a call announced before the socket's subscription is active is still its.
    const socket = await openCallSocket(instances.otherUrl);
    const placed = await placeCall(
      instances.placing.app,
      { to_number: "919876543212", message: "Across instances" },
      // The address the socket connects from.
      "127.0.0.1",
    );
    const { call_sid: callSid } = placed.body;
    await socket.waitFor((event) => "status" in event && event.status === "completed", 10_000);
    expect(socket.events.every((event) => event.call_sid === callSid)).toBe(true);
    expect(eventKinds(socket.events)).toEqual([
      "call_status:initiated",
      "call_status:ringing",
      "call_status:in-progress",
      ...Array<string>(6).fill("line"),
      "call_status:completed",
    ]);
    await socket.close();
  });
});
