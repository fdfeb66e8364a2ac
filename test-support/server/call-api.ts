import type { App } from "../../server/app";
import { API_KEY } from "./api";
import { openCallSocket, type CallSocketClient } from "./call-socket-client";
import { nextClientAddress } from "./engines";

/** What the API answers a placed call with, enough to watch it. */
export interface PlacedCall {
  call_sid: string;
  watch_token: string;
}

/** Places a call as the call page does (JSON with the site's key), each from a new address. */
export async function placeCall(
  app: App,
  fields: Record<string, string>,
  remoteAddress = nextClientAddress(),
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/ai-call-dialer/call",
    payload: fields,
    headers: { "x-api-key": API_KEY },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Ends `call` as the page's hang-up button does, from a new address unless one is given. */
export async function hangUpCall(app: App, call: PlacedCall, remoteAddress = nextClientAddress()) {
  const response = await app.inject({
    method: "POST",
    url: "/api/ai-call-dialer/hangup",
    payload: { call_sid: call.call_sid, token: call.watch_token },
    headers: { "x-api-key": API_KEY },
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() };
}

/** A call socket on the server at `baseUrl` that watches `call`, as the call page opens it. */
export async function watchCall(baseUrl: string, call: PlacedCall): Promise<CallSocketClient> {
  const socket = await openCallSocket(baseUrl);
  socket.send({ type: "watch", call_sid: call.call_sid, token: call.watch_token });
  return socket;
}
