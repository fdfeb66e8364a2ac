import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js/max";
import twilio from "twilio";
import { isTerminalCallStatus } from "#contract/ai-call-rules";
import { WebSocket } from "ws";

/** A call as Twilio's REST API received it. */
export interface CreatedCall {
  sid: string;
  to: string;
  from: string;
  twiml: string;
  statusCallback: string;
  statusCallbackEvents: string[];
  timeLimit: string | null;
  /** Answering-machine detection as asked: `MachineDetection`, `AsyncAmd`, its callback. */
  machineDetection: string | null;
  asyncAmd: string | null;
  asyncAmdStatusCallback: string | null;
}

/** The account's own set-up, which Twilio checks before it places a call. */
export interface FakeTwilioAccount {
  /** Numbers the account owns or verified, the only allowed `From`; null allows any. */
  callerIds: string[] | null;
  /** Country calling codes the voice geographic permissions allow; null allows every one. */
  geoPermissions: string[] | null;
  /** `active`, `suspended` or `closed`, as the Account resource reports it. */
  status: "active" | "suspended" | "closed";
  /** `Trial` or `Full`. */
  type: "Trial" | "Full";
}

export interface FakeTwilio {
  /** Use as TWILIO_API_BASE_URL. */
  url: string;
  calls: CreatedCall[];
  /** Sids of calls the app asked to end. */
  hungUp: string[];
  /** New TwiML the app sent to live calls, in order. */
  updates: { sid: string; twiml: string }[];
  account: FakeTwilioAccount;
  /** Replaces the auth token (a random one by default), as rotating it in the console does. */
  rotateAuthToken(token?: string): void;
  /** Numbers the API refuses with error 21211, as Twilio does for an invalid `To`. */
  rejectedNumbers: Set<string>;
  /** Numbers on Twilio's blocklist, refused with error 21216 (twilio.com/docs/api/errors/21216). */
  blockedNumbers: Set<string>;
  /** Posts form fields to one of the app's webhooks, signed as Twilio signs them. */
  postSigned(url: string, params: Record<string, string>): Promise<Response>;
  /** Posts a status callback signed as Twilio signs it (or with a forged signature). */
  sendStatus(call: CreatedCall, status: string, options?: { forged?: boolean }): Promise<number>;
  /** Ends a call on Twilio's side without reporting it yet, as when its callback is in flight. */
  markEnded(call: CreatedCall, status: string): void;
  /** Posts a `<Gather>` speech result to the action URL in the call's TwiML. */
  sendSpeech(
    call: CreatedCall,
    speech: string,
    options?: { actionUrl?: string },
  ): Promise<{ status: number; body: string; contentType: string }>;
  /**
   * Answering-machine detection's verdict, posted signed to the call's `AsyncAmdStatusCallback`
   * as Twilio does once the greeting (of `greetingMs`) has ended; refused for a call that did not
   * ask for asynchronous detection.
   */
  sendAnsweredBy(call: CreatedCall, answeredBy: string, greetingMs?: number): Promise<number>;
  /** Opens the ConversationRelay socket named in the call's TwiML, signed like Twilio's handshake. */
  openRelay(call: CreatedCall, options?: { forged?: boolean }): Promise<WebSocket>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const unescapeXml = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The value of an attribute in TwiML, e.g. the Gather `action` or the ConversationRelay `url`. */
export function twimlAttribute(twiml: string, element: string, attribute: string): string {
  const match = new RegExp(`<${element}[^>]*\\s${attribute}="([^"]*)"`).exec(twiml);
  if (!match?.[1]) throw new Error(`No ${element} ${attribute} in ${twiml}`);
  return unescapeXml(match[1]);
}

/**
 * The `<Parameter>` elements inside `<ConversationRelay>`, as Twilio passes them to the socket in
 * `setup.customParameters` (twilio.com/docs/voice/twiml/connect/conversationrelay).
 */
function relayParameters(twiml: string): Record<string, string> {
  const relay = /<ConversationRelay[^>]*>([\s\S]*?)<\/ConversationRelay>/.exec(twiml)?.[1] ?? "";
  const parameters: Record<string, string> = {};
  for (const element of relay.matchAll(/<Parameter\s[^>]*\/?>/g)) {
    const name = /\sname="([^"]*)"/.exec(element[0])?.[1];
    const value = /\svalue="([^"]*)"/.exec(element[0])?.[1];
    if (name !== undefined) parameters[unescapeXml(name)] = unescapeXml(value ?? "");
  }
  return parameters;
}

/** A REST error as Twilio answers it (twilio-node's RestException reads these four fields). */
const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A local stand-in for Twilio: its REST API records outbound calls, and it calls the app back
 * the way Twilio does, every request signed with the account's auth token.
 */
export async function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeTwilio> {
  const calls: CreatedCall[] = [];
  const hungUp: string[] = [];
  const updates: { sid: string; twiml: string }[] = [];
  /** The last status each call reported, as Twilio knows its state. */
  const lastStatus = new Map<string, string>();
  const rejectedNumbers = new Set<string>();
  const blockedNumbers = new Set<string>();
  const account: FakeTwilioAccount = {
    callerIds: null,
    geoPermissions: null,
    status: "active",
    type: "Full",
  };
  const callsPath = `/2010-04-01/Accounts/${accountSid}/Calls`;
  const basicAuth = (token: string) =>
    `Basic ${Buffer.from(`${accountSid}:${token}`).toString("base64")}`;
  let expectedAuth = basicAuth(authToken);

  /**
   * Twilio's answer to a call the account's set-up forbids, in the wording of its error reference
   * (twilio.com/docs/errors/21210, /21215) and its voice geographic permissions guide.
   */
  const accountRefusal = (from: string, to: string) => {
    if (account.callerIds && !account.callerIds.includes(from)) {
      return twilioError(
        400,
        21210,
        `The source phone number provided, ${from}, is not yet verified for your account. You may only make calls from phone numbers that you've verified or purchased from Twilio.`,
      );
    }
    const allowed = account.geoPermissions;
    if (allowed && !allowed.some((code) => to.startsWith(`+${code}`))) {
      return twilioError(
        400,
        21215,
        `Account not authorized to call ${to}. Perhaps you need to enable some international permissions: https://www.twilio.com/console/voice/calls/geo-permissions/low-risk`,
      );
    }
    return null;
  };

  /** A page of a list resource, in the envelope Twilio's list endpoints answer with. */
  const page = (url: URL, key: string, items: object[]) => ({
    [key]: items,
    page: 0,
    page_size: 50,
    start: 0,
    end: Math.max(items.length - 1, 0),
    first_page_uri: `${url.pathname}${url.search}`,
    next_page_uri: null,
    previous_page_uri: null,
    uri: `${url.pathname}${url.search}`,
  });

  /**
   * What the account's read-only resources answer: the Account itself
   * (twilio.com/docs/iam/api/account#fetch-an-account-resource), its numbers
   * (twilio.com/docs/phone-numbers/api/incomingphonenumber-resource#read-multiple-incomingphonenumber-resources),
   * its verified caller ids (twilio.com/docs/voice/api/outgoing-caller-ids#read-multiple-outgoingcallerid-resources)
   * and a country's voice dialing permissions
   * (twilio.com/docs/voice/api/dialingpermissions-country-resource#fetch-a-dialingpermissions-country-resource).
   * A number is on the account when `callerIds` lists it (or is null): bought, not verified.
   */
  const accountResource = (url: URL): object | null => {
    const accountPath = `/2010-04-01/Accounts/${accountSid}`;
    if (url.pathname === `${accountPath}.json`) {
      return {
        sid: accountSid,
        friendly_name: "Test account",
        status: account.status,
        type: account.type,
        uri: url.pathname,
      };
    }
    const phoneNumber = url.searchParams.get("PhoneNumber") ?? "";
    const owned = account.callerIds === null || account.callerIds.includes(phoneNumber);
    if (url.pathname === `${accountPath}/IncomingPhoneNumbers.json`) {
      const numbers = owned
        ? [{ sid: "PN0", phone_number: phoneNumber, account_sid: accountSid }]
        : [];
      return page(url, "incoming_phone_numbers", numbers);
    }
    if (url.pathname === `${accountPath}/OutgoingCallerIds.json`) {
      return page(url, "outgoing_caller_ids", []);
    }
    const country = /^\/v1\/DialingPermissions\/Countries\/([A-Z]{2})$/.exec(url.pathname)?.[1];
    if (country) {
      const callingCode = getCountryCallingCode(country as CountryCode);
      const enabled = account.geoPermissions?.includes(callingCode) ?? true;
      return {
        iso_code: country,
        name: country,
        continent: "",
        country_codes: [`+${callingCode}`],
        low_risk_numbers_enabled: enabled,
        high_risk_special_numbers_enabled: false,
        high_risk_tollfraud_numbers_enabled: false,
        url: `https://voice.twilio.com${url.pathname}`,
        links: {},
      };
    }
    return null;
  };

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const reply = (status: number, body: object) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, twilioError(401, 20003, "Authenticate"));
    }
    if (request.method === "GET") {
      const found = accountResource(new URL(request.url ?? "/", "http://twilio"));
      if (found) return reply(200, found);
    }
    if (request.method === "POST" && request.url === `${callsPath}.json`) {
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      if (rejectedNumbers.has(to)) {
        return reply(
          400,
          twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
        );
      }
      if (blockedNumbers.has(to)) {
        return reply(400, twilioError(400, 21216, "Call blocked by Twilio blocklist"));
      }
      const refusal = accountRefusal(from, to);
      if (refusal) return reply(400, refusal);
      const call: CreatedCall = {
        sid: `CA${randomBytes(16).toString("hex")}`,
        to,
        from,
        twiml: form.get("Twiml") ?? "",
        statusCallback: form.get("StatusCallback") ?? "",
        statusCallbackEvents: form.getAll("StatusCallbackEvent"),
        timeLimit: form.get("TimeLimit"),
        machineDetection: form.get("MachineDetection"),
        asyncAmd: form.get("AsyncAmd"),
        asyncAmdStatusCallback: form.get("AsyncAmdStatusCallback"),
      };
      calls.push(call);
      return reply(201, {
        sid: call.sid,
        account_sid: accountSid,
        to: call.to,
        from: call.from,
        status: "queued",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
        uri: `${callsPath}/${call.sid}.json`,
      });
    }
    const update = new RegExp(`^${callsPath}/(CA[0-9a-f]+)\\.json$`).exec(request.url ?? "");
    const updated = calls.find((call) => call.sid === update?.[1]);
    if (request.method === "POST" && updated) {
      const status = lastStatus.get(updated.sid) ?? "queued";
      // Twilio refuses to update a call that has ended, with error 21220
      // (twilio.com/docs/api/errors/21220).
      if (isTerminalCallStatus(status)) {
        return reply(400, {
          code: 21220,
          message: "Call is not in-progress. Cannot redirect.",
          more_info: "https://www.twilio.com/docs/errors/21220",
          status: 400,
        });
      }
      const twiml = form.get("Twiml");
      if (twiml) updates.push({ sid: updated.sid, twiml });
      if (form.get("Status") !== "completed") return reply(200, { sid: updated.sid, status });
      hungUp.push(updated.sid);
      // A call ended through the API is `completed` once answered, `canceled` while queued or
      // ringing (twilio.com/docs/voice/api/call-resource#call-status-values); Twilio answers the
      // update, then posts the final status to the call's status callback.
      const ended = status === "in-progress" ? "completed" : "canceled";
      reply(200, { sid: updated.sid, account_sid: accountSid, status: ended });
      setTimeout(() => void sendStatus(updated, ended).catch(() => undefined), 5);
      return;
    }
    reply(404, twilioError(404, 20404, "The requested resource was not found"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  let currentToken = authToken;
  const sign = (url: string, params: Record<string, string>, forged = false) =>
    twilio.getExpectedTwilioSignature(forged ? "not-the-auth-token" : currentToken, url, params);
  const postSigned = async (url: string, params: Record<string, string>, forged = false) =>
    fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": sign(url, params, forged),
      },
      body: new URLSearchParams(params).toString(),
    });
  const callParams = (call: CreatedCall) => ({
    CallSid: call.sid,
    AccountSid: accountSid,
    From: call.from,
    To: call.to,
    ApiVersion: "2010-04-01",
    Direction: "outbound-api",
  });

  const sendStatus = async (call: CreatedCall, status: string, forged = false) => {
    if (!forged) lastStatus.set(call.sid, status);
    const response = await postSigned(
      call.statusCallback,
      { ...callParams(call), CallStatus: status, CallbackSource: "call-progress-events" },
      forged,
    );
    return response.status;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    hungUp,
    updates,
    account,
    rotateAuthToken(token = randomBytes(16).toString("hex")) {
      currentToken = token;
      expectedAuth = basicAuth(currentToken);
    },
    rejectedNumbers,
    blockedNumbers,
    postSigned: (url, params) => postSigned(url, params),
    sendStatus: (call, status, options = {}) => sendStatus(call, status, options.forged),
    markEnded: (call, status) => lastStatus.set(call.sid, status),
    async sendSpeech(call, speech, options = {}) {
      const url = options.actionUrl ?? twimlAttribute(call.twiml, "Gather", "action");
      const response = await postSigned(url, {
        ...callParams(call),
        CallStatus: "in-progress",
        SpeechResult: speech,
        Confidence: "0.92",
      });
      return {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get("content-type") ?? "",
      };
    },
    async sendAnsweredBy(call, answeredBy, greetingMs = 0) {
      // Twilio posts the verdict only when the call asked for asynchronous detection; with
      // DetectMessageEnd a machine's verdict comes once its greeting has ended, with these fields
      // (twilio.com/docs/voice/answering-machine-detection).
      if (call.asyncAmd !== "true" || !call.machineDetection || !call.asyncAmdStatusCallback) {
        throw new Error("This call did not ask for asynchronous answering-machine detection");
      }
      await new Promise((resolve) => setTimeout(resolve, greetingMs));
      const response = await postSigned(call.asyncAmdStatusCallback, {
        CallSid: call.sid,
        AccountSid: accountSid,
        AnsweredBy: answeredBy,
        MachineDetectionDuration: String(greetingMs),
      });
      return response.status;
    },
    async openRelay(call, options = {}) {
      const url = twimlAttribute(call.twiml, "ConversationRelay", "url");
      const socket = new WebSocket(url, {
        headers: { "X-Twilio-Signature": sign(url, {}, options.forged) },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once("open", () => {
          socket.send(
            JSON.stringify({
              type: "setup",
              sessionId: `VX${randomBytes(16).toString("hex")}`,
              accountSid,
              callSid: call.sid,
              from: call.from,
              to: call.to,
              direction: "outbound-api",
              customParameters: relayParameters(call.twiml),
            }),
          );
          resolve();
        });
        socket.once("unexpected-response", (_request, response) =>
          reject(new Error(`Handshake refused with ${response.statusCode}`)),
        );
        socket.once("error", reject);
      });
      return socket;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
