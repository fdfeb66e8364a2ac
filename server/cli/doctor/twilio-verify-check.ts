import { telephonyChoice } from "../../providers/select-call-providers";
import { twilioClient } from "../../providers/telephony/twilio-client";
import { ACCOUNT_FAULTS } from "../../providers/telephony/twilio-telephony";
import { VERIFY_ORIGIN } from "../../providers/telephony/twilio-verify";
import { errorText, type Check } from "./check";

/** The Verify service that texts the consent codes exists on the account; real calls need it. */
export const checkTwilioVerify: Check = async (config) => {
  if (telephonyChoice(config) !== "real") {
    return { status: "not configured", detail: "no real calls, so no codes to text" };
  }
  const serviceSid = config.TWILIO_VERIFY_SERVICE_SID;
  if (!serviceSid) {
    return {
      status: "failed",
      detail: "TWILIO_VERIFY_SERVICE_SID unset: no number can be verified, so none is called",
      fix: "create a Verify service in the Twilio console and set TWILIO_VERIFY_SERVICE_SID to its VA... SID",
    };
  }
  const client = twilioClient({
    accountSid: config.TWILIO_ACCOUNT_SID ?? "",
    authToken: config.TWILIO_AUTH_TOKEN ?? "",
    origin: VERIFY_ORIGIN,
    apiBaseUrl: config.TWILIO_VERIFY_API_BASE_URL,
  });
  try {
    const service = await client.verify.v2.services(serviceSid).fetch();
    return { status: "ok", detail: `service "${service.friendlyName}" exists` };
  } catch (error) {
    const code = (error as { code?: number }).code;
    return {
      status: "failed",
      detail: errorText(error),
      fix:
        code === 20404
          ? "TWILIO_VERIFY_SERVICE_SID names no Verify service of this account: copy the SID from the console's Verify services"
          : code === undefined
            ? undefined
            : ACCOUNT_FAULTS[code],
    };
  }
};
