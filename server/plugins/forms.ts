import type { FastifyInstance, FastifyRequest } from "fastify";

/** Multipart limits for the text fields of our forms; files get their own limits per route. */
export const FORM_FIELD_LIMITS = {
  fields: 20,
  // The longest field is 5,000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
} as const;

/** Parses `application/x-www-form-urlencoded` bodies into an object (last value wins). */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  const type = "application/x-www-form-urlencoded";
  // Another scope up the tree may already parse forms; one parser per type is allowed.
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
}

/**
 * Reads and drops whatever the multipart parser has not read of a request, once the route stops
 * reading early (a refused part). Otherwise the parser, waiting for its next reader, holds the
 * connection and a client still sending its body never receives the answer.
 */
export function discardUnreadBody(request: FastifyRequest): void {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}
