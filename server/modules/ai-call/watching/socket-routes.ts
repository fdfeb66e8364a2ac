import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CALL_SOCKET_REFUSALS } from "#contract/ai-call-rules";
import { clientKey } from "../../../client-address";
import type { Config } from "../../../config";
import { Refusal } from "../../../refusal";
import { serveCallSocket, type CallSocketDeps } from "./call-socket";
import { ConnectionsPerAddress } from "./connections-per-address";

export type CallSocketConfig = Pick<
  Config,
  | "CALL_SOCKETS_PER_IP"
  | "CALL_SOCKET_HEARTBEAT_MS"
  | "CALL_LEGACY_BROADCAST"
  | "RATE_LIMIT_ALLOW_LIST"
>;

/** The call socket: a browser watches its calls on it, and types the callee's lines in the demo. */
export const socketRoutes: FastifyPluginAsyncZod<
  Omit<CallSocketDeps, "heartbeatMs" | "legacyAddress" | "log"> & { config: CallSocketConfig }
> = async (app, { config, ...deps }) => {
  const openSockets = new ConnectionsPerAddress(
    config.CALL_SOCKETS_PER_IP,
    config.RATE_LIMIT_ALLOW_LIST,
  );
  app.get(
    "/api/ai-call-dialer/ws",
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade, so a socket over the cap is refused over HTTP and never opened.
      onRequest: (request, _reply, done) => {
        if (!request.ws) return done();
        const address = clientKey(request);
        if (!openSockets.tryOpen(address))
          return done(new Refusal("limited", CALL_SOCKET_REFUSALS.tooManySockets));
        // The connection closes when its socket does, and also when the upgrade fails.
        request.raw.socket.once("close", () => openSockets.close(address));
        done();
      },
    },
    (socket, request) =>
      serveCallSocket(socket, {
        ...deps,
        log: app.log,
        heartbeatMs: config.CALL_SOCKET_HEARTBEAT_MS,
        legacyAddress: config.CALL_LEGACY_BROADCAST ? clientKey(request) : null,
      }),
  );
};
