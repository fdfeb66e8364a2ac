import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Config } from "../../config";
import { callRegions } from "../../modules/ai-call/calls/phone-numbers";
import { telephonyChoice } from "../../providers/select-call-providers";
import type { Check, CheckFinding } from "./check";

/**
 * Twilio places no call to India from an Indian caller id: its India voice guidelines require
 * an international (non-Indian) number for calls terminating in India.
 */
function indianCallerToIndia(config: Config): CheckFinding | null {
  if (telephonyChoice(config) !== "real" || !config.TWILIO_FROM_NUMBER) return null;
  if (!callRegions(config).regions.includes("IN")) return null;
  if (parsePhoneNumberFromString(config.TWILIO_FROM_NUMBER)?.country !== "IN") return null;
  return {
    status: "failed",
    detail: `India is allowed but TWILIO_FROM_NUMBER ${config.TWILIO_FROM_NUMBER} is Indian; Twilio calls India only from a non-Indian number`,
    fix: "set TWILIO_FROM_NUMBER to a non-Indian number the account owns, or remove IN from CALL_ALLOWED_REGIONS",
  };
}

/** A site reached straight at localhost has no proxy in front whose addresses could be trusted. */
function proxyWithoutOne(config: Config): CheckFinding | null {
  if (!config.TRUST_PROXY) return null;
  const host = new URL(config.PUBLIC_SITE_URL).hostname;
  if (host !== "localhost" && host !== "127.0.0.1" && host !== "[::1]") return null;
  return {
    status: "warning",
    detail: `TRUST_PROXY is set but PUBLIC_SITE_URL (${config.PUBLIC_SITE_URL}) is reached without a proxy`,
    fix: "set TRUST_PROXY=false unless a reverse proxy forwards the requests, and PUBLIC_SITE_URL to its public address if one does",
  };
}

/**
 * Without SIGNING_SECRET each start picks its own key: bot challenges and verified numbers do not
 * outlive a restart, and instances sharing Redis refuse each other's challenges.
 */
function productionWithoutSigningSecret(config: Config): CheckFinding | null {
  if (config.NODE_ENV !== "production" || config.SIGNING_SECRET) return null;
  return {
    status: config.REDIS_URL ? "failed" : "warning",
    detail: config.REDIS_URL
      ? "production without SIGNING_SECRET: each instance signs with its own key, so they refuse each other's bot challenges"
      : "production without SIGNING_SECRET: bot challenges and verified numbers do not outlive a restart",
    fix: "set SIGNING_SECRET to 32 or more random characters, the same on every instance",
  };
}

const RULES = [indianCallerToIndia, proxyWithoutOne, productionWithoutSigningSecret];

/** Settings each valid alone that contradict each other; the worst finding sets the status. */
export const checkSettings: Check = async (config) => {
  const findings = RULES.map((rule) => rule(config)).filter((finding) => finding !== null);
  if (findings.length === 0) return { status: "ok", detail: "no contradictions" };
  return {
    status: findings.some((finding) => finding.status === "failed") ? "failed" : "warning",
    detail: findings.map((finding) => finding.detail).join("; "),
    fix: findings.map((finding) => finding.fix).join("; "),
  };
};
