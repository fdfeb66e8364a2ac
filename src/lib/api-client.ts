import { errorBodySchema } from "@/contract/errors";
import { getRuntimeConfig } from "./runtime-config";

/** A non-2xx answer or a failed request; `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

type Service = "api" | "image";
type RequestOptions = Omit<RequestInit, "body"> & {
  service?: Service;
  query?: Record<string, string | number | undefined>;
  /** A plain object is sent as JSON; FormData and URLSearchParams as they are. */
  body?: unknown;
  timeoutMs?: number;
};

export function apiUrl(path: string, service: Service = "api"): string {
  const config = getRuntimeConfig();
  const base = service === "image" ? config.imageApiBaseUrl : config.apiBaseUrl;
  return `${base.replace(/\/$/, "")}${path}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === "string") {
    return body;
  }
  headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

async function readDetail(response: Response): Promise<string> {
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) return parsed.data.detail;
  } catch {
    // Not JSON: fall back to the status text below.
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/** Calls our API with the site key; resolves with the parsed JSON (or undefined for empty bodies). */
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

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers,
      body: encodeBody(body, headers),
      signal: init.signal ?? (timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : "Network error");
  }
  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
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
