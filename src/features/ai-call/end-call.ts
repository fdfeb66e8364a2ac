import { apiRequest } from "@/lib/api-client";
import type { WatchedCall } from "./call-socket-store";

/**
 * Asks the server to end the visitor's own call, proven by its watch token. Loaded with the page,
 * not on demand, so a page being closed can still send it (`keepalive` outlives the page).
 */
export async function endCall(call: WatchedCall, options: { keepalive?: boolean } = {}) {
  await apiRequest("/api/ai-call-dialer/hangup", {
    method: "POST",
    body: new URLSearchParams({ call_sid: call.callSid, token: call.token }),
    keepalive: options.keepalive,
  });
}
