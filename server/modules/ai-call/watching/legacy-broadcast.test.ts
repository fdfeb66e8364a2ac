import { describe, expect, it, onTestFinished } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { placeCall, type PlacedCall } from "../../../../test-support/server/call-api";
import {
  eventKinds,
  openCallSocket,
  type CallSocketClient,
} from "../../../../test-support/server/call-socket-client";
import { ENGINES } from "../../../../test-support/server/engines";
import { testAppOnEngine, type EngineTestApp } from "../../../../test-support/server/engine-app";

/** The test's sockets connect from here, so a call placed from it is "from the same address". */
const SOCKET_ADDRESS = "127.0.0.1";

const isSummaryOf = (sid: string) => (event: CallEvent) =>
  "type" in event && event.type === "call_summary" && event.call_sid === sid;

/** Places a call from `address` (the sockets' own by default), as a page would. */
async function placeCallFrom(testApp: EngineTestApp, toNumber: string, address = SOCKET_ADDRESS) {
  const message = "Tell them about the open studio day";
  const { status, body } = await placeCall(testApp.app, { to_number: toNumber, message }, address);
  expect(status).toBe(200);
  return body as PlacedCall;
}

/** Watches the call to its summary, so the next call from the same address is not refused. */
async function untilEnded(socket: CallSocketClient, call: PlacedCall) {
  socket.send({ type: "watch", call_sid: call.call_sid, token: call.watch_token });
  await socket.waitFor(isSummaryOf(call.call_sid));
}

function legacyHarness(engine: "sqlite" | "postgres", skip: boolean, broadcast: boolean) {
  const testApp = testAppOnEngine(engine, skip, {
    CALL_DEMO_PACE_MS: "15",
    CALL_ALLOWED_REGIONS: "IN",
    CALL_LIMIT_PER_IP_PER_HOUR: "20",
    CALL_LIMIT_PER_NUMBER_PER_DAY: "20",
    CALL_LEGACY_BROADCAST: String(broadcast),
  });
  let baseUrl: string | undefined;
  /** A socket from the sockets' address, open until the test ends. */
  const socket = async () => {
    baseUrl ??= await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const opened = await openCallSocket(baseUrl);
    onTestFinished(() => opened.close());
    return opened;
  };
  /**
   * The original page's socket, open while a page at its address (the owner's socket) places a
   * call and watches it to its end.
   */
  const originalBesideCall = async (toNumber: string) => {
    const original = await socket();
    const owner = await socket();
    const call = await placeCallFrom(testApp, toNumber);
    await untilEnded(owner, call);
    return { original, owner, call };
  };
  return { testApp, socket, originalBesideCall };
}

describe.each(ENGINES)("The original page's socket on $engine", ({ engine, skip }) => {
  describe.skipIf(skip)("with CALL_LEGACY_BROADCAST off", () => {
    const { originalBesideCall } = legacyHarness(engine, skip, false);

    it("is sent nothing of a call its address placed", async () => {
      const { original } = await originalBesideCall("919876541001");
      expect(original.events).toEqual([]);
    });
  });

  describe.skipIf(skip)("with CALL_LEGACY_BROADCAST on", () => {
    const { testApp, socket, originalBesideCall } = legacyHarness(engine, skip, true);

    it("is sent the statuses and lines, never the summary, of its address's calls while open", async () => {
      const { original, owner, call } = await originalBesideCall("919876541002");
      await original.waitFor(
        (event) =>
          "status" in event && event.status === "completed" && event.call_sid === call.call_sid,
      );
      // What the owner saw, but the summary: the same statuses and lines, in the same order.
      const ownerKinds = eventKinds(owner.events).filter((kind) => kind !== "call_summary");
      expect(eventKinds(original.events)).toEqual(ownerKinds);
      expect(ownerKinds).toContain("line");
      expect(original.events.every((event) => event.call_sid === call.call_sid)).toBe(true);
    });

    it("keeps other addresses' calls private, and stops following once the socket watches", async () => {
      const original = await socket();
      const modern = await socket();
      const owner = await socket();
      // A modern page watches its own call: it gets that call's events once each, summary included.
      const own = await placeCallFrom(testApp, "919876541003");
      await untilEnded(modern, own);
      const ownEvents = modern.events.filter((event) => event.call_sid === own.call_sid);
      expect(new Set(ownEvents.map((event) => JSON.stringify(event))).size).toBe(ownEvents.length);
      expect(ownEvents.filter(isSummaryOf(own.call_sid))).toHaveLength(1);

      const other = await placeCallFrom(testApp, "919876541004", "10.77.0.1");
      const later = await placeCallFrom(testApp, "919876541005");
      await untilEnded(owner, later);
      await original.waitFor(
        (event) =>
          "status" in event && event.status === "completed" && event.call_sid === later.call_sid,
      );
      expect(JSON.stringify(original.events)).not.toContain(other.call_sid);
      expect(original.events.some((event) => "type" in event && event.type === "error")).toBe(
        false,
      );
      // The modern page saw nothing of the later call: after its watch it follows no one.
      expect(JSON.stringify(modern.events)).not.toContain(later.call_sid);
    });
  });
});
