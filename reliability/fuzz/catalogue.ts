import fc from "fast-check";
import twilio from "twilio";
import type { z } from "zod";
import {
  aiCallRequestSchema,
  verificationCheckSchema,
  verificationRequestSchema,
} from "#contract/ai-call";
import { webCallRequestSchema } from "#contract/web-call";
import { callStatuses } from "#contract/ai-call-rules";
import { imageGenerationRequestSchema } from "#contract/ai-image";
import { IMAGE_JOB_ID_PATTERN, IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import { contactMessageSchema } from "#contract/contact";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import { newsletterSubscribeSchema } from "#contract/newsletter";
import { projectRequestSchema } from "#contract/project-requests";
import { CUSTOMER_TYPE_VALUES } from "#contract/project-requests-rules";
import { REVIEW_SORT_FIELDS, SORT_ORDERS, VISITOR_ID_HEADER } from "#contract/reviews-rules";
import { reviewListQuerySchema, reviewSubmissionSchema } from "#contract/reviews";
import { TWILIO_WEBHOOK_PATHS } from "../../server/providers/telephony/twilio-telephony";
import {
  apiKeyHeader,
  encodePart,
  formText,
  forwardedFor,
  headerSafe,
  hostileBody,
  hostileFiles,
  hostileId,
  multipartBody,
  type EncodedBody,
  type FuzzRequest,
} from "./hostile-requests";
import {
  callSocket,
  MAX_CALL_FRAME,
  ownCallSocket,
  plausibleSid,
  socketFrame,
} from "./call-socket-catalogue";
import { hostileString, hostileValue, mutatedRecord, text } from "./hostile-values";
import type { SocketProbe } from "./transport";

/** How an endpoint answers a refusal: `{ detail }`, the call dialer's shape, or an HTML page. */
export type ErrorShape = "detail" | "call-error" | "page";

/**
 * One generated request or socket conversation. `mayAccept` and `mayOpen` say whether success is
 * allowed: the request carries the key (or signature) and the contract accepts its input.
 */
export type Probe =
  | {
      kind: "http";
      request: FuzzRequest;
      mayAccept: boolean;
      /**
       * Sent as the console's pages send it: the runner adds a fresh session of an operator of
       * its own and the site's Origin, so the hostile part reaches the console's handlers.
       */
      asOperator?: boolean;
    }
  | {
      kind: "socket";
      probe: SocketProbe;
      mayOpen: boolean;
      /** Whether a frame is larger than the socket accepts, so the server closes it (1009). */
      oversized: boolean;
      /** Every answer to a frame must match this schema. */
      replySchema?: z.ZodType;
      /**
       * The frames name a call placed for this probe, as OWN_CALL_SID and OWN_CALL_TOKEN, which
       * the runner replaces with a demo call's id and watch token (the visitor plays the callee).
       * None of the call's events may reach the socket twice.
       */
      ownCall?: boolean;
      /**
       * The reference of a call in progress that the runner stores before the probe, as Twilio's
       * call would be: only such a call takes a ConversationRelay socket, and only once.
       */
      liveCallRef?: string;
    };

/** The two servers of a run: the site in demo mode, and one with Twilio's webhooks turned on. */
export type ServerKind = "site" | "twilio";

export interface Endpoint {
  name: string;
  /** The server's routes it covers, as `METHOD /pattern`; fuzz.test.ts checks none is left out. */
  routes: string[];
  server: ServerKind;
  errorShape: ErrorShape;
  probes: fc.Arbitrary<Probe>;
}

/** What the Twilio server is configured with, so the fuzzer can sign some webhooks correctly. */
export const TWILIO_FUZZ_SETTINGS = {
  accountSid: "AC00000000000000000000000000f0220",
  authToken: "fuzz-auth-token-0123456789abcdef",
  fromNumber: "+14155550100",
  webhookBaseUrl: "https://calls.example.test",
} as const;

// Values each contract accepts, so that many generated requests are valid and reach storage.
const word = fc.stringMatching(/^[a-z]{1,12}$/);
const email = fc
  .tuple(
    word,
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.constantFrom("example.com", "mail.example.org"),
  )
  .map(([name, n, domain]) => `${name}.${n}@${domain}`);
const indianMobile = fc
  .tuple(fc.constantFrom("9", "8", "7", "6"), fc.stringMatching(/^[0-9]{9}$/))
  .map(([first, rest]) => `91${first}${rest}`);
const jobId = fc.stringMatching(/^[A-Za-z0-9-]{8,20}$/);

function fieldsValid(schema: z.ZodType, body: EncodedBody): boolean {
  return body.fields !== null && schema.safeParse(body.fields).success;
}

function withBody(request: FuzzRequest, body: EncodedBody): FuzzRequest {
  const headers = { ...request.headers };
  if (body.contentType !== undefined) headers["content-type"] = body.contentType;
  return { ...request, headers, body: body.body };
}

/** The API key and client address, mostly right, and a visitor id header now and then. */
const apiHeaders = fc
  .tuple(apiKeyHeader, forwardedFor, fc.option(hostileString.map(headerSafe), { freq: 4 }))
  .map(([key, address, visitor]) => ({
    keyValid: key.key === "valid",
    headers: {
      ...key.headers,
      ...address,
      ...(visitor !== null ? { [VISITOR_ID_HEADER]: visitor } : {}),
    },
  }));

/** A body-carrying API request; it may succeed only with the key and a body the contract accepts. */
function bodyEndpoint(
  name: string,
  method: FuzzRequest["method"],
  path: string,
  bodies: fc.Arbitrary<EncodedBody>,
  accepts: (body: EncodedBody) => boolean,
  errorShape: ErrorShape = "detail",
): Endpoint {
  return {
    name,
    routes: [`${method} ${path}`],
    server: "site",
    errorShape,
    probes: fc.tuple(apiHeaders, bodies).map(([{ keyValid, headers }, body]) => ({
      kind: "http",
      request: withBody({ method, path, headers }, body),
      mayAccept: keyValid && accepts(body),
    })),
  };
}

/** A request without a body whose path or query carries the hostile part. */
function pathEndpoint(
  name: string,
  method: FuzzRequest["method"],
  paths: fc.Arbitrary<{ path: string; valid: boolean }>,
  options: {
    needsKey?: boolean;
    errorShape?: ErrorShape;
    server?: ServerKind;
    /** When the name is not the one route it covers. */
    routes?: string[];
  } = {},
): Endpoint {
  const needsKey = options.needsKey ?? true;
  return {
    name,
    routes: options.routes ?? [name],
    server: options.server ?? "site",
    errorShape: options.errorShape ?? "detail",
    probes: fc.tuple(apiHeaders, paths).map(([{ keyValid, headers }, { path, valid }]) => ({
      kind: "http",
      request: { method, path, headers },
      mayAccept: (keyValid || !needsKey) && valid,
    })),
  };
}

const idPath = (prefix: string, suffix: string, isValid: (id: string) => boolean) =>
  fc.oneof(hostileId, fc.integer({ min: 1, max: 50 }).map(String), jobId).map((id) => {
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      decoded = null;
    }
    return { path: `${prefix}${id}${suffix}`, valid: decoded !== null && isValid(decoded) };
  });

/** Query strings of junk, for routes that ignore their query. */
const junkQuery = fc
  .oneof(
    fc.constant(""),
    fc.dictionary(fc.string({ maxLength: 8 }), hostileString).map((query) => {
      const encoded = new URLSearchParams(query).toString();
      return encoded ? `?${encoded}` : "";
    }),
    fc.constantFrom("?%zz", "?a=%", "?a[b]=1&a=2", "?__proto__[x]=1", `?${"a=1&".repeat(2_000)}`),
  )
  .map((query) => ({ query }));

const newsletterRecord = mutatedRecord({ email });

const contactRecord = mutatedRecord({
  name: text(100),
  email,
  subject: text(150),
  message: text(600),
  phone: fc.stringMatching(/^\+?[0-9 ]{6,20}$/),
  company: text(120),
  [HONEYPOT_FIELD]: fc.constantFrom("", "http://spam.example"),
});

const projectRecord = mutatedRecord({
  customer_type: fc.constantFrom(...CUSTOMER_TYPE_VALUES),
  project_title: text(150),
  name: text(100),
  email,
  budget: fc.integer({ min: 750, max: 100_000_000 }),
  deadline: fc
    .date({ min: new Date("2027-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  details: text(800),
});

const reviewRecord = mutatedRecord({
  name: text(80),
  email,
  title: text(120),
  description: text(500),
  rating: fc.integer({ min: 1, max: 5 }),
});

const imageRecord = mutatedRecord({
  prompt: text(200),
  negative_prompt: text(100),
  width: fc.constantFrom(256, 320),
  height: fc.constantFrom(256, 320),
  num_inference_steps: fc.integer({ min: 10, max: 12 }),
  guidance_scale: fc.integer({ min: 2, max: 40 }).map((half) => half / 2),
  model: fc.constantFrom(...IMAGE_MODEL_IDS),
  seed: fc.integer({ min: 0, max: 4_294_967_295 }),
  job_id: jobId,
});

const callRecord = mutatedRecord({
  to_number: indianMobile,
  message: text(500),
  play_callee: fc.constantFrom("true", "false"),
});

const hangUpRecord = mutatedRecord({
  call_sid: plausibleSid,
  token: fc.base64String({ minLength: 4, maxLength: 64 }),
});
const verificationRecord = mutatedRecord({ to_number: indianMobile, altcha: text(64) });
const webCallRecord = mutatedRecord({ message: text(500), altcha: text(64) });
const verificationCheckRecord = mutatedRecord({
  to_number: indianMobile,
  code: fc.stringMatching(/^\d{4,10}$/),
});

/** Multipart fields as the project request route reads them: blank ones count as absent. */
function projectFieldsValid(body: EncodedBody): boolean {
  if (body.fields === null || !body.contentType?.startsWith("multipart/form-data")) return false;
  const fields = Object.fromEntries(
    Object.entries(body.fields).filter(([, value]) => String(value).trim() !== ""),
  );
  return projectRequestSchema.safeParse(fields).success;
}

const reviewListQuery = mutatedRecord({
  rating: fc.integer({ min: 1, max: 5 }),
  search: text(100),
  sort_by: fc.constantFrom(...REVIEW_SORT_FIELDS),
  sort_order: fc.constantFrom(...SORT_ORDERS),
  page: fc.integer({ min: 1, max: 5 }),
  limit: fc.integer({ min: 1, max: 50 }),
}).map((record) => {
  const query = new URLSearchParams(
    Object.entries(record).map(([key, value]): [string, string] => [key, formText(value)]),
  ).toString();
  const seen = Object.fromEntries(new URLSearchParams(query));
  return {
    path: `/api/reviews${query ? `?${query}` : ""}`,
    valid: reviewListQuerySchema.safeParse(seen).success,
  };
});

/** A token that looks like the site's (payload.signature) but was never signed by it. */
const forgedToken = fc.oneof(
  hostileString.filter((token) => token.length < 4_000),
  fc
    .tuple(email, fc.constantFrom("confirm", "unsubscribe"), fc.base64String({ maxLength: 44 }))
    .map(
      ([address, purpose, signature]) =>
        `${Buffer.from(JSON.stringify({ p: purpose, e: address })).toString("base64url")}.${signature.replace(/=+$/, "")}`,
    ),
);

const linkPath = (path: string) =>
  fc.option(forgedToken, { freq: 5 }).map((token) => ({
    path: token === null ? path : `${path}?token=${encodePart(token)}`,
    valid: false,
  }));

// Twilio's webhooks: unsigned, wrongly signed, correctly signed, and signatures replayed
// on another URL or body.
type Signing = "none" | "garbage" | "wrong-token" | "valid" | "replayed-url" | "replayed-body";
const signing = fc.constantFrom<Signing>(
  "none",
  "garbage",
  "wrong-token",
  "valid",
  "valid",
  "replayed-url",
  "replayed-body",
);

function twilioSignature(
  mode: Signing,
  url: string,
  params: Record<string, unknown>,
): string | null {
  const { authToken } = TWILIO_FUZZ_SETTINGS;
  const sign = (token: string, signedUrl: string, signed: Record<string, unknown>) =>
    twilio.getExpectedTwilioSignature(token, signedUrl, signed as Record<string, string>);
  switch (mode) {
    case "none":
      return null;
    case "garbage":
      return "bm90IGEgc2lnbmF0dXJl";
    case "wrong-token":
      return sign("not-the-auth-token", url, params);
    case "valid":
      return sign(authToken, url, params);
    case "replayed-url":
      return sign(authToken, `${url}&replayed=1`, params);
    case "replayed-body":
      return sign(authToken, url, { ...params, CallStatus: "replayed" });
  }
}

const callRef = fc.oneof(
  fc.uuid(),
  hostileString.filter((ref) => ref.length < 2_000),
);
const refQuery = fc.oneof(
  { arbitrary: callRef.map((ref) => `?ref=${encodePart(ref)}`), weight: 6 },
  fc.constantFrom("", "?ref=a&ref=b", "?ref[]=x", "?ref=%00", "?ref=%zz"),
);

const twilioRecord = mutatedRecord({
  CallSid: plausibleSid,
  AccountSid: fc.constant(TWILIO_FUZZ_SETTINGS.accountSid),
  CallStatus: fc.constantFrom(...callStatuses),
  SpeechResult: text(200),
  Confidence: fc.constantFrom("0.92", "0.1"),
  AnsweredBy: fc.constantFrom("human", "machine_end_beep", "machine_end_other", "fax", "unknown"),
});

function twilioWebhook(path: string): Endpoint {
  return {
    name: `POST ${path}`,
    routes: [`POST ${path}`],
    server: "twilio",
    errorShape: "detail",
    probes: fc.tuple(refQuery, hostileBody(twilioRecord), signing).map(([query, body, mode]) => {
      const url = `${TWILIO_FUZZ_SETTINGS.webhookBaseUrl}${path}${query}`;
      const signature = twilioSignature(mode, url, body.fields ?? {});
      const request = withBody(
        {
          method: "POST",
          path: `${path}${query}`,
          headers: signature === null ? {} : { "x-twilio-signature": signature },
        },
        body,
      );
      return { kind: "http" as const, request, mayAccept: mode === "valid" };
    }),
  };
}

const relayFrame = fc.oneof(
  socketFrame,
  fc
    .record({
      type: fc.constantFrom("setup", "prompt", "interrupt", "dtmf", "error"),
      voicePrompt: fc.oneof(text(200), hostileValue),
      last: fc.oneof(fc.boolean(), hostileValue),
      customParameters: fc.oneof(fc.record({ callRef }), hostileValue),
    })
    .map((message) => JSON.stringify(message)),
);

const relaySocket: Endpoint = {
  name: `WS ${TWILIO_WEBHOOK_PATHS.relay}`,
  routes: [`GET ${TWILIO_WEBHOOK_PATHS.relay}`],
  server: "twilio",
  errorShape: "detail",
  probes: fc
    .tuple(
      // Half the probes name a call in progress; the others a call that is not, or no call.
      fc.option(fc.uuid(), { freq: 2, nil: undefined }),
      refQuery,
      signing,
      fc.array(relayFrame, { minLength: 1, maxLength: 4 }),
    )
    .map(([liveCallRef, otherQuery, mode, frames]) => {
      const query = liveCallRef ? `?ref=${liveCallRef}` : otherQuery;
      const path = `${TWILIO_WEBHOOK_PATHS.relay}${query}`;
      const url = `${TWILIO_FUZZ_SETTINGS.webhookBaseUrl.replace(/^http/, "ws")}${path}`;
      const signature = twilioSignature(mode, url, {});
      const headers: Record<string, string> =
        signature === null ? {} : { "x-twilio-signature": signature };
      return {
        kind: "socket" as const,
        // The relay answers only prompts, and only when they end a turn: the client closes at once.
        probe: {
          path,
          headers,
          frames,
          expectedReplies: 0,
        },
        // A signed handshake opens a socket only for a call in progress.
        mayOpen: mode === "valid" && liveCallRef !== undefined,
        oversized: frames.some((frame) => Buffer.byteLength(frame) > MAX_CALL_FRAME),
        liveCallRef,
      };
    }),
};

/** Any method on paths the API does not have, and on ones it has with the wrong method. */
const unknownRoutes = pathEndpoint(
  "any other /api/ route",
  "GET",
  fc
    .oneof(
      hostileId,
      fc.constantFrom("reviews/1/delete", "contact", "admin", "..%2f..%2fetc%2fpasswd"),
    )
    .map((rest) => ({
      path: `/api/${rest}`,
      valid: false,
    })),
  { routes: [] },
);

const unknownMethods: Endpoint = {
  name: "wrong method on /api/ routes",
  routes: [],
  server: "site",
  errorShape: "detail",
  probes: fc
    .tuple(
      apiHeaders,
      fc.constantFrom<FuzzRequest["method"]>("PUT", "DELETE", "PATCH", "OPTIONS"),
      fc.constantFrom(
        "/api/contact/",
        "/api/newsletter/subscribe",
        "/api/reviews",
        "/api/ai-image/generate",
      ),
    )
    .map(([{ headers }, method, path]) => ({
      kind: "http" as const,
      request: { method, path, headers },
      mayAccept: false,
    })),
};

/** The API's documentation and its static files, which need no key; traversal must find nothing. */
const apiDocs = pathEndpoint(
  "GET /api/openapi.json, /api/docs/*",
  "GET",
  fc
    .oneof(
      fc
        .tuple(
          fc.constantFrom(
            "/api/openapi.json",
            "/api/docs",
            "/api/docs/",
            "/api/docs/json",
            "/api/docs/yaml",
            "/api/docs/static/index.html",
          ),
          junkQuery,
        )
        .map(([path, { query }]) => `${path}${query}`),
      hostileId.map((rest) => `/api/docs/static/${rest}`),
    )
    .map((path) => ({ path, valid: true })),
  {
    needsKey: false,
    routes: [
      "GET /api/openapi.json",
      "GET /api/docs",
      "GET /api/docs/",
      "GET /api/docs/json",
      "GET /api/docs/yaml",
      "GET /api/docs/static/index.html",
      "GET /api/docs/static/swagger-initializer.js",
      "GET /api/docs/*",
    ],
  },
);

/** The single-page app's paths and built files: any path is a page or a 404, never a file elsewhere. */
const sitePages = pathEndpoint(
  "GET /* (site pages and assets)",
  "GET",
  fc
    .tuple(fc.constantFrom("/", "/assets/", "/index.html/", "/reviews/"), hostileId)
    .map(([prefix, rest]) => ({ path: `${prefix}${rest}`, valid: true })),
  { needsKey: false, routes: ["GET /", "GET /index.html", "GET /*"] },
);

/** The studio console's API: the fuzzer holds no session and sends no Origin, so nothing passes. */
const STUDIO_ROUTES: [FuzzRequest["method"], string][] = [
  ["POST", "/api/studio/registration/options"],
  ["POST", "/api/studio/registration"],
  ["POST", "/api/studio/sign-in/options"],
  ["POST", "/api/studio/sign-in"],
  ["GET", "/api/studio/session"],
  ["POST", "/api/studio/sign-out"],
  ["POST", "/api/studio/sign-out-everywhere"],
  ["GET", "/api/studio/operators"],
  ["POST", "/api/studio/operators"],
  ["DELETE", "/api/studio/operators/:id"],
  ["GET", "/api/studio/audit"],
  ["GET", "/api/studio/audit/export"],
  ["GET", "/api/studio/inbox"],
  ["GET", "/api/studio/inbox/:kind/:id"],
  ["PATCH", "/api/studio/inbox/:kind/:id"],
  ["GET", "/api/studio/inbox/request/:id/attachments/:fileId"],
  ["POST", "/api/studio/reviews/:id/decision"],
  ["PUT", "/api/studio/reviews/:id/reply"],
  ["GET", "/api/studio/calls"],
  ["GET", "/api/studio/calls/:id"],
  ["GET", "/api/studio/do-not-call"],
  ["POST", "/api/studio/do-not-call"],
  ["DELETE", "/api/studio/do-not-call/:key"],
  ["GET", "/api/studio/outbox/failed"],
  ["POST", "/api/studio/outbox/:id/retry"],
  ["GET", "/api/studio/subscribers"],
  ["GET", "/api/studio/subscribers/export"],
  ["POST", "/api/studio/data-requests/find"],
  ["POST", "/api/studio/data-requests/export"],
  ["POST", "/api/studio/data-requests/erase"],
];
const studioApi: Endpoint = {
  name: "/api/studio/* without a session",
  routes: STUDIO_ROUTES.map(([method, path]) => `${method} ${path}`),
  server: "site",
  errorShape: "detail",
  probes: fc
    .tuple(apiHeaders, fc.constantFrom(...STUDIO_ROUTES), hostileId, hostileBody(reviewRecord))
    .map(([{ headers }, [method, path], id, body]) => {
      const request = { method, path: path.replace(/:\w+/g, () => id), headers };
      return {
        kind: "http" as const,
        request: method === "GET" || method === "DELETE" ? request : withBody(request, body),
        mayAccept: false,
      };
    }),
};

/** Every field the console's bodies carry, with values they accept, then mutated. */
const studioRecord = mutatedRecord({
  subject: fc.oneof(
    email,
    indianMobile.map((digits) => `+${digits}`),
  ),
  confirm: fc.constant(true),
  number: indianMobile.map((digits) => `+${digits}`),
  reason: text(200),
  name: text(80),
  email,
  state: fc.constantFrom("new", "in-progress", "done"),
  decision: fc.constantFrom("publish", "remove"),
  text: text(300),
});

/**
 * The same routes behind a live session, with hostile ids, queries and bodies. Whether a request
 * may succeed is each route's own tests' question: here, no 5xx, hang or refusal out of shape.
 */
const signedInStudioApi: Endpoint = {
  name: "/api/studio/* signed in",
  // Its routes are the ones above.
  routes: [],
  server: "site",
  errorShape: "detail",
  probes: fc
    .tuple(
      fc.constantFrom(...STUDIO_ROUTES),
      fc.oneof(hostileId, fc.integer({ min: 1, max: 50 }).map(String)),
      junkQuery,
      hostileBody(studioRecord),
    )
    .map(([[method, path], id, { query }, body]) => {
      const filled = path.replace(/:\w+/g, () => id);
      const request = {
        method,
        path: method === "GET" ? `${filled}${query}` : filled,
        headers: {},
      };
      return {
        kind: "http" as const,
        request: method === "GET" || method === "DELETE" ? request : withBody(request, body),
        mayAccept: true,
        asOperator: true,
      };
    }),
};

/** Every route of the API, the newsletter's mail links, the health checks and Twilio's webhooks. */
export const ENDPOINTS: Endpoint[] = [
  studioApi,
  // Before the others store anything: an erasure here finds nothing they count on.
  signedInStudioApi,
  pathEndpoint(
    "GET /studio, /studio/",
    "GET",
    fc
      .tuple(fc.constantFrom("/studio", "/studio/"), junkQuery)
      .map(([path, { query }]) => ({ path: `${path}${query}`, valid: true })),
    { needsKey: false, errorShape: "page", routes: ["GET /studio", "GET /studio/"] },
  ),
  pathEndpoint(
    "GET /api/health",
    "GET",
    junkQuery.map(({ query }) => ({ path: `/api/health${query}`, valid: true })),
    { needsKey: false },
  ),
  pathEndpoint(
    "GET /healthz, /readyz",
    "GET",
    fc
      .tuple(fc.constantFrom("/healthz", "/readyz"), junkQuery)
      .map(([path, { query }]) => ({ path: `${path}${query}`, valid: true })),
    { needsKey: false, routes: ["GET /healthz", "GET /readyz"] },
  ),
  bodyEndpoint(
    "POST /api/newsletter/subscribe",
    "POST",
    "/api/newsletter/subscribe",
    hostileBody(newsletterRecord),
    (body) => fieldsValid(newsletterSubscribeSchema, body),
  ),
  pathEndpoint("GET /newsletter/confirm", "GET", linkPath("/newsletter/confirm"), {
    needsKey: false,
    errorShape: "page",
  }),
  pathEndpoint("GET /newsletter/unsubscribe", "GET", linkPath("/newsletter/unsubscribe"), {
    needsKey: false,
    errorShape: "page",
  }),
  {
    name: "POST /newsletter/unsubscribe",
    routes: ["POST /newsletter/unsubscribe"],
    server: "site",
    errorShape: "page",
    probes: fc
      .tuple(linkPath("/newsletter/unsubscribe"), hostileBody(newsletterRecord))
      .map(([{ path }, body]) => ({
        kind: "http" as const,
        request: withBody({ method: "POST", path, headers: {} }, body),
        mayAccept: false,
      })),
  },
  bodyEndpoint("POST /api/contact/", "POST", "/api/contact/", hostileBody(contactRecord), (body) =>
    fieldsValid(contactMessageSchema, body),
  ),
  bodyEndpoint(
    "POST /api/project-requests/",
    "POST",
    "/api/project-requests/",
    fc.oneof(
      { arbitrary: hostileBody(projectRecord, hostileFiles), weight: 1 },
      {
        arbitrary: fc
          .tuple(projectRecord, hostileFiles)
          .map(([fields, files]) => multipartBody(fields, files)),
        weight: 2,
      },
    ),
    projectFieldsValid,
  ),
  pathEndpoint("GET /api/reviews", "GET", reviewListQuery),
  pathEndpoint(
    "GET /api/reviews/stats",
    "GET",
    junkQuery.map(({ query }) => ({ path: `/api/reviews/stats${query}`, valid: true })),
  ),
  bodyEndpoint("POST /api/reviews", "POST", "/api/reviews", hostileBody(reviewRecord), (body) =>
    fieldsValid(reviewSubmissionSchema, body),
  ),
  ...(["helpful", "report"] as const).map((vote) =>
    pathEndpoint(
      `PATCH /api/reviews/:id/${vote}`,
      "PATCH",
      idPath("/api/reviews/", `/${vote}`, (id) => /^[1-9][0-9]{0,14}$/.test(id)),
    ),
  ),
  bodyEndpoint(
    "POST /api/ai-image/generate",
    "POST",
    "/api/ai-image/generate",
    hostileBody(imageRecord),
    (body) =>
      body.contentType === "application/json" && fieldsValid(imageGenerationRequestSchema, body),
  ),
  pathEndpoint(
    "GET /api/ai-image/jobs/:id",
    "GET",
    idPath("/api/ai-image/jobs/", "", (id) => IMAGE_JOB_ID_PATTERN.test(id)),
  ),
  pathEndpoint(
    "POST /api/ai-image/jobs/:id/cancel",
    "POST",
    idPath("/api/ai-image/jobs/", "/cancel", (id) => IMAGE_JOB_ID_PATTERN.test(id)),
  ),
  bodyEndpoint(
    "POST /api/ai-call-dialer/call",
    "POST",
    "/api/ai-call-dialer/call",
    hostileBody(callRecord),
    (body) => fieldsValid(aiCallRequestSchema, body),
    "call-error",
  ),
  bodyEndpoint(
    "POST /api/ai-call-dialer/hangup",
    "POST",
    "/api/ai-call-dialer/hangup",
    hostileBody(hangUpRecord),
    // A guessed sid and token never prove a call is one's own: every probe is refused.
    () => false,
    "call-error",
  ),
  bodyEndpoint(
    "POST /api/ai-call-dialer/verification",
    "POST",
    "/api/ai-call-dialer/verification",
    hostileBody(verificationRecord),
    (body) => fieldsValid(verificationRequestSchema, body),
    "call-error",
  ),
  bodyEndpoint(
    "POST /api/ai-call-dialer/verification/check",
    "POST",
    "/api/ai-call-dialer/verification/check",
    hostileBody(verificationCheckRecord),
    (body) => fieldsValid(verificationCheckSchema, body),
    "call-error",
  ),
  bodyEndpoint(
    "POST /api/ai-call-dialer/web-call",
    "POST",
    "/api/ai-call-dialer/web-call",
    hostileBody(webCallRecord),
    (body) => fieldsValid(webCallRequestSchema, body),
    "call-error",
  ),
  // The browser call's socket answers plain HTTP with a refusal, never a page or a 5xx.
  pathEndpoint(
    "GET /api/ai-call-dialer/web-call/ws",
    "GET",
    junkQuery.map(({ query }) => ({
      path: `/api/ai-call-dialer/web-call/ws${query}`,
      valid: false,
    })),
  ),
  pathEndpoint(
    "GET /api/challenge",
    "GET",
    junkQuery.map(({ query }) => ({ path: `/api/challenge${query}`, valid: true })),
  ),
  callSocket,
  ownCallSocket,
  unknownRoutes,
  unknownMethods,
  apiDocs,
  sitePages,
  twilioWebhook(TWILIO_WEBHOOK_PATHS.status),
  twilioWebhook(TWILIO_WEBHOOK_PATHS.gather),
  twilioWebhook(TWILIO_WEBHOOK_PATHS.relayEnded),
  twilioWebhook(TWILIO_WEBHOOK_PATHS.answeredBy),
  relaySocket,
];
