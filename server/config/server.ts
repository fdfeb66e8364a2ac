import { resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_IMAGE_TIMEOUT_MS } from "#contract/ai-image-rules";
import { addressKey } from "../client-address";
import { commaList, port, wholeNumber } from "./fields";

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

/** Where the server listens, what it stores where, and which requests it takes. */
export const serverSettings = {
  /** `development`, `production` or `test`; production adds `upgrade-insecure-requests` to the CSP. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Interface the server listens on. */
  HOST: z.string().min(1).default("0.0.0.0"),
  /** TCP port the server listens on (0 picks a free one). */
  PORT: port(8080),
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
  CORS_ORIGINS: commaList("").pipe(z.array(origin)),
  /** Largest accepted JSON or form body in bytes (attachments have their own limits); the longest form, 5,000 characters of up to 4 bytes and the bot check's proof, needs under 32 KB. */
  BODY_LIMIT_BYTES: z.coerce
    .number(POSITIVE_BYTES)
    .int(POSITIVE_BYTES)
    .positive(POSITIVE_BYTES)
    .default(64 * 1024),
  /** Time a client has to send one whole request, body included (408 after); 10 minutes take 25 MB at 350 kbit/s, a slow mobile link. */
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 10 * 60_000),
  /** A connection silent this long is closed (WebSockets excepted); longer than IMAGE_TIMEOUT_MS, an image's silent wait. */
  CONNECTION_IDLE_TIMEOUT_MS: wholeNumber(1000, DEFAULT_IMAGE_TIMEOUT_MS + 60_000),
  /** `on` asks browsers to solve a proof-of-work challenge before costly requests (a call, a code by SMS, an image, a newsletter sign-up); `off` for API clients that cannot solve it. */
  BOT_CHALLENGE: z.enum(["on", "off"]).default("on"),
  /** Key (32 characters or more) that signs bot challenges and keys the hashes of verified phone numbers; give every instance the same one. Unset picks a random key at each start, so challenges and verified numbers do not outlive a restart. */
  SIGNING_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  /** `true` runs `npm run doctor`'s checks once the server listens and logs each part that fails or warns, with its fix; unset: on, except when NODE_ENV is `test`. */
  DOCTOR_AT_START: z.stringbool({ error: "must be true or false" }).optional(),
  /** Comma-separated client IP addresses exempt from every per-IP rate limit (load tests, monitors); an IPv6 address exempts its /64. */
  RATE_LIMIT_ALLOW_LIST: commaList("")
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: "must list IP addresses" })))
    // Compared with the key the limits count a client by.
    .transform((addresses) => addresses.map(addressKey)),
};
