import { createHash } from "node:crypto";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import type { Config } from "../config";

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

/** The Content-Security-Policy directives; 'self' covers same-origin ws:/wss: in current browsers. */
function contentSecurityPolicyDirectives(
  config: SecurityConfig,
  scriptHashes: string[],
): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
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
}

/** Security headers on every response, and CORS for the configured origins only. */
export const securityHeaders = fp<{ config: SecurityConfig; scriptHashes: string[] }>(
  async (app, { config, scriptHashes }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(config, scriptHashes),
      },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
      xFrameOptions: { action: "deny" },
      // require-corp would block the cross-origin map frame; same-origin media needs nothing.
      crossOriginEmbedderPolicy: false,
    });
    // Without origins no CORS headers are sent, so browsers allow the same origin only.
    if (config.CORS_ORIGINS.length > 0) {
      await app.register(cors, {
        origin: config.CORS_ORIGINS,
        methods: ["GET", "HEAD", "POST", "PATCH", "OPTIONS"],
        allowedHeaders: ["Content-Type", "X-API-Key"],
        maxAge: 600,
      });
    }
  },
  { name: "security-headers" },
);
