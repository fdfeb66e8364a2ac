import fp from "fastify-plugin";
import { isApiPath, requestPath } from "./api-key";
import { httpError } from "./errors";

/**
 * Browsers apply no CORS to WebSockets, so without this check any site could open the call socket
 * from its visitors' browsers. An upgrade that names an Origin (every browser's does) is accepted
 * only from the site's own address, its public address or the CORS allow-list. Clients that send
 * none are not browsers; Twilio's relay socket, outside /api/, is checked by its signature.
 */
export const webSocketOriginCheck = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook("onRequest", async (request) => {
      if (request.headers.upgrade?.toLowerCase() !== "websocket") return;
      if (!isApiPath(requestPath(request.url))) return;
      const { origin } = request.headers;
      if (origin === undefined || allowed.has(origin)) return;
      // The address the browser used, as the proxy reports it when TRUST_PROXY is set.
      if (origin === `${request.protocol}://${request.host}`) return;
      throw httpError(403, "This WebSocket may only be opened from the site's own pages");
    });
  },
  { name: "websocket-origin-check" },
);
