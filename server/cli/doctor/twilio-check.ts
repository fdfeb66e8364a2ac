import type twilio from "twilio";
import type { Config } from "../../config";
import { callRegions } from "../../modules/ai-call/calls/phone-numbers";
import { telephonyChoice } from "../../providers/select-call-providers";
import { twilioClient } from "../../providers/telephony/twilio-client";
import { ACCOUNT_FAULTS } from "../../providers/telephony/twilio-telephony";
import { errorText, type Check, type CheckFinding } from "./check";

const API_ORIGIN = "https://api.twilio.com";
const VOICE_ORIGIN = "https://voice.twilio.com";

/** A Twilio REST client for `origin`; a TWILIO_API_BASE_URL other than Twilio's stands in for all. */
function clientFor(config: Config, origin: string): twilio.Twilio {
  return twilioClient({
    accountSid: config.TWILIO_ACCOUNT_SID ?? "",
    authToken: config.TWILIO_AUTH_TOKEN ?? "",
    origin,
    apiBaseUrl: config.TWILIO_API_BASE_URL === API_ORIGIN ? origin : config.TWILIO_API_BASE_URL,
  });
}

/** Twilio's own fix for an error code it answered, else its message. */
function twilioFailure(error: unknown): CheckFinding {
  const code = (error as { code?: number }).code;
  const fix = code === undefined ? undefined : ACCOUNT_FAULTS[code];
  return { status: "failed", detail: errorText(error), fix };
}

/** Whether TWILIO_FROM_NUMBER is one the account bought or verified, the only allowed caller ids. */
async function ownsCallerNumber(client: twilio.Twilio, phoneNumber: string): Promise<boolean> {
  const owned = await client.incomingPhoneNumbers.list({ phoneNumber, limit: 1 });
  if (owned.length > 0) return true;
  const verified = await client.outgoingCallerIds.list({ phoneNumber, limit: 1 });
  return verified.length > 0;
}

/** The allowed regions whose ordinary (low-risk) numbers the voice geographic permissions block. */
async function blockedRegions(client: twilio.Twilio, regions: string[]): Promise<string[]> {
  const countries = await Promise.all(
    regions.map((region) => client.voice.v1.dialingPermissions.countries(region).fetch()),
  );
  return countries
    .filter((country) => !country.lowRiskNumbersEnabled)
    .map((country) => country.isoCode);
}

/**
 * The credentials open an active account, the caller number belongs to it, and its voice
 * geographic permissions let it call every region in CALL_ALLOWED_REGIONS.
 */
export const checkTwilio: Check = async (config) => {
  if (telephonyChoice(config) !== "real") {
    return {
      status: "not configured",
      detail:
        telephonyChoice(config) === "simulator"
          ? "Twilio unset: the call page runs its labelled demo"
          : "Twilio unset and CALL_DEMO_MODE off: the call page refuses calls",
    };
  }
  const client = clientFor(config, API_ORIGIN);
  const from = config.TWILIO_FROM_NUMBER ?? "";
  try {
    const account = await client.api.v2010.accounts(config.TWILIO_ACCOUNT_SID ?? "").fetch();
    if (account.status !== "active") {
      return {
        status: "failed",
        detail: `the account is ${account.status}`,
        fix: ACCOUNT_FAULTS[20005],
      };
    }
    if (!(await ownsCallerNumber(client, from))) {
      return {
        status: "failed",
        detail: `${from} is not on the account`,
        fix: ACCOUNT_FAULTS[21210],
      };
    }
    const regions = callRegions(config).regions;
    const blocked = await blockedRegions(clientFor(config, VOICE_ORIGIN), regions);
    if (blocked.length > 0) {
      return {
        status: "failed",
        detail: `the account may not call ${blocked.join(", ")}`,
        fix: ACCOUNT_FAULTS[21215],
      };
    }
    if (account.type === "Trial") {
      return {
        status: "warning",
        detail: "a trial account: it calls verified numbers only",
        fix: ACCOUNT_FAULTS[21219],
      };
    }
    return {
      status: "ok",
      detail: `account active, calls from ${from} to ${regions.join(", ")}`,
    };
  } catch (error) {
    return twilioFailure(error);
  }
};
