import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { destination, type DestinationStream } from "pino";
import type { Config } from "./config";

/**
 * Masks what a URL's query carries that must not reach the logs: the WebSocket `api_key`, and the
 * newsletter links' `token`, which holds the subscriber's e-mail address.
 */
export function redactUrl(url: string): string {
  // Most URLs have no query: they are logged without a scan.
  if (!url.includes("?")) return url;
  return url.replace(/([?&](?:api_key|token)=)[^&#]*/gi, "$1[redacted]");
}

/** Provider keys a back end may echo in an error (OpenAI's `sk-…`, Hugging Face's `hf_…`, bearer tokens). */
const SECRET_PATTERNS = [
  /\b(sk-(?:proj-|svcacct-|admin-)?)[\w*-]{6,}/g,
  /\b(hf_)\w{6,}/g,
  /\b(Bearer )[\w.~+/=-]{6,}/gi,
];

/** `text` with every key-like string cut to its prefix, for a log line that quotes a back end. */
export function maskSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((masked, pattern) => masked.replace(pattern, "$1[masked]"), text);
}

/** The request fields logged: never headers (which hold X-API-Key) and never bodies. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * How long a line may wait to be written with the lines after it. A write per line, or even per
 * turn of the event loop, cost a request more than all its hooks together under load.
 */
const LOG_BATCH_MS = 20;

/**
 * Stdout, written without blocking: the lines of up to LOG_BATCH_MS are handed to pino's
 * asynchronous writer as one string. Lines still waiting when the process exits (a crash
 * included) are written then. One for the process, which has one stdout, however many servers it
 * builds.
 */
const batchedStdout = (() => {
  let shared: DestinationStream | undefined;
  return (): DestinationStream => {
    if (shared) return shared;
    const stdout = destination({ dest: 1, sync: false });
    let waiting: string[] = [];
    const handOn = () => {
      if (waiting.length === 0) return;
      stdout.write(waiting.join(""));
      waiting = [];
    };
    process.once("exit", () => {
      if (waiting.length === 0) return;
      handOn();
      stdout.flushSync();
    });
    shared = {
      write: (line: string) => {
        if (waiting.push(line) === 1) setTimeout(handOn, LOG_BATCH_MS).unref();
      },
    };
    return shared;
  };
})();

/** Structured JSON logs through pino, on stdout unless `stream` is given. */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL">,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    serializers: { req: serializeRequest },
    stream: stream ?? batchedStdout(),
  };
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
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, "request errored");
    else request.log.info(line, "request completed");
  }
}
