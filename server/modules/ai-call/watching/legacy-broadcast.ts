import type { CallEvent } from "#contract/ai-call";
import type { CallBusListener, CallEventBus } from "./event-bus";

// The original site's page never sends a `watch` (its protocol has none). With
// CALL_LEGACY_BROADCAST on, its socket is sent the calls placed from its own client address:
// each placement is announced on a channel of that address, through the same bus as call events,
// so a socket on any instance hears of it.

/** The bus channel of the calls placed from one client address; call sids never look like it. */
const placedFromChannel = (address: string) => `placed-from:${address}`;

/** Tells the address's unwatching sockets, on every instance, that it placed this call. */
export function announcePlacedCall(
  bus: CallEventBus,
  address: string,
  callSid: string,
): Promise<void> {
  return bus.publish(placedFromChannel(address), {
    id: 0,
    event: { type: "call_status", call_sid: callSid, status: "queued" },
  });
}

/** Calls `onPlaced` with the sid of each call the address places from now on. */
export function listenForPlacedCalls(
  bus: CallEventBus,
  address: string,
  onPlaced: (callSid: string) => void,
): Promise<() => Promise<void>> {
  const listener: CallBusListener = ({ event }) => {
    if ("type" in event && event.type === "call_status") onPlaced(event.call_sid);
  };
  return bus.subscribe(placedFromChannel(address), listener);
}

/**
 * What the original page is sent: statuses and transcript lines. Never summaries (it has no
 * such event and draws one as an empty bubble) nor errors.
 */
export function isLegacyEvent(event: CallEvent): boolean {
  return !("type" in event) || event.type === "call_status";
}
