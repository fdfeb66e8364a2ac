import fc from "fast-check";
import { FORM_FIELD_LIMITS } from "../../server/http/forms";
import { hostileString, PATH_TRAVERSALS } from "./hostile-values";

/** One HTTP request exactly as the fuzzer sends it. */
export interface FuzzRequest {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "OPTIONS";
  /** Path and query, already percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * A body and its label. `fields` is what the server reads from it when the body is well formed
 * (every value a string, as forms carry them); null when it is malformed or mislabelled, so no
 * request with it may succeed.
 */
export interface EncodedBody {
  contentType?: string;
  body: Buffer;
  fields: Record<string, unknown> | null;
}

interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The site's key; every /api/ request but the health check needs it. */
export const API_KEY = "studio-site-public-key";

const HEADER_UNSAFE = /[^\t\x20-\x7e\x80-\xff]/g;

/** Node refuses to send header values with other characters; the server never sees them anyway. */
export function headerSafe(value: string): string {
  return value.replace(HEADER_UNSAFE, "").slice(0, 8_000);
}

/** Percent-encoding for a path or query part; lone surrogates travel as U+FFFD, as in UTF-8. */
export function encodePart(value: string): string {
  return encodeURIComponent(Buffer.from(value).toString());
}

/** How a form carries a value: strings as they are, anything else as its JSON text. */
export function formText(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  // UTF-8 has no lone surrogates: they travel, and arrive, as U+FFFD.
  return Buffer.from(text).toString();
}

function formFields(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, formText(value)]));
}

function jsonBody(record: Record<string, unknown>): EncodedBody {
  const text = JSON.stringify(record);
  return {
    contentType: "application/json",
    body: Buffer.from(text),
    fields: JSON.parse(text) as Record<string, unknown>,
  };
}

function urlEncodedBody(record: Record<string, unknown>): EncodedBody {
  const fields = formFields(record);
  return {
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(new URLSearchParams(fields).toString()),
    fields: Object.fromEntries(new URLSearchParams(new URLSearchParams(fields).toString())),
  };
}

/** A part name the parser reads as written: no quote or line break, within its 100-byte limit. */
const SAFE_PART_NAME = /^[^"\r\n\\]*$/;

/** A multipart/form-data body written by hand, so that it can also be broken on purpose. */
export function multipartBody(
  record: Record<string, unknown>,
  files: FilePart[] = [],
  boundary = "----fuzz-boundary-7d93",
): EncodedBody {
  const chunks: Buffer[] = [];
  const fields = formFields(record);
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  // Names and values that break the part headers or hold the boundary make the body ambiguous.
  const ambiguous = Object.entries(fields).some(
    ([name, value]) =>
      !SAFE_PART_NAME.test(name) ||
      Buffer.byteLength(name) > FORM_FIELD_LIMITS.fieldNameSize ||
      value.includes(`--${boundary}`),
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat(chunks),
    fields: ambiguous ? null : fields,
  };
}

/** Bodies no parser should accept: invalid JSON, deep nesting, NUL bytes, wrong encodings. */
const invalidJsonText = fc.constantFrom(
  "{",
  '{"email":',
  "NaN",
  '{"rating": NaN}',
  '{"rating": Infinity}',
  "[1,2",
  "\u0000",
  '{"a":1}}',
  "{'single': 'quotes'}",
  "[".repeat(10_000),
  '{"a":"\\ud800"',
  "\ufeff{}",
);

/** Breaks a well-formed multipart body: wrong, missing or endless boundaries, cut-off parts. */
function brokenMultipart(valid: EncodedBody): fc.Arbitrary<EncodedBody> {
  const text = valid.body;
  return fc
    .oneof(
      fc.constant({ contentType: "multipart/form-data", body: text }),
      fc.constant({ contentType: "multipart/form-data; boundary=other-boundary", body: text }),
      fc.constant({ contentType: `multipart/form-data; boundary=${"b".repeat(200)}`, body: text }),
      fc.constant({ contentType: valid.contentType, body: text.subarray(0, text.length - 8) }),
      fc
        .integer({ min: 1, max: Math.max(1, text.length - 1) })
        .map((cut) => ({ contentType: valid.contentType, body: text.subarray(0, cut) })),
      fc.constant({
        contentType: valid.contentType,
        body: Buffer.from(text.toString("latin1").replaceAll("\r\n", "\n"), "latin1"),
      }),
      fc.constant({
        contentType: valid.contentType,
        body: Buffer.from(
          "--fuzz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--fuzz--\r\n",
        ),
      }),
      fc.constant({ contentType: "multipart/form-data; boundary=", body: text }),
    )
    .map((broken) => ({ ...broken, fields: null }));
}

/** The same record labelled with a type that does not describe it, or with no label at all. */
function mislabelled(record: Record<string, unknown>): fc.Arbitrary<EncodedBody> {
  const json = Buffer.from(JSON.stringify(record));
  const form = Buffer.from(new URLSearchParams(formFields(record)).toString());
  return fc
    .oneof(
      fc.constant({ contentType: "text/plain", body: json }),
      fc.constant({ contentType: "application/xml", body: Buffer.from("<a>&xxe;</a>") }),
      fc.constant({ contentType: undefined, body: json }),
      fc.constant({ contentType: "application/json", body: form }),
      fc.constant({ contentType: "application/x-www-form-urlencoded", body: json }),
      fc.constant({ contentType: "application/json", body: Buffer.alloc(0) }),
      fc.constant({ contentType: "application/octet-stream", body: json }),
      fc.constant({ contentType: "application/json", body: Buffer.from([0xff, 0xfe, 0x00]) }),
      invalidJsonText.map((text) => ({ contentType: "application/json", body: Buffer.from(text) })),
    )
    .map((body) => ({ ...body, fields: null }));
}

/** Larger than the server's body limit (1 MiB by default). */
const oversizedBody: fc.Arbitrary<EncodedBody> = fc
  .constantFrom("application/json", "application/x-www-form-urlencoded", "text/plain")
  .map((contentType) => ({
    contentType,
    body: Buffer.from(`{"email":"${"a".repeat(1_200_000)}@example.com"}`),
    fields: null,
  }));

/**
 * Every way the fuzzer sends a record: well formed as JSON, a form or multipart (the server may
 * accept those when the record is valid), or broken, mislabelled and oversized.
 */
export function hostileBody(
  record: fc.Arbitrary<Record<string, unknown>>,
  files: fc.Arbitrary<FilePart[]> = fc.constant([]),
): fc.Arbitrary<EncodedBody> {
  return fc.oneof(
    { arbitrary: record.map(jsonBody), weight: 5 },
    { arbitrary: record.map(urlEncodedBody), weight: 3 },
    {
      arbitrary: fc.tuple(record, files).map(([fields, parts]) => multipartBody(fields, parts)),
      weight: 3,
    },
    {
      arbitrary: fc
        .tuple(record, files)
        .chain(([fields, parts]) => brokenMultipart(multipartBody(fields, parts))),
      weight: 1,
    },
    { arbitrary: record.chain(mislabelled), weight: 2 },
    { arbitrary: oversizedBody, weight: 1 },
  );
}

type KeyChoice = "valid" | "missing" | "wrong";

/** The API key header: mostly right, otherwise missing, wrong or hostile. */
export const apiKeyHeader: fc.Arbitrary<{ key: KeyChoice; headers: Record<string, string> }> =
  fc.oneof(
    {
      arbitrary: fc.constant({ key: "valid" as const, headers: { "x-api-key": API_KEY } }),
      weight: 8,
    },
    { arbitrary: fc.constant({ key: "missing" as const, headers: {} }), weight: 1 },
    {
      arbitrary: fc
        .oneof(hostileString, fc.constant(`${API_KEY}x`), fc.constant(API_KEY.toUpperCase()))
        // HTTP drops the spaces around a header value, so the key with a space is still the key.
        .map((value) => headerSafe(value).trim())
        .filter((value) => value !== API_KEY)
        .map((value) => ({ key: "wrong" as const, headers: { "x-api-key": value } })),
      weight: 1,
    },
  );

/** The fuzzer's own address, exempt from the rate limits (RATE_LIMIT_ALLOW_LIST). */
export const FUZZER_ADDRESS = "127.0.0.1";
/** Clients the fuzzer, as the trusted proxy in front of the site, passes requests on for. */
export const FORWARDED_CLIENTS = ["203.0.113.7", "203.0.113.8", "2001:db8::9"] as const;

/** Addresses a client may write in X-Forwarded-For itself, the exempt one among them. */
const madeUpAddress = fc.oneof(fc.constant(FUZZER_ADDRESS), fc.ipV4(), fc.ipV6());

/**
 * Client addresses through X-Forwarded-For: usually none, so the request comes from the fuzzer's
 * own address; sometimes a few shared ones that are not exempt, so that 429 answers are exercised
 * too. Those may follow addresses the client made up, as a proxy that appends passes them on:
 * none may ever be taken for the client's.
 */
export const forwardedFor: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 5 },
  {
    arbitrary: fc
      .tuple(fc.array(madeUpAddress, { maxLength: 2 }), fc.constantFrom(...FORWARDED_CLIENTS))
      .map(([madeUp, client]) => ({ "x-forwarded-for": [...madeUp, client].join(", ") })),
    weight: 2,
  },
);

/** Path segments for ids: plausible ones and ones that try to escape or confuse the router. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PATH_TRAVERSALS).map(encodePart),
  fc.constantFrom("%", "%zz", "%00", "%C0%AE%C0%AE", "..%2f..%2f", "1%20OR%201=1", "%E2%80%AE"),
  fc.constantFrom("0", "-1", "1.5", "1e3", "NaN", "9".repeat(40), "0x1F", "%201"),
  hostileString.filter((value) => value.length < 2_000).map(encodePart),
);

/** Attachments: allowed and forbidden types, huge and empty files, names that try to escape. */
export const hostileFiles: fc.Arbitrary<FilePart[]> = fc.array(
  fc.record({
    field: fc.oneof({ arbitrary: fc.constant("files"), weight: 5 }, fc.constant("file")),
    filename: fc.oneof(
      fc.constantFrom("brief.txt", "logo.png", "plan.pdf", "notes.md"),
      fc.constantFrom(...PATH_TRAVERSALS),
      hostileString.filter((name) => name.length < 300 && !/["\r\n]/.test(name)),
    ),
    contentType: fc.constantFrom("text/plain", "image/png", "application/octet-stream", "x/y"),
    content: fc.oneof(
      { arbitrary: fc.constant(Buffer.from("A short brief for the project.\n")), weight: 8 },
      { arbitrary: fc.constant(Buffer.from("#!/bin/sh\nrm -rf /\n")), weight: 2 },
      {
        arbitrary: fc.constant(
          Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
        ),
        weight: 4,
      },
      {
        arbitrary: fc.constant(
          Buffer.from(
            "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4480000000049454e44ae426082",
            "hex",
          ),
        ),
        weight: 4,
      },
      { arbitrary: fc.constant(Buffer.from("MZ\x90\x00\x03", "latin1")), weight: 2 },
      { arbitrary: fc.constant(Buffer.alloc(0)), weight: 2 },
      { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 4 },
      // Beyond the 10 MB per-file limit.
      { arbitrary: fc.constant(Buffer.alloc(10 * 1024 * 1024 + 10, 0x41)), weight: 1 },
    ),
  }),
  { maxLength: 6 },
);
