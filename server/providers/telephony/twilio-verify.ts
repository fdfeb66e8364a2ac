import {
  VerificationRefusedError,
  type CodeCheck,
  type PhoneVerifier,
  type VerificationRefusal,
} from "./phone-verifier";
import { twilioClient } from "./twilio-client";

export interface TwilioVerifyOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** Where Verify's REST API is; a local server in tests. */
  apiBaseUrl: string;
}

export const VERIFY_ORIGIN = "https://verify.twilio.com";

// Twilio's error codes (twilio.com/docs/api/errors) by what they mean for the visitor.
const REFUSALS: Record<number, VerificationRefusal> = {
  20003: "account", // authentication failed
  20404: "account", // on sending: the Verify service does not exist
  60200: "number", // invalid parameter: the `To` number
  60205: "number", // SMS is not supported by a landline
  60410: "number", // the number's prefix is blocked by Fraud Guard
  60203: "too-many", // max send attempts reached for this number
  20429: "too-many", // too many requests
  60212: "too-many", // too many concurrent requests for this number
  60223: "account", // the channel is disabled for the service
};

interface RestError {
  status?: number;
  code?: number;
  message?: string;
}

function refusalOf(error: unknown): VerificationRefusedError {
  const { code, status, message } = (error ?? {}) as RestError;
  const refusal = (code && REFUSALS[code]) ?? (status === 401 ? "account" : undefined);
  if (!refusal) throw error;
  return new VerificationRefusedError(refusal, code, message ?? "Twilio Verify refused");
}

/** Codes by SMS through Twilio Verify (`verify.v2`): Twilio makes, sends and checks them. */
export function createTwilioVerify(options: TwilioVerifyOptions): PhoneVerifier {
  const client = twilioClient({ ...options, origin: VERIFY_ORIGIN });
  const service = client.verify.v2.services(options.serviceSid);

  return {
    simulated: false,
    async sendCode(to) {
      try {
        await service.verifications.create({ to, channel: "sms" });
        return {};
      } catch (error) {
        throw refusalOf(error);
      }
    },
    async checkCode(to, code): Promise<CodeCheck> {
      try {
        const check = await service.verificationChecks.create({ to, code });
        return check.status === "approved" ? "approved" : "wrong";
      } catch (error) {
        // No pending verification: expired after 10 minutes, already approved, or too many tries.
        const { status, code: errorCode } = (error ?? {}) as RestError;
        if (status === 404 || errorCode === 20404 || errorCode === 60202) return "expired";
        throw refusalOf(error);
      }
    },
  };
}
