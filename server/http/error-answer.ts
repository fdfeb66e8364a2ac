import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError } from "fastify";
import { z } from "zod";
import type { ErrorBody } from "#contract/errors";
import { Refusal, type RefusalKind } from "../refusal";

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

/** The status code of each kind of refusal. */
const REFUSAL_STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  expired: 410,
  "too-large": 413,
  "unsupported-type": 415,
  withheld: 422,
  limited: 429,
  "upstream-failed": 502,
  unavailable: 503,
  "timed-out": 504,
  "out-of-space": 507,
};

export function refusalStatus(refusal: Refusal): number {
  return REFUSAL_STATUS[refusal.kind];
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
  if (error instanceof Refusal) {
    return { status: refusalStatus(error), body: { detail: error.detail } };
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

/** The answer to a path no route serves. */
export function notFound(): never {
  throw new Refusal("not-found", "Not found");
}
