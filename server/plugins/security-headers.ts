import { createHash } from "node:crypto";
import cors from "@fastify/cors";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { DOCS_PREFIX } from "../http/documented-routes";
import { LIVENESS_PATH, READINESS_PATH } from "../http/request-path";

type SecurityConfig = Pick<
  Config,
  "NODE_ENV" | "CORS_ORIGINS" | "PUBLIC_API_BASE_URL" | "PUBLIC_IMAGE_API_BASE_URL"
>;

/** Origins the page may fetch from and open WebSockets to, besides its own. */
function apiConnectSources(config: SecurityConfig): string[] {
  const sources = new Set<string>();
  for (const base of [config.PUBLIC_API_BASE_URL, config.PUBLIC_IMAGE_API_BASE_URL]) {
    if (!base) continue;
    const { origin } = new URL(base);
    sources.add(origin);
    // http: becomes ws: and https: becomes wss: for the live call events.
    sources.add(origin.replace(/^http/, "ws"));
  }
  return [...sources];
}

/**
 * CSP sources for the inline scripts of the built index.html (the route preloader), so they run
 * while every other inline script stays blocked. JSON data blocks are not executed: no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(\s[^>]*)?>([^]*?)<\/script>/g);
  return [...scripts]
    .filter(([, attributes = ""]) => !/\b(src|type)=/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

/** The Content-Security-Policy; 'self' covers same-origin ws:/wss: in current browsers. */
function contentSecurityPolicy(config: SecurityConfig, scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // The voice activity detector of calls held in the browser runs as WebAssembly.
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    // Radix injects <style> elements at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...apiConnectSources(config)],
    // The contact page embeds an OpenStreetMap map.
    "frame-src": ["'self'", "https://www.openstreetmap.org"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    // Only production is served over HTTPS; upgrading would break http://localhost.
    ...(config.NODE_ENV === "production" ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";");
}

/**
 * Powerful browser features the site never uses, denied to the page and to the map it embeds,
 * so that injected or embedded code cannot ask the visitor for them either. The microphone is
 * the page's own, for calls held in the browser, and never the embedded map's. Only names
 * Chromium knows: it warns about any other in the console.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** The headers of pages and everything they load: computed once, at start-up. */
function pageSecurityHeaders(
  config: SecurityConfig,
  scriptHashes: string[],
): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(config, scriptHashes),
    "permissions-policy": [
      ...DENIED_FEATURES.map((feature) => `${feature}=()`),
      "microphone=(self)",
    ].join(", "),
    "referrer-policy": "strict-origin-when-cross-origin",
    // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    // No Cross-Origin-Embedder-Policy: require-corp would block the cross-origin map frame.
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-permitted-cross-domain-policies": "none",
    // The legacy XSS filter of old browsers could itself be abused; the CSP is the protection.
    "x-xss-protection": "0",
  };
}

/**
 * The headers of the API's JSON answers. A browser never renders one as a page, and one opened
 * by hand may run and embed nothing, so the policy allows nothing; the page's long CSP and
 * Permissions-Policy would only cost bytes and header checks on every request.
 */
const API_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
};

/**
 * The staff console's page and files: scripts from its own origin only (none inline), its API
 * on the same origin, passkeys allowed, never indexed and never sending a referrer.
 */
function studioSecurityHeaders(config: SecurityConfig): Record<string, string> {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes; no style element is injected.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    ...(config.NODE_ENV === "production" ? ["upgrade-insecure-requests"] : []),
  ];
  return {
    "content-security-policy": policy.join("; "),
    "permissions-policy": [
      ...DENIED_FEATURES.filter((feature) => feature !== "publickey-credentials-get").map(
        (feature) => `${feature}=()`,
      ),
      "microphone=()",
      "publickey-credentials-get=(self)",
      "publickey-credentials-create=(self)",
    ].join(", "),
    "referrer-policy": "no-referrer",
    "x-robots-tag": "noindex, nofollow",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
  };
}

function isStudioPage(url: string): boolean {
  return url === "/studio" || url.startsWith("/studio/") || url.startsWith("/studio?");
}

/** Under /api, except the documentation, which is a page; and the probes' JSON. */
function isApiAnswer(url: string): boolean {
  return (
    (url.startsWith("/api/") && !url.startsWith(DOCS_PREFIX)) ||
    url === LIVENESS_PATH ||
    url === READINESS_PATH
  );
}

/** A year, subdomains included: sent only on HTTPS, where browsers take it into account. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every response, and CORS for the configured origins only. Pages and API
 * answers each get one precomputed set (plus HSTS over HTTPS), set by one hook.
 */
export const securityHeaders = fp<{ config: SecurityConfig; scriptHashes: string[] }>(
  async (app, { config, scriptHashes }) => {
    const pageHeaders = pageSecurityHeaders(config, scriptHashes);
    const studioHeaders = studioSecurityHeaders(config);
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(
        isApiAnswer(request.url)
          ? API_HEADERS
          : isStudioPage(request.url)
            ? studioHeaders
            : pageHeaders,
      );
      // The protocol honours X-Forwarded-Proto when TRUST_PROXY is set.
      if (request.protocol === "https") {
        reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
      }
      done();
    });
    // Without origins no CORS headers are sent, so browsers allow the same origin only.
    if (config.CORS_ORIGINS.length > 0) {
      await app.register(cors, {
        origin: config.CORS_ORIGINS,
        methods: ["GET", "HEAD", "POST", "PATCH", "OPTIONS"],
        allowedHeaders: ["Content-Type", "X-API-Key"],
        // A refusal's wait, which the site shows ("Try again in 9 minutes").
        exposedHeaders: ["Retry-After"],
        maxAge: 600,
      });
    }
  },
  { name: "security-headers" },
);
