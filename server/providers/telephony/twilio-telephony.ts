import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import type { CallStatus } from "#contract/ai-call-rules";
import {
  CallRejectedError,
  type PlaceCallRequest,
  type PlacedCall,
  type Telephony,
} from "./telephony";
import { gatherTwiml, relayTwiml } from "./twiml";

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

/** The paths Twilio calls back on, each with the call's reference in the query. */
export const TWILIO_WEBHOOK_PATHS = {
  status: "/webhooks/twilio/call-status",
  gather: "/webhooks/twilio/gather",
  relay: "/webhooks/twilio/relay",
  relayEnded: "/webhooks/twilio/relay-ended",
} as const;

export function twilioWebhookUrl(
  baseUrl: string,
  path: keyof typeof TWILIO_WEBHOOK_PATHS,
  callRef: string,
): string {
  return `${baseUrl}${TWILIO_WEBHOOK_PATHS[path]}?ref=${encodeURIComponent(callRef)}`;
}

/** Sends Twilio's REST requests to `apiBaseUrl` instead of api.twilio.com. */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBaseUrl: string) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({
      ...opts,
      uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, this.apiBaseUrl),
    });
  }
}

// Twilio's error codes for a destination it will not call (invalid, unverified, blocked).
const REJECTED_NUMBER_CODES = new Set([13224, 21210, 21211, 21214, 21215, 21216, 21217, 21219]);

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
  const client = twilio(options.accountSid, options.authToken, {
    httpClient:
      options.apiBaseUrl === "https://api.twilio.com"
        ? undefined
        : new RedirectingRequestClient(options.apiBaseUrl),
  });
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
        });
        return { sid: call.sid, status: call.status as CallStatus };
      } catch (error) {
        const code = (error as { code?: number }).code;
        if (code !== undefined && REJECTED_NUMBER_CODES.has(code)) {
          throw new CallRejectedError(code, { cause: error });
        }
        throw error;
      }
    },
    hangUp: (sid: string) => hangUpTwilioCall(client, sid),
    async close() {},
  };
}
