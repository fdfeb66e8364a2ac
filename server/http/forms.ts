import type { MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { Refusal } from "../refusal";

/** Multipart limits for the text fields of our forms; files get their own limits per route. */
export const FORM_FIELD_LIMITS = {
  fields: 20,
  // The longest field is 5,000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
} as const;

/**
 * The most fields a url-encoded form may have: Twilio's webhooks send about 30, our forms under
 * 20. Counted before the body is split into fields, which costs time in proportion to their number.
 */
export const MAX_FORM_FIELDS = 100;

/** Whether a url-encoded body has more than `max` fields (counting separators, not parsing). */
function hasMoreFieldsThan(body: string, max: number): boolean {
  let separators = 0;
  for (let index = body.indexOf("&"); index !== -1; index = body.indexOf("&", index + 1)) {
    if (++separators >= max) return true;
  }
  return false;
}

/** Parses `application/x-www-form-urlencoded` bodies into an object (last value wins). */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  const type = "application/x-www-form-urlencoded";
  // Another scope up the tree may already parse forms; one parser per type is allowed.
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: "string" }, (_request, body, done) => {
    const text = body as string;
    if (hasMoreFieldsThan(text, MAX_FORM_FIELDS)) {
      done(new Refusal("too-large", "Too many form fields"), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(text)));
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

/**
 * A form's body schema: a request with no body at all is a form with no fields, so the answer
 * names the missing fields rather than the body's type.
 */
export function formBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => body ?? {}, schema);
}

export interface MultipartFieldsOptions {
  /** Receives each file part in order; a route without it allows no files (`files: 0`). */
  onFile?: (part: MultipartFile) => Promise<void>;
  /** Blank fields, and fields that are not text, count as absent, as when a form leaves them out. */
  blankIsAbsent?: boolean;
}

/**
 * The text fields of a multipart body, read part by part (a repeated field keeps its last
 * value), for the route's schema to check once every part, files included, has been read.
 */
export async function readMultipartFields(
  request: FastifyRequest,
  { onFile, blankIsAbsent = false }: MultipartFieldsOptions = {},
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") await onFile?.(part);
    else if (!blankIsAbsent || (typeof part.value === "string" && part.value.trim() !== "")) {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}
