import { BlockList, isIP } from "node:net";
import { telephonyChoice, twilioWebhookBaseUrl } from "../../providers/select-call-providers";
import type { Check } from "./check";

/** Addresses Twilio cannot reach from the internet: loopback, private and link-local networks. */
const UNREACHABLE = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  UNREACHABLE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  UNREACHABLE.addSubnet(network, prefix, "ipv6");
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  if (family !== 0) return UNREACHABLE.check(host, family === 4 ? "ipv4" : "ipv6");
  return host === "localhost" || /\.(localhost|local|internal|lan)$/.test(host);
}

/** Twilio posts call progress to these webhooks: their base must be a public HTTPS address. */
export const checkTwilioWebhooks: Check = async (config) => {
  if (telephonyChoice(config) !== "real") {
    return {
      status: "not configured",
      detail: "no real calls, so Twilio calls nothing back",
    };
  }
  const base = new URL(twilioWebhookBaseUrl(config));
  const fix =
    "set TWILIO_WEBHOOK_BASE_URL (or PUBLIC_SITE_URL) to the site's public https:// address";
  if (base.protocol !== "https:") {
    return { status: "failed", detail: `${base.origin} is not HTTPS`, fix };
  }
  if (isLocalHost(base.hostname)) {
    return {
      status: "failed",
      detail: `${base.origin} is not reachable from the internet`,
      fix,
    };
  }
  return { status: "ok", detail: `Twilio calls back at ${base.origin}` };
};
