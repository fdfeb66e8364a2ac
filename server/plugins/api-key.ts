import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DOCS_PREFIX, OPENAPI_PATH } from "../http/documented-routes";
import { isApiPath, requestPath, STUDIO_API_PREFIX } from "../http/request-path";
import { Refusal } from "../refusal";

// The API documentation must be readable by people who do not hold the key yet, and clients
// check that the API is up before they have loaded their configuration. The studio console's
// API answers to its session cookie instead: the site's key is public and proves nothing there.
function isExemptApiPath(path: string): boolean {
  return (
    path === "/api/health" ||
    path.startsWith(STUDIO_API_PREFIX) ||
    path === OPENAPI_PATH ||
    path === DOCS_PREFIX ||
    path.startsWith(`${DOCS_PREFIX}/`)
  );
}

/**
 * Whether `given` is `key`, every character compared once the lengths match. The key identifies
 * the site and ships in its page, so its length is no secret; comparing in place costs no buffer
 * or digest on every request.
 */
function isSameKey(given: string, key: string): boolean {
  if (given.length !== key.length) return false;
  let difference = 0;
  for (let index = 0; index < key.length; index++) {
    difference |= given.charCodeAt(index) ^ key.charCodeAt(index);
  }
  return difference === 0;
}

/** Whether a request may proceed: the path needs no key, or it carries the site's key. */
function isApiKeyAccepted(
  request: Pick<FastifyRequest, "url" | "headers">,
  apiKey: string,
): boolean {
  const path = requestPath(request.url);
  if (!isApiPath(path) || isExemptApiPath(path)) return true;

  const header = request.headers["x-api-key"];
  // Browsers cannot set headers on a WebSocket, so the upgrade request may carry the key in the query.
  const isWebSocketUpgrade = request.headers.upgrade?.toLowerCase() === "websocket";
  const given =
    typeof header === "string"
      ? header
      : isWebSocketUpgrade
        ? new URLSearchParams(request.url.split("?")[1] ?? "").get("api_key")
        : null;
  return given !== null && isSameKey(given, apiKey);
}

/** Answers 401 to any /api/ request without the site's key, before its body is read. */
export const apiKeyCheck = fp<{ apiKey: string }>(
  async (app, { apiKey }) => {
    app.addHook("onRequest", (request, _reply, done) => {
      if (isApiKeyAccepted(request, apiKey)) done();
      else done(new Refusal("unauthorized", "Invalid or missing API key"));
    });
  },
  { name: "api-key-check" },
);
