import type twilio from "twilio";
import type { CallStatus } from "#contract/ai-call-rules";
import {
  CallAccountError,
  CallRejectedError,
  type PlaceCallRequest,
  type PlacedCall,
  type Telephony,
} from "./telephony";
import { twilioClient } from "./twilio-client";
import { gatherTwiml, hangUpTwiml, relayTwiml } from "./twiml";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Where Twilio's REST API is; a local server in tests. */
  apiBaseUrl: string;
  /** The public address of our webhooks, as Twilio calls (and signs) them. */
  webhookBaseUrl: string;
  mode: "relay" | "gather";
}

/** The paths Twilio calls back on (the relay socket's too), each with the call's reference in the query. */
export const TWILIO_WEBHOOK_PATHS = {
  status: "/webhooks/twilio/call-status",
  gather: "/webhooks/twilio/gather",
  relay: "/webhooks/twilio/relay",
  relayEnded: "/webhooks/twilio/relay-ended",
  answeredBy: "/webhooks/twilio/answered-by",
} as const;

export function twilioWebhookUrl(
  baseUrl: string,
  path: keyof typeof TWILIO_WEBHOOK_PATHS,
  callRef: string,
): string {
  return `${baseUrl}${TWILIO_WEBHOOK_PATHS[path]}?ref=${encodeURIComponent(callRef)}`;
}

// Twilio's error codes for a destination number it cannot reach or will not call, 21216 being a
// number on Twilio's own blocklist (twilio.com/docs/api/errors).
const REJECTED_NUMBER_CODES = new Set([13224, 21211, 21214, 21216, 21217]);

// Twilio's error codes for faults of the account's own set-up, each with what the operator fixes
// (twilio.com/docs/api/errors and the voice dialing geographic permissions guide).
export const ACCOUNT_FAULTS: Record<number, string> = {
  20003:
    "Twilio refused the credentials: check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN (a rotated token must be updated here)",
  20005: "The Twilio account is not active: reactivate it or use another account",
  21210:
    "TWILIO_FROM_NUMBER is not a number this Twilio account owns or has verified: buy or verify it in the Twilio console",
  21212: "TWILIO_FROM_NUMBER is not a valid caller number for this Twilio account",
  21215:
    "The Twilio account's voice geographic permissions do not allow this destination: enable its country (and, if needed, its high-risk ranges) in the console's Voice Geographic Permissions, or remove it from CALL_ALLOWED_REGIONS",
  21219:
    "A trial Twilio account may only call verified numbers: upgrade the account to call visitors' numbers",
};

/** Twilio's answer to an update of a call that has already ended ("Call is not in-progress"). */
const CALL_NOT_IN_PROGRESS = 21220;

/**
 * Hangs up a call: `Status=completed` ends it whether it rings or is answered, and Twilio then
 * posts the final status to the call's status callback. A call that has already ended is left be.
 */
export async function hangUpTwilioCall(client: twilio.Twilio, sid: string): Promise<void> {
  try {
    await client.calls(sid).update({ status: "completed" });
  } catch (error) {
    if ((error as { code?: number }).code !== CALL_NOT_IN_PROGRESS) throw error;
  }
}

/** Real calls through Twilio's REST API; the conversation runs in Twilio's webhooks. */
export function createTwilioTelephony(options: TwilioOptions): Telephony {
  const client = twilioClient({ ...options, origin: "https://api.twilio.com" });
  const url = (path: keyof typeof TWILIO_WEBHOOK_PATHS, callRef: string) =>
    twilioWebhookUrl(options.webhookBaseUrl, path, callRef);

  return {
    simulated: false,
    async placeCall(request: PlaceCallRequest): Promise<PlacedCall> {
      const twiml =
        options.mode === "relay"
          ? relayTwiml({
              socketUrl: url("relay", request.callRef).replace(/^http/, "ws"),
              welcomeGreeting: request.opening,
              actionUrl: url("relayEnded", request.callRef),
            })
          : gatherTwiml(request.opening, url("gather", request.callRef));
      try {
        const call = await client.calls.create({
          to: request.to,
          from: options.from,
          twiml,
          statusCallback: url("status", request.callRef),
          statusCallbackMethod: "POST",
          statusCallbackEvent: ["initiated", "ringing", "answered", "completed"],
          timeLimit: request.maxDurationSeconds,
          // Asynchronous detection lets the conversation start at once; the verdict arrives after
          // a machine's greeting, in time to leave a message (billed per call).
          machineDetection: "DetectMessageEnd",
          asyncAmd: "true",
          asyncAmdStatusCallback: url("answeredBy", request.callRef),
          asyncAmdStatusCallbackMethod: "POST",
        });
        return { sid: call.sid, status: call.status as CallStatus };
      } catch (error) {
        const code = (error as { code?: number }).code;
        if (code !== undefined && REJECTED_NUMBER_CODES.has(code)) {
          throw new CallRejectedError(code, { cause: error });
        }
        const fix = code === undefined ? undefined : ACCOUNT_FAULTS[code];
        if (code !== undefined && fix) throw new CallAccountError(code, fix, { cause: error });
        throw error;
      }
    },
    hangUp: (sid: string) => hangUpTwilioCall(client, sid),
    async leaveMessage(sid: string, text: string) {
      await client.calls(sid).update({ twiml: hangUpTwiml(text) });
    },
    async close() {},
  };
}
