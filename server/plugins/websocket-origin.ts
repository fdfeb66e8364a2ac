import fp from "fastify-plugin";
import { isApiPath, requestPath } from "../http/request-path";
import { Refusal } from "../refusal";

/**
 * Browsers apply no CORS to WebSockets, so without this check any site could open the call socket
 * from its visitors' browsers. An upgrade that names an Origin (every browser's does) is accepted
 * only from the site's own address, its public address or the CORS allow-list. Clients that send
 * none are not browsers; Twilio's relay socket, outside /api/, is checked by its signature.
 */
export const webSocketOriginCheck = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    // A callback hook: it runs on every request, and a promise each time would cost more.
    app.addHook("onRequest", (request, _reply, done) => {
      const { origin, upgrade } = request.headers;
      if (
        upgrade?.toLowerCase() !== "websocket" ||
        !isApiPath(requestPath(request.url)) ||
        origin === undefined ||
        allowed.has(origin) ||
        // The address the browser used, as the proxy reports it when TRUST_PROXY is set.
        origin === `${request.protocol}://${request.host}`
      ) {
        done();
        return;
      }
      done(new Refusal("forbidden", "This WebSocket may only be opened from the site's own pages"));
    });
  },
  { name: "websocket-origin-check" },
);
