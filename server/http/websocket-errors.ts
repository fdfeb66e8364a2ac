import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/**
 * What the server does when a socket fails: it is closed either way. A frame the client got wrong
 * (too large, malformed: ws names those `WS_ERR_*`) is the client's doing and is logged as a
 * warning, so no visitor can write to the error log at will; anything else is the server's own
 * failure and is logged as an error.
 */
export function closeFailedSocket(
  error: Error & { code?: unknown },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  if (typeof error.code === "string" && error.code.startsWith("WS_ERR_")) {
    request.log.warn({ err: error }, "Closed a socket that sent a malformed frame");
  } else {
    request.log.error({ err: error }, "A socket failed");
  }
  socket.terminate();
}
