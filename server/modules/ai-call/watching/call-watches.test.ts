import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { silentLog } from "../../../../test-support/server/silent-log";
import type { CallRow } from "../calls/call-repository";
import type { CallAccessService } from "./call-access-service";
import { CallWatches } from "./call-watches";
import { createLocalEventBus, type CallBusMessage, type CallEventBus } from "./event-bus";
import { announcePlacedCall } from "./legacy-broadcast";

const ADDRESS = "203.0.113.7";

/** The in-process bus, refusing its first `refusals` subscriptions as an unreachable Redis does. */
function busRefusingAtFirst(refusals: number): CallEventBus {
  const bus = createLocalEventBus();
  let refused = 0;
  return {
    ...bus,
    subscribe(callSid, listener) {
      if (refused < refusals) {
        refused += 1;
        return Promise.reject(new Error("Reached the max retries per request limit"));
      }
      return bus.subscribe(callSid, listener);
    },
  };
}

/** Calls placed from ADDRESS, each with a stored `queued` status. */
function placedCalls(...callSids: string[]) {
  const placed = new Set(callSids);
  const access = {
    authorizedCall: () => Promise.resolve(null),
    callsPlacedFromSince: () => Promise.resolve([...placed]),
    callPlacedFrom: (callSid: string, address: string) =>
      Promise.resolve(
        placed.has(callSid) && address === ADDRESS ? ({ call_sid: callSid } as CallRow) : null,
      ),
  } satisfies CallAccessService;
  const events = {
    stored: (call: CallRow): Promise<CallBusMessage[]> =>
      Promise.resolve([
        { id: 1, event: { type: "call_status", call_sid: call.call_sid ?? "", status: "queued" } },
      ]),
  };
  return { access, events, place: (callSid: string) => placed.add(callSid) };
}

describe("Following a client address's calls", () => {
  it("asks the bus again after it refused, and finds the calls placed meanwhile", async () => {
    const bus = busRefusingAtFirst(1);
    const calls = placedCalls();
    const sent: CallEvent[] = [];
    const watches = new CallWatches({ ...calls, bus, send: (e) => sent.push(e), log: silentLog });
    onTestFinished(() => watches.close());

    watches.followAddress(ADDRESS);
    calls.place("CA-meanwhile");
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
    // Subscribed now: a call announced from here on is followed live.
    calls.place("CA-announced");
    await announcePlacedCall(bus, ADDRESS, "CA-announced");
    await vi.waitFor(() => expect(sent).toHaveLength(2));

    expect(sent).toEqual([
      { type: "call_status", call_sid: "CA-meanwhile", status: "queued" },
      { type: "call_status", call_sid: "CA-announced", status: "queued" },
    ]);
  });

  it("stops asking once the socket closes", async () => {
    const bus = busRefusingAtFirst(1);
    const subscribe = vi.spyOn(bus, "subscribe");
    const calls = placedCalls("CA-placed");
    const sent: CallEvent[] = [];
    const watches = new CallWatches({ ...calls, bus, send: (e) => sent.push(e), log: silentLog });

    watches.followAddress(ADDRESS);
    await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1));
    watches.close();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});
