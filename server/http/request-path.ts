/** The percent-decoded path of a request URL, as the router matches it. */
export function requestPath(url: string): string {
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!rawPath.includes("%")) return rawPath;
  try {
    return decodeURIComponent(rawPath);
  } catch {
    // The router rejects malformed encodings before hooks run; this only keeps the type total.
    return rawPath;
  }
}

export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** The staff console's API, which answers to its session rather than the site's key. */
export const STUDIO_API_PREFIX = "/api/studio/";

/**
 * The load balancer's probes: answered with a few bytes of JSON, never a page, many times a
 * minute, so they carry the API's short header set and no compression hooks.
 */
export const LIVENESS_PATH = "/healthz";
export const READINESS_PATH = "/readyz";
