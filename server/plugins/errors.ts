import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { ErrorBody } from "#contract/errors";

type FieldError = NonNullable<ErrorBody["errors"]>[number];

// Fastify's and @fastify/multipart's own wording for these is terse or technical.
const tooLargeDetails: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: "An attached file is too large",
  FST_FILES_LIMIT: "Too many files attached",
  FST_FIELDS_LIMIT: "Too many form fields",
  FST_PARTS_LIMIT: "Too many form fields",
};
const BODY_TOO_LARGE_DETAIL = "Request body is too large";

// The multipart parser (@fastify/busboy) reports a malformed body as plain errors, known only by
// their wording; malformed-multipart.test.ts sends each such body, so a new wording shows there.
const malformedMultipart: [RegExp, string][] = [
  [/^Multipart: Boundary not found$/, "The multipart body has no boundary in its Content-Type"],
  [/unexpected end of multipart data$/i, "The multipart body ends before its closing boundary"],
  [/^The needle cannot have a length bigger than/, "The multipart boundary is too long"],
];

function malformedMultipartDetail(error: unknown): string | undefined {
  if (!(error instanceof Error) || "statusCode" in error) return undefined;
  return malformedMultipart.find(([pattern]) => pattern.test(error.message))?.[1];
}

/** An error whose message is fit for the visitor: answered as `{ detail }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
  ) {
    super(detail);
    this.name = "HttpError";
  }
}

/** The one way a route, service or plugin refuses a request: `throw httpError(404, "...")`. */
export function httpError(status: number, detail: string): HttpError {
  return new HttpError(status, detail);
}

/** The answer to a path no route serves. */
export function notFound(): never {
  throw httpError(404, "Not found");
}

function validationAnswer(errors: FieldError[]): { status: number; body: ErrorBody } {
  const detail = errors.map(({ field, message }) => `${field}: ${message}`).join("; ");
  return { status: 400, body: { detail, errors } };
}

function pathToField(path: readonly PropertyKey[], fallback: string): string {
  return path.length > 0 ? path.map(String).join(".") : fallback;
}

/** Turns anything thrown while handling a request into a status and a `{ detail }` body. */
export function errorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { detail: error.message } };
  }
  const fastifyError = error as Partial<FastifyError>;

  // Schema validation by a route (the zod validator compiler reports JSON-pointer paths).
  if (Array.isArray(fastifyError.validation)) {
    const context = fastifyError.validationContext ?? "request";
    return validationAnswer(
      fastifyError.validation.map((issue) => ({
        field: pathToField(issue.instancePath.split("/").filter(Boolean), context),
        message: issue.message ?? "is invalid",
      })),
    );
  }
  // A contract schema parsed by hand, as with multipart fields.
  if (error instanceof z.ZodError) {
    return validationAnswer(
      error.issues.map((issue) => ({
        field: pathToField(issue.path, "request"),
        message: issue.message,
      })),
    );
  }

  const multipartDetail = malformedMultipartDetail(error);
  if (multipartDetail !== undefined) return { status: 400, body: { detail: multipartDetail } };

  const status = fastifyError.statusCode;
  if (status === 413) {
    return {
      status,
      body: { detail: tooLargeDetails[fastifyError.code ?? ""] ?? BODY_TOO_LARGE_DETAIL },
    };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { detail: fastifyError.message || "Bad request" } };
  }
  return { status: 500, body: { detail: "Internal server error" } };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over its size limit,
 * a malformed request line, a request too slow to arrive); their answer has the `{ detail }` shape
 * too. Used as Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, detail] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request headers are too large"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive"]
        : [400, "Malformed HTTP request"];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one error handler: clients always get `{ detail }`, internals stay in the log. */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = errorAnswer(error);
      // A deliberate answer (such as 503 while the database is down) is not a failure of the code.
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, "Request failed");
      } else {
        request.log.info({ statusCode: status, detail: body.detail }, "Request rejected");
      }
      return reply.code(status).send(body);
    });
  },
  { name: "error-handling" },
);
