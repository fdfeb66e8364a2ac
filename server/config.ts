import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_IMAGE_TIMEOUT_MS, IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import { addressKey } from "./client-address";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const POSITIVE_BYTES = { error: "must be a positive whole number of bytes" };

/** An http(s) address with nothing after the host, as browsers send it in `Origin`. */
const origin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: (issue) => `"${String(issue.input)}" is not an origin like https://example.com` },
);

/** Stands in for NEWSLETTER_SECRET outside production, where links need not resist forgery. */
export const DEVELOPMENT_NEWSLETTER_SECRET = "development-only-newsletter-secret-do-not-use";

/** Comma-separated entries, trimmed, the empty ones dropped; unset is an empty list. */
const commaList = z
  .string()
  .default("")
  .transform((list) =>
    list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

/** Empty means the same origin as the page; otherwise an absolute http(s) address. */
const publicBaseUrl = z
  .union([z.literal(""), z.url({ protocol: /^https?$/, error: "must be an http(s) URL or empty" })])
  .default("");

const PROXIES_EXAMPLE = "the proxies' IP addresses or networks (CIDR), e.g. 10.0.0.2,fd00::/8";
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY's text as the proxies Fastify trusts. `true` is refused: it believes every
 * X-Forwarded-For entry, those a visitor writes before the proxy adds the real address included,
 * so visitors would choose the address every per-address limit counts. A hop count is refused
 * too: Fastify ignores it, as it cannot tell the proxy from a visitor connecting directly, so every
 * visitor would count as the proxy.
 */
function trustedProxies(text: string, context: z.RefinementCtx): false | string[] {
  const value = text.trim().toLowerCase();
  const refuse = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value === "false") return false;
  if (value === "true") {
    return refuse(`true would let visitors choose their own address; list ${PROXIES_EXAMPLE}`);
  }
  if (/^[0-9]+$/.test(value)) {
    return refuse(`a number of proxies cannot tell them from visitors; list ${PROXIES_EXAMPLE}`);
  }
  const proxies = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies.length === 0 || proxies.some((entry) => !proxyAddress.safeParse(entry).success)) {
    return refuse(`must be false or list ${PROXIES_EXAMPLE}`);
  }
  return proxies;
}

/** A whole number (of `unit`, when given) of at least `min`, given as text in the environment. */
function wholeNumber(min: number, fallback: number, unit?: string) {
  const error = `must be a whole number${unit ? ` of ${unit}` : ""} of at least ${min}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).default(fallback);
}

/** A whole number (of `unit`, when given) from `min` to `max`, given as text in the environment. */
function wholeNumberFrom(min: number, max: number, fallback: number, unit?: string) {
  const error = `must be a whole number${unit ? ` of ${unit}` : ""} from ${min} to ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error })
    .default(fallback);
}

/** A whole number of milliseconds, at least `min`, given as text in the environment. */
function milliseconds(min: number, fallback: number) {
  const error = "must be a whole number of milliseconds";
  const tooShort = min === 0 ? error : `must be at least ${min} milliseconds`;
  return z.coerce.number({ error }).int({ error }).min(min, { error: tooShort }).default(fallback);
}

export const IMAGE_PROVIDERS = [
  "demo",
  "automatic1111",
  "comfyui",
  "huggingface",
  "openai",
] as const;

/** Public model id → the image back end's own name for it, as a JSON object. */
const imageModelNames = z
  .string()
  .default("{}")
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "must be a JSON object" });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(z.enum(IMAGE_MODEL_IDS), z.string().min(1), {
      error: "must map the public model ids to names",
    }),
  );

const configSchema = z.object({
  /** `development`, `production` or `test`; production adds `upgrade-insecure-requests` to the CSP. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Interface the server listens on. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** TCP port the server listens on (0 picks a free one). */
  PORT: wholeNumberFrom(0, 65535, 8080),
  /** Directory for the SQLite database and uploaded files; created when missing. */
  DATA_DIR: z
    .string()
    .default("./data")
    .transform((path) => resolve(path)),
  /** `postgres://user:password@host:port/name` to use PostgreSQL; unset means SQLite at `DATA_DIR/site.db`. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  /** Value every `/api/*` request must carry in `X-API-Key` (or `api_key` on WebSockets); it identifies the site and is not a secret. */
  API_KEY: z.string().min(1).default("studio-site-public-key"),
  /** Comma-separated origins allowed to call the API from other sites; empty allows the same origin only. */
  CORS_ORIGINS: commaList.pipe(z.array(origin)),
  /** Largest accepted request body in bytes (JSON and forms). */
  BODY_LIMIT_BYTES: z.coerce
    .number(POSITIVE_BYTES)
    .int(POSITIVE_BYTES)
    .positive(POSITIVE_BYTES)
    .default(1024 * 1024),
  /** Time a client has to send one whole request, body included (408 after); 10 minutes take 25 MB at 350 kbit/s, a slow mobile link. */
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 10 * 60_000),
  /** A connection silent this long is closed (WebSockets excepted); longer than IMAGE_TIMEOUT_MS, an image's silent wait. */
  CONNECTION_IDLE_TIMEOUT_MS: wholeNumber(1000, DEFAULT_IMAGE_TIMEOUT_MS + 60_000),
  /** Comma-separated client IP addresses exempt from every per-IP rate limit (load tests, monitors); an IPv6 address exempts its /64. */
  RATE_LIMIT_ALLOW_LIST: commaList
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: "must list IP addresses" })))
    // Compared with the key the limits count a client by.
    .transform((addresses) => addresses.map(addressKey)),
  /** Bytes of attachments one client address may store per day, UTC; more are refused with 429. */
  ATTACHMENT_PER_IP_DAILY_BYTES: wholeNumber(1, 100 * 1024 * 1024),
  /** Bytes of attachments the whole site may store per day, UTC; more are refused with 429. */
  ATTACHMENT_DAILY_BYTES: wholeNumber(1, 2 * 1024 * 1024 * 1024),
  /** Attachments are refused with 507 while the disk holding DATA_DIR has less free space than this many bytes; 0 turns the check off. */
  ATTACHMENT_MIN_FREE_DISK_BYTES: wholeNumber(0, 1024 * 1024 * 1024),
  /** Reports from this many distinct visitors, on as many addresses, hide a review until a moderator decides. */
  REVIEW_REPORT_THRESHOLD: wholeNumber(1, 3),
  /** How long review lists and stats may be answered from memory (every local write clears them); 0 turns it off. */
  REVIEW_CACHE_TTL_MS: milliseconds(0, 1000),
  /** Directory of the built single-page app (`npm run build` writes it). */
  STATIC_DIR: z
    .string()
    .default("./dist")
    .transform((path) => resolve(path)),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(logLevels).default("info"),
  /** Comma-separated addresses or networks (CIDR) of the reverse proxies in front, whose `X-Forwarded-*` are believed; `false` when none. */
  TRUST_PROXY: z.string().default("false").transform(trustedProxies),
  /** Base URL the browser uses for the API; empty means the site's own origin. */
  PUBLIC_API_BASE_URL: publicBaseUrl,
  /** Base URL the browser uses for image generation; empty means the site's own origin. */
  PUBLIC_IMAGE_API_BASE_URL: publicBaseUrl,
  /** Public address of the site, base of the links in e-mails; https in production, as one-click unsubscribe requires. */
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("http://localhost:8080")
    .transform((url) => url.replace(/\/+$/, "")),
  /** `smtp://user:password@host:587` or `smtps://...`; unset keeps mail pending in the outbox (`npm run admin -- outbox list`). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" })
    .optional(),
  /** Sender of every e-mail, as `Name <address>`. */
  MAIL_FROM: z.string().min(1).default("Nexora Studio <hello@nexorastudio.in>"),
  /** How long a mail being sent stays claimed by one server; a server killed mid-send leaves it due again after this long. */
  OUTBOX_CLAIM_LEASE_MS: milliseconds(1000, 5 * 60_000),
  /** Address that receives contact messages and project requests. */
  STUDIO_INBOX: z.email({ error: "must be an e-mail address" }).default("hello@nexorastudio.in"),
  /** Key (32 characters or more) that signs newsletter confirm and unsubscribe links; required in production. */
  NEWSLETTER_SECRET: z
    .string()
    .min(32, { error: "must be at least 32 characters" })
    .default(DEVELOPMENT_NEWSLETTER_SECRET),
  /** `demo`, `automatic1111`, `comfyui`, `huggingface` or `openai`; unset: `demo`, except in production, which then refuses. */
  IMAGE_PROVIDER: z.enum(IMAGE_PROVIDERS).optional(),
  /** Base URL of the image back end; unset: its usual address (local ports 7860 and 8188, the public APIs). */
  IMAGE_PROVIDER_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** Token for Hugging Face or the OpenAI-compatible API, or `user:password` for AUTOMATIC1111's `--api-auth`. */
  IMAGE_PROVIDER_TOKEN: z.string().optional(),
  /** JSON object from the four public model ids to the back end's names (checkpoints, model names). */
  IMAGE_MODEL_NAMES: imageModelNames,
  /** Image generations that run at the same time. */
  IMAGE_CONCURRENCY: wholeNumber(1, 1),
  /** Image generations that may wait for a free slot; more are refused with 503. */
  IMAGE_QUEUE_LIMIT: wholeNumber(0, 20),
  /** Image generations one client address may have waiting or running at once (429 beyond). */
  IMAGE_PER_IP_ACTIVE_LIMIT: wholeNumber(1, 2),
  /** Image generations one client address may start per day, UTC (429 beyond). */
  IMAGE_PER_IP_DAILY_LIMIT: wholeNumber(1, 100),
  /** Image generations the whole site may start per day, UTC (429 beyond). */
  IMAGE_DAILY_LIMIT: wholeNumber(1, 2000),
  /** Longest time one image generation may take, waiting included, before a 504. */
  IMAGE_TIMEOUT_MS: wholeNumber(1, DEFAULT_IMAGE_TIMEOUT_MS),
  /** Milliseconds per simulated step in image demo mode. */
  IMAGE_DEMO_STEP_MS: wholeNumber(0, 100),
  /** Port of `npm run image-service`, the image API as its own process. */
  IMAGE_SERVICE_PORT: wholeNumberFrom(0, 65535, 8081),
  /** Twilio account SID (`AC...`); with the auth token and caller number it makes calls real, otherwise the call dialer runs its demo. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w+$/, { error: "must start with AC" })
    .optional(),
  /** Twilio auth token: authenticates calls to Twilio and checks the signature of Twilio's webhooks. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The Twilio number calls come from, in E.164 form (`+14155550100`). */
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+\d{6,15}$/, { error: "must be an E.164 number like +14155550100" })
    .optional(),
  /** Twilio's REST API address; change it only to point at a compatible or local test server. */
  TWILIO_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.twilio.com")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Public address Twilio reaches this server at for webhooks (signatures are checked against it); empty means PUBLIC_SITE_URL. */
  TWILIO_WEBHOOK_BASE_URL: publicBaseUrl.transform((url) => url.replace(/\/+$/, "")),
  /** `relay` streams the conversation over ConversationRelay; `gather` uses `<Gather input="speech">` webhooks. */
  TWILIO_CONVERSATION_MODE: z.enum(["relay", "gather"]).default("relay"),
  /** Base URL of an OpenAI-compatible chat API, `/v1` included; unset uses the scripted demo AI. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  /** Key for the chat API (any value for a local server that ignores it). */
  LLM_API_KEY: z.string().min(1).default("not-needed"),
  /** Chat model the AI caller speaks with. */
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** How long the AI may take to start a reply before a short spoken apology is used instead. */
  LLM_TIMEOUT_MS: milliseconds(100, 6000),
  /** In production, `true` lets the call dialer run its labelled demo (simulated phone and AI) when Twilio or the LLM is not configured. */
  CALL_DEMO_MODE: z.stringbool({ error: "must be true or false" }).default(false),
  /** Milliseconds between steps of a demo call (ringing, answer, the scripted callee's replies). */
  CALL_DEMO_PACE_MS: milliseconds(10, 1500),
  /** Comma-separated country calling codes calls may go to, e.g. `91,1,44`. */
  CALL_ALLOWED_COUNTRY_CODES: z
    .string()
    .default("91")
    .transform((list) =>
      list
        .split(",")
        .map((entry) => entry.trim().replace(/^\+/, ""))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{1,3}$/, { error: "must list calling codes like 91" }))),
  /** Calls one client address may place per hour. */
  CALL_LIMIT_PER_IP_PER_HOUR: wholeNumber(1, 3),
  /** Calls one destination number may receive per day. */
  CALL_LIMIT_PER_NUMBER_PER_DAY: wholeNumber(1, 2),
  /** Calls the whole site may place per UTC day, a ceiling on the telephony bill. */
  CALL_DAILY_CAP: wholeNumber(1, 50),
  /** Longest a call may last, in seconds; Twilio hangs up after it. */
  CALL_MAX_DURATION_SECONDS: wholeNumberFrom(30, 14400, 180, "seconds"),
  /** Times the AI answers the person called in one call (each a model request); past it, it says goodbye and hangs up. */
  CALL_MAX_TURNS: wholeNumber(1, 20),
  /** Days calls, transcripts and summaries are kept before they are deleted. */
  CALL_RETENTION_DAYS: wholeNumber(1, 30, "days"),
  /** Call sockets (the AI call page's live view) one client address may hold open in each server instance. */
  CALL_SOCKETS_PER_IP: wholeNumber(1, 10),
  /** Milliseconds between pings on a call socket; one that has not answered a ping by the next is closed. */
  CALL_SOCKET_HEARTBEAT_MS: milliseconds(50, 30_000),
  /** `redis://host:6379` to share live call events, rate limits and daily image limits between server instances; unset keeps them in process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "must start with redis:// or rediss://" })
    .optional(),
  /** Prefix of every Redis key and channel the site uses, so several sites can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default("nexora:"),
});

/** Rules across variables: a known default would let anyone forge newsletter links. */
function checkProductionSecrets(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  if (
    config.NODE_ENV === "production" &&
    config.NEWSLETTER_SECRET === DEVELOPMENT_NEWSLETTER_SECRET
  ) {
    context.addIssue({
      code: "custom",
      path: ["NEWSLETTER_SECRET"],
      message: "must be set in production (at least 32 random characters)",
    });
  }
}

/** Twilio needs all three settings; a partial set is a mistake, not a request for the demo. */
function checkTwilioSettings(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  const names = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER"] as const;
  const missing = names.filter((name) => !config[name]);
  if (missing.length === 0 || missing.length === names.length) return;
  for (const name of missing) {
    context.addIssue({
      code: "custom",
      path: [name],
      message: `must be set together with ${names.filter((other) => other !== name).join(" and ")}`,
    });
  }
}

/** A connection waiting in silence for its image must not be closed as idle before the answer. */
function checkIdleTimeout(config: z.output<typeof configSchema>, context: z.RefinementCtx) {
  if (config.CONNECTION_IDLE_TIMEOUT_MS <= config.IMAGE_TIMEOUT_MS) {
    context.addIssue({
      code: "custom",
      path: ["CONNECTION_IDLE_TIMEOUT_MS"],
      message: `must be longer than IMAGE_TIMEOUT_MS (${config.IMAGE_TIMEOUT_MS})`,
    });
  }
}

/** Every variable with the rules across them; the README's configuration table is built from it. */
export const environmentSchema = configSchema
  .superRefine(checkProductionSecrets)
  .superRefine(checkTwilioSettings)
  .superRefine(checkIdleTimeout);

export type Config = z.infer<typeof environmentSchema>;

/** Reads the environment once; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Only our variables, and `NAME=` counts as unset so defaults apply.
  const input = Object.fromEntries(
    Object.keys(environmentSchema.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = environmentSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  - ${issue.path[0] === undefined ? "" : String(issue.path[0])}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** For the programs' entry points: a bad environment is reported on stderr and ends the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
