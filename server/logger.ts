import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import type { Config } from "./config";

/** Masks the WebSocket `api_key` query parameter so the key never reaches the logs. */
export function redactApiKey(url: string): string {
  return url.replace(/([?&]api_key=)[^&#]*/gi, "$1[redacted]");
}

/** The request fields logged: never headers (which hold X-API-Key) and never bodies. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactApiKey(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Structured JSON logs through pino, on stdout unless `stream` is given. */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL">,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return { level: config.LOG_LEVEL, serializers: { req: serializeRequest }, stream };
}
