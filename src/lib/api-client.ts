import { ApiError, type ApiFailure } from "./api-error";
import { deferred } from "./deferred";
import { getRuntimeConfig } from "./runtime-config";

// Reading an error answer needs the schema library: fetched with the first error, not with a page.
const errorSchemas = deferred(() => import("#contract/errors"));

export { ApiError } from "./api-error";

type Service = "api" | "image";
type RequestOptions = Omit<RequestInit, "body"> & {
  service?: Service;
  query?: Record<string, string | number | undefined>;
  /** Text goes as JSON (a plain object); multipart FormData only where files are sent. */
  body?: object;
  /** Gives up after this long; works together with a `signal` of the caller's. */
  timeoutMs?: number;
};

function apiUrl(path: string, service: Service = "api"): string {
  const config = getRuntimeConfig();
  const base = service === "image" ? config.imageApiBaseUrl : config.apiBaseUrl;
  return `${base.replace(/\/$/, "")}${path}`;
}

function encodeBody(body: object | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

/** The server's explanation of an error answer (its `detail`), when the answer has one. */
async function readDetail(response: Response): Promise<string | undefined> {
  try {
    const [body, { errorBodySchema }] = await Promise.all([response.json(), errorSchemas.load()]);
    return errorBodySchema.safeParse(body).data?.detail || undefined;
  } catch {
    return undefined; // Not JSON, or the schema could not be fetched.
  }
}

/** The wait a `Retry-After` header asks for, in whole seconds: a number of seconds or a date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : Math.ceil((Date.parse(header) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

async function answerError(response: Response): Promise<ApiError> {
  const detail = await readDetail(response);
  const message =
    detail ?? (response.statusText || `Request failed with status ${response.status}`);
  const wait = retryAfterSeconds(response.headers.get("Retry-After"));
  return new ApiError("status", response.status, detail, message, wait);
}

/** Why no answer came: the request's signal tells a time limit and a cancel from the network. */
function noAnswerError(error: unknown, signal: AbortSignal | undefined): ApiError {
  let failure: ApiFailure = "network";
  if (signal?.aborted) {
    // By name: the DOMException class differs between realms (a test's DOM and Node).
    const timedOut = (signal.reason as Error | undefined)?.name === "TimeoutError";
    failure = timedOut ? "timeout" : "aborted";
  }
  const message = error instanceof Error ? error.message : "Network error";
  return new ApiError(failure, 0, undefined, message);
}

/**
 * Calls our API with the site key; resolves with the parsed JSON (or undefined for empty bodies)
 * and rejects with an ApiError when the server answers an error or no answer comes.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { service = "api", query, body, timeoutMs, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  headers.set("X-API-Key", getRuntimeConfig().apiKey);
  headers.set("Accept", "application/json");

  const url = new URL(apiUrl(path, service), window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }

  const signals = [init.signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    (signal) => signal != null,
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, body: encodeBody(body, headers), signal });
  } catch (error) {
    throw noAnswerError(error, signal);
  }
  if (!response.ok) throw await answerError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The WebSocket address of an API path, with the key as the `api_key` query parameter. */
export function apiWebSocketUrl(path: string): string {
  const url = new URL(apiUrl(path), window.location.origin);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("api_key", getRuntimeConfig().apiKey);
  return url.toString();
}
