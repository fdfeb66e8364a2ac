import { resolve } from "node:path";
import { z } from "zod";
import { publicBaseUrl } from "./fields";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const PROXIES_EXAMPLE = "the proxies' IP addresses or networks (CIDR), e.g. 10.0.0.2,fd00::/8";
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY's text as the proxies Fastify trusts. `true` is refused: it believes every
 * X-Forwarded-For entry, those a visitor writes before the proxy adds the real address included,
 * so visitors would choose the address every per-address limit counts. A hop count is refused
 * too: Fastify ignores it, as it cannot tell the proxy from a visitor connecting directly, so every
 * visitor would count as the proxy.
 */
function trustedProxies(text: string, context: z.RefinementCtx): false | string[] {
  const value = text.trim().toLowerCase();
  const refuse = (message: string) => {
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value === "false") return false;
  if (value === "true") {
    return refuse(`true would let visitors choose their own address; list ${PROXIES_EXAMPLE}`);
  }
  if (/^[0-9]+$/.test(value)) {
    return refuse(`a number of proxies cannot tell them from visitors; list ${PROXIES_EXAMPLE}`);
  }
  const proxies = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies.length === 0 || proxies.some((entry) => !proxyAddress.safeParse(entry).success)) {
    return refuse(`must be false or list ${PROXIES_EXAMPLE}`);
  }
  return proxies;
}

/** What the server serves, what it logs, and the addresses it is reached at, proxies included. */
export const siteSettings = {
  /** Directory of the built single-page app (`npm run build` writes it). */
  STATIC_DIR: z
    .string()
    .default("./dist")
    .transform((path) => resolve(path)),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(logLevels).default("info"),
  /** Comma-separated addresses or networks (CIDR) of the reverse proxies in front, whose `X-Forwarded-*` are believed; `false` when none. */
  TRUST_PROXY: z.string().default("false").transform(trustedProxies),
  /** Base URL the browser uses for the API; empty means the site's own origin. */
  PUBLIC_API_BASE_URL: publicBaseUrl,
  /** Base URL the browser uses for image generation; empty means the site's own origin. */
  PUBLIC_IMAGE_API_BASE_URL: publicBaseUrl,
  /** Public address of the site, base of the links in e-mails; https in production, as one-click unsubscribe requires. */
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("http://localhost:8080")
    .transform((url) => url.replace(/\/+$/, "")),
};
