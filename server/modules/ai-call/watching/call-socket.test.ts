import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import type { PlacedCall } from "../../../../test-support/server/call-api";
import { openCallSocket, eventKinds } from "../../../../test-support/server/call-socket-client";
import { testAppOnEngine, type EngineTestApp } from "../../../../test-support/server/engine-app";
import { nextClientAddress } from "../../../../test-support/server/engines";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../../test-support/server/redis";
import { API_KEY } from "../../../../test-support/server/api";

const DAY_MS = 24 * 60 * 60 * 1000;

async function placeCall(
  testApp: EngineTestApp,
  fields: Record<string, string>,
): Promise<PlacedCall> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/ai-call-dialer/call",
    payload: new URLSearchParams({ message: "Tell them about the studio", ...fields }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-api-key": API_KEY },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const isSummary = (event: CallEvent) => "type" in event && event.type === "call_summary";
const errorsOf = (events: CallEvent[]) =>
  events.filter((event) => "type" in event && event.type === "error");

/** The block's app on SQLite, listening at `baseUrl` once built. */
function listeningTestApp(env: Record<string, string>) {
  const testApp = testAppOnEngine("sqlite", false, env);
  const listening = { testApp, baseUrl: "" };
  beforeAll(async () => {
    listening.baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });
  return listening;
}

/** Demo calls that end quickly, three sockets an address, and pings a test can wait out. */
const SOCKET_LIMITS = {
  CALL_DEMO_PACE_MS: "15",
  CALL_ALLOWED_REGIONS: "IN",
  CALL_SOCKETS_PER_IP: "3",
  CALL_SOCKET_HEARTBEAT_MS: "100",
};

describe("The call socket", () => {
  const listening = listeningTestApp(SOCKET_LIMITS);
  const { testApp } = listening;

  // Sockets of earlier tests count against the cap until the server has seen them close.
  const openWhenAllowed = (options = {}) =>
    vi.waitFor(() => openCallSocket(listening.baseUrl, API_KEY, options), {
      timeout: 2000,
      interval: 50,
    });

  it("delivers every event once when 300 watch messages arrive in one write", async () => {
    const call = await placeCall(testApp, { to_number: "919876510011" });
    const socket = await openCallSocket(listening.baseUrl);
    for (let copy = 0; copy < 300; copy += 1) {
      socket.send({ type: "watch", call_sid: call.call_sid, token: call.watch_token });
    }
    await socket.waitFor(isSummary);
    // Anything sent twice would have arrived with the summary or just after it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eventKinds(socket.events)).toEqual([
      "error",
      "call_status:initiated",
      "call_status:ringing",
      "call_status:in-progress",
      ...Array<string>(6).fill("line"),
      "call_status:completed",
      "call_summary",
    ]);
    // The flood is refused once, not once per message.
    expect(errorsOf(socket.events)).toEqual([
      { type: "error", message: CALL_SOCKET_REFUSALS.tooManyMessages },
    ]);
    await socket.close();
  });

  it("refuses a watch token whose call is past its retention period, like a wrong one", async () => {
    const call = await placeCall(testApp, { to_number: "919876510012", play_callee: "true" });
    await testApp.database.db
      .updateTable("ai_calls")
      .set({ created_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .where("call_sid", "=", call.call_sid)
      .execute();
    const socket = await openCallSocket(listening.baseUrl);
    socket.send({ type: "watch", call_sid: call.call_sid, token: call.watch_token });
    const refusal = await socket.waitFor((event) => "type" in event && event.type === "error");
    expect(refusal).toEqual({
      type: "error",
      call_sid: call.call_sid,
      message: CALL_SOCKET_REFUSALS.notWatchable,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(socket.events).toEqual([refusal]);
    await socket.close();
  });

  it("refuses a socket beyond the per-address cap, and takes one again once another closes", async () => {
    const open = [];
    for (let count = 0; count < 3; count += 1) open.push(await openWhenAllowed());
    await expect(openCallSocket(listening.baseUrl)).rejects.toThrow("429");
    await open[0]!.close();
    const again = await openWhenAllowed();
    await Promise.all([again, ...open.slice(1)].map((socket) => socket.close()));
  });

  it("closes a socket that stops answering pings and keeps one that answers", async () => {
    const silent = await openWhenAllowed({ autoPong: false });
    const answering = await openWhenAllowed();
    // Terminated without a closing handshake: the client sees an abnormal closure.
    expect(await silent.closed).toBe(1006);
    const stillOpen = await Promise.race([
      answering.closed.then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 500)),
    ]);
    expect(stillOpen).toBe(true);
    await answering.close();
  });
});

const redisSkipReason = await redisUnavailableReason("the call socket subscription tests");

describe.skipIf(redisSkipReason !== null)("Call socket subscriptions", () => {
  const redisKeys = testRedisPrefix();
  // Registered first, so it runs last: once the app has closed.
  afterAll(() => redisKeys.clear());
  const listening = listeningTestApp({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: redisKeys.prefix,
    CALL_ALLOWED_REGIONS: "IN",
  });
  const { testApp } = listening;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(() => redis?.disconnect());

  it("leaves no listener behind once its sockets close, even mid-watch", async () => {
    const call = await placeCall(testApp, { to_number: "919876510013", play_callee: "true" });
    const channel = `${redisKeys.prefix}ai-call:${call.call_sid}`;
    const subscribers = async () =>
      Number(((await redis.pubsub("NUMSUB", channel)) as [string, number])[1]);
    const watch = { type: "watch", call_sid: call.call_sid, token: call.watch_token };

    const watching = await openCallSocket(listening.baseUrl);
    watching.send(watch);
    await watching.waitFor((event) => "status" in event);
    expect(await subscribers()).toBe(1);
    // Sockets that close while their watches are still being checked and subscribed.
    for (let socketCount = 0; socketCount < 3; socketCount += 1) {
      const flooding = await openCallSocket(listening.baseUrl);
      for (let copy = 0; copy < 1000; copy += 1) flooding.send(watch);
      await flooding.close();
    }
    await watching.close();
    await vi.waitFor(async () => expect(await subscribers()).toBe(0), {
      timeout: 2000,
      interval: 50,
    });
    // And it stays so once every pending watch has settled.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subscribers()).toBe(0);
  });
});
