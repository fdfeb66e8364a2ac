import { getCountries } from "libphonenumber-js/max";
import { z } from "zod";
import { milliseconds, publicBaseUrl, wholeNumber } from "./fields";

const commaEntries = (list: string) =>
  list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The telephony and the chat model behind AI calls, and the limits on calls. */
export const callSettings = {
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
  /** Twilio's REST API address; change it only to point at a compatible or local test server (which then also answers `npm run doctor`'s Voice dialing-permission lookups). */
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
  /** Name of the reply-length field: `max_completion_tokens` (OpenAI's current one, required by its reasoning models); `max_tokens` only for an older compatible server that knows no other. */
  LLM_TOKEN_LIMIT_FIELD: z
    .enum(["max_completion_tokens", "max_tokens"])
    .default("max_completion_tokens"),
  /** Reasoning effort (`minimal`, `low`, `medium`, `high`) sent as `reasoning_effort`; set it (`low` suits a phone call) for a reasoning model (OpenAI's o-series, GPT-5), whose reply limit then gets room for its hidden reasoning; unset sends none, as other models need. */
  LLM_REASONING_EFFORT: z.enum(["minimal", "low", "medium", "high"]).optional(),
  /** Sampling temperature sent to the chat API; unset sends none, so the model's default applies (OpenAI's reasoning models accept no other). */
  LLM_TEMPERATURE: z.coerce
    .number({ error: "must be a number from 0 to 2" })
    .min(0, { error: "must be a number from 0 to 2" })
    .max(2, { error: "must be a number from 0 to 2" })
    .optional(),
  /** How long the AI may take to start a reply before a short spoken apology is used instead. */
  LLM_TIMEOUT_MS: milliseconds(100, 6000),
  /** In production, `true` lets the call dialer run its labelled demo (simulated phone and AI) when Twilio or the LLM is not configured. */
  CALL_DEMO_MODE: z.stringbool({ error: "must be true or false" }).default(false),
  /** Milliseconds between steps of a demo call (ringing, answer, the scripted callee's replies). */
  CALL_DEMO_PACE_MS: milliseconds(10, 1500),
  /** Comma-separated regions (ISO 3166 codes such as `IN,US,GB`) whose mobile numbers calls and codes may go to; a number's region, not its calling code, is compared, so `US` does not open Jamaica's +1 876. Default `IN`. */
  CALL_ALLOWED_REGIONS: z
    .string()
    .optional()
    .transform((list) => list && commaEntries(list).map((entry) => entry.toUpperCase()))
    .pipe(z.array(z.enum(getCountries(), { error: "must list regions like IN,US,GB" })).optional()),
  /** Replaced by CALL_ALLOWED_REGIONS and still read when that is unset: each calling code stands for its main region (`1` for US, `44` for GB), with a warning at start-up. */
  CALL_ALLOWED_COUNTRY_CODES: z
    .string()
    .optional()
    .transform((list) => list && commaEntries(list).map((entry) => entry.replace(/^\+/, "")))
    .pipe(
      z
        .array(z.string().regex(/^\d{1,3}$/, { error: "must list calling codes like 91" }))
        .optional(),
    ),
  /** Phone calls one client address may place per hour (calls held in the browser have limits of their own). */
  CALL_LIMIT_PER_IP_PER_HOUR: wholeNumber(1, 3),
  /** Calls one destination number may receive per day. */
  CALL_LIMIT_PER_NUMBER_PER_DAY: wholeNumber(1, 2),
  /** Phone calls the whole site may place per UTC day, a ceiling on the telephony bill. */
  CALL_DAILY_CAP: wholeNumber(1, 50),
  /** Demo mode (simulated phone network): calls one client address may place per hour, enough to try every demo number a few times. */
  CALL_DEMO_LIMIT_PER_IP_PER_HOUR: wholeNumber(1, 20),
  /** Demo mode: calls one number may receive per day. */
  CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY: wholeNumber(1, 10),
  /** Demo mode: calls the whole site may place per UTC day, a ceiling on chat-model requests when an LLM answers. */
  CALL_DEMO_DAILY_CAP: wholeNumber(1, 2000),
  /** Chat-model requests the calls of one client address may make per hour, all together (demo and real: the opening, each answer, a voicemail message, the summary); past it the AI says goodbye and new calls are refused. Not counted while the scripted demo AI answers. */
  CALL_CHAT_REQUESTS_PER_IP_PER_HOUR: wholeNumber(1, 60),
  /** Longest a phone call may last, in seconds; Twilio hangs up after it. */
  CALL_MAX_DURATION_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds from 30 to 14400" })
    .int({ error: "must be a whole number of seconds from 30 to 14400" })
    .min(30, { error: "must be a whole number of seconds from 30 to 14400" })
    .max(14400, { error: "must be a whole number of seconds from 30 to 14400" })
    .default(180),
  /** Times the AI answers the person called in one phone call (each a model request); past it, it says goodbye and hangs up. */
  CALL_MAX_TURNS: wholeNumber(1, 20),
  /** Days calls, transcripts and summaries are kept before they are deleted. */
  CALL_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days of at least 1" })
    .int({ error: "must be a whole number of days of at least 1" })
    .min(1, { error: "must be a whole number of days of at least 1" })
    .default(30),
  /** `true` serves clients of the original call page, which never send `watch`: such a socket is sent the statuses and lines (no summaries) of every call placed from its client address while it is open. Privacy trade-off: everyone behind one address (an office, a carrier's shared NAT) sees the others' calls; off keeps each call private to the browser holding its token. */
  CALL_LEGACY_BROADCAST: z.stringbool({ error: "must be true or false" }).default(false),
  /** Twilio Verify service SID (`VA...`) that texts the one-time codes proving the person called agreed; required for real calls. */
  TWILIO_VERIFY_SERVICE_SID: z
    .string()
    .regex(/^VA\w+$/, { error: "must start with VA" })
    .optional(),
  /** Twilio Verify's REST API address; change it only to point at a local test server. */
  TWILIO_VERIFY_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://verify.twilio.com")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Days a number stays verified after its owner typed the code; calls to it need no new code meanwhile. */
  VERIFIED_NUMBER_DAYS: wholeNumber(1, 30),
  /** Codes one client address may ask for per hour (each is a paid text message). */
  VERIFY_CODES_PER_IP_PER_HOUR: wholeNumber(1, 3),
  /** Codes one phone number may receive per day. */
  VERIFY_CODES_PER_NUMBER_PER_DAY: wholeNumber(1, 3),
  /** Codes the whole site may send per UTC day, a ceiling on the text-message bill. */
  VERIFY_CODES_DAILY_CAP: wholeNumber(1, 100),
  /** Wrong codes typed for one number before it is locked. */
  VERIFY_MAX_WRONG_CODES: wholeNumber(1, 5),
  /** Minutes a number stays locked after too many wrong codes. */
  VERIFY_LOCK_MINUTES: wholeNumber(1, 30),
  /** Call sockets (the AI call page's live view) one client address may hold open in each server instance. */
  CALL_SOCKETS_PER_IP: wholeNumber(1, 10),
  /** Milliseconds between pings on a call socket; one that has not answered a ping by the next is closed. */
  CALL_SOCKET_HEARTBEAT_MS: milliseconds(50, 30_000),
};
