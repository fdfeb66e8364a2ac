import type { FastifyInstance } from "fastify";
import { Refusal } from "../refusal";
import { isApiPath, requestPath } from "./request-path";

/**
 * What a WebSocket upgrade request meets before any other hook, in one hook that costs every
 * other request a header lookup:
 * - Browsers apply no CORS to WebSockets, so without an Origin rule any site could open the call
 *   socket from its visitors' browsers. An upgrade under /api that names an Origin (every
 *   browser's does) is accepted only from the site's own address, its public address or the CORS
 *   allow-list. Clients that send none are not browsers; Twilio's relay socket, outside /api, is
 *   checked by its signature.
 * - An upgrade answered over HTTP instead (refused, or sent to a route that is no WebSocket) is
 *   written on the raw socket, which nothing else closes: left open, it would also hold up the
 *   server's shutdown. It is closed once the answer is written.
 */
export function guardWebSocketUpgrades(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook("onRequest", (request, reply, done) => {
    const { origin, upgrade } = request.headers;
    if (upgrade?.toLowerCase() !== "websocket") {
      done();
      return;
    }
    reply.raw.once("finish", () => request.raw.socket.end());
    if (
      origin === undefined ||
      !isApiPath(requestPath(request.url)) ||
      allowed.has(origin) ||
      // The address the browser used, as the proxy reports it when TRUST_PROXY is set.
      origin === `${request.protocol}://${request.host}`
    ) {
      done();
    } else {
      done(new Refusal("forbidden", "This WebSocket may only be opened from the site's own pages"));
    }
  });
}
