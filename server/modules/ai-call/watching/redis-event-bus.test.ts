import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import { placeCall, watchCall } from "../../../../test-support/server/call-api";
import { openCallSocket, eventKinds } from "../../../../test-support/server/call-socket-client";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../../test-support/server/redis";

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
