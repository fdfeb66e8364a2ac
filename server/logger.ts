import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
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

/**
 * One line per answered request instead of Fastify's two (on arrival and on completion), which
 * cost as much as a small route: enough to follow the traffic and find a request by its id,
 * which pino adds as `reqId`. Errors keep their own lines, with their stacks.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactApiKey(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, "request errored");
    else request.log.info(line, "request completed");
  }
}
