import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { sendJson } from "./fake-http-server";

// A local Twilio Verify (REST API v2), as twilio-node's verify.v2 client calls it
// (src/rest/verify/v2/service/verification.ts, verificationCheck.ts) and as twilio.com/docs/verify/api
// and its error pages describe the answers.

/** Twilio Verify's limits: a code lives 10 minutes, 5 checks per verification, 5 sends per 10 min. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CHECKS = 5;
const MAX_SENDS = 5;

interface Pending {
  sid: string;
  code: string;
  sentAt: number;
  checks: number;
  sends: number;
}

export interface FakeTwilioVerify {
  /** Use as TWILIO_VERIFY_API_BASE_URL. */
  url: string;
  serviceSid: string;
  /** Every text "sent", in order: the number and the code it carried. */
  texts: { to: string; code: string }[];
  /** Every VerificationCheck received, by number: what a real service would count and bill. */
  checks: string[];
  /** Numbers Verify refuses to text with 60205, as it does for landlines. */
  landlines: Set<string>;
  /**
   * Numbers Verify refuses to text with 60212, as it does while requests for one number pile up
   * (twilio.com/docs/api/errors/60212).
   */
  busyNumbers: Set<string>;
  /** Moves every pending code past its 10 minutes, as time passing would. */
  expireAll(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Twilio's error body (twilio-node's RestException reads `code`, `message`, `more_info`, `status`). */
function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

export async function startFakeTwilioVerify(
  accountSid: string,
  authToken: string,
): Promise<FakeTwilioVerify> {
  const serviceSid = `VA${randomBytes(16).toString("hex")}`;
  const texts: { to: string; code: string }[] = [];
  const checks: string[] = [];
  const landlines = new Set<string>();
  const busyNumbers = new Set<string>();
  const pending = new Map<string, Pending>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  const servicePath = `/v2/Services/${serviceSid}`;

  const live = (to: string) => {
    const entry = pending.get(to);
    if (entry && Date.now() - entry.sentAt > CODE_LIFETIME_MS) pending.delete(to);
    return pending.get(to);
  };
  const resource = (to: string, entry: Pending, status: string) => ({
    sid: entry.sid,
    service_sid: serviceSid,
    account_sid: accountSid,
    to,
    channel: "sms",
    status,
    valid: status === "approved",
    date_created: new Date(entry.sentAt).toISOString(),
    date_updated: new Date().toISOString(),
  });

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const reply = (status: number, body: object) => sendJson(response, status, body);
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, twilioError(401, 20003, "Authenticate"));
    }
    const to = form.get("To") ?? "";
    // twilio.com/docs/verify/api/service#fetch-a-service-resource
    if (request.method === "GET" && request.url === servicePath) {
      return reply(200, {
        sid: serviceSid,
        account_sid: accountSid,
        friendly_name: "Test consent codes",
        code_length: 6,
        url: `https://verify.twilio.com${servicePath}`,
      });
    }
    if (request.method === "POST" && request.url === `${servicePath}/Verifications`) {
      if (!/^\+[1-9]\d{6,14}$/.test(to) || !form.get("Channel")) {
        return reply(400, twilioError(400, 60200, "Invalid parameter `To`: " + to));
      }
      if (landlines.has(to)) {
        return reply(400, twilioError(400, 60205, "SMS is not supported by landline phone number"));
      }
      if (busyNumbers.has(to)) {
        return reply(
          429,
          twilioError(429, 60212, "Too many concurrent requests for phone number " + to),
        );
      }
      const previous = live(to);
      if (previous && previous.sends >= MAX_SENDS) {
        return reply(429, twilioError(429, 60203, "Max send attempts reached"));
      }
      // A new send to a pending verification re-sends it: the same sid, a new code.
      const entry: Pending = {
        sid: previous?.sid ?? `VE${randomBytes(16).toString("hex")}`,
        code: String(randomInt(0, 1_000_000)).padStart(6, "0"),
        sentAt: Date.now(),
        checks: 0,
        sends: (previous?.sends ?? 0) + 1,
      };
      pending.set(to, entry);
      texts.push({ to, code: entry.code });
      return reply(201, resource(to, entry, "pending"));
    }
    if (request.method === "POST" && request.url === `${servicePath}/VerificationCheck`) {
      checks.push(to);
      const entry = live(to);
      if (!entry) {
        return reply(
          404,
          twilioError(
            404,
            20404,
            `The requested resource ${servicePath}/VerificationCheck was not found`,
          ),
        );
      }
      entry.checks += 1;
      if (form.get("Code") === entry.code) {
        pending.delete(to);
        return reply(200, resource(to, entry, "approved"));
      }
      if (entry.checks >= MAX_CHECKS) {
        pending.delete(to);
        return reply(429, twilioError(429, 60202, "Max check attempts reached"));
      }
      return reply(200, resource(to, entry, "pending"));
    }
    reply(404, twilioError(404, 20404, `The requested resource ${request.url} was not found`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    serviceSid,
    texts,
    checks,
    landlines,
    busyNumbers,
    expireAll() {
      for (const entry of pending.values()) entry.sentAt -= CODE_LIFETIME_MS + 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
