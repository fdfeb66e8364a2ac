import type { Config } from "../config";
import type { PhoneVerifier } from "./telephony/phone-verifier";
import { createSimulatedVerify } from "./telephony/simulated-verify";
import { createTwilioVerify } from "./telephony/twilio-verify";
import type { Telephony } from "./telephony/telephony";

export type PhoneVerifierConfig = Pick<
  Config,
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_VERIFY_SERVICE_SID"
  | "TWILIO_VERIFY_API_BASE_URL"
>;

/**
 * The demo's codes go with the simulated phone network, Twilio Verify with real calls; null when
 * calls are off, or real without a Verify service (then no number can be verified, so none is called).
 */
export function createPhoneVerifier(
  config: PhoneVerifierConfig,
  telephony: Telephony | null,
  secret: string,
): PhoneVerifier | null {
  if (!telephony) return null;
  if (telephony.simulated) return createSimulatedVerify(secret);
  if (!config.TWILIO_VERIFY_SERVICE_SID || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN)
    return null;
  return createTwilioVerify({
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    serviceSid: config.TWILIO_VERIFY_SERVICE_SID,
    apiBaseUrl: config.TWILIO_VERIFY_API_BASE_URL,
  });
}
