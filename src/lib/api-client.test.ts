import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RUNTIME_CONFIG_ELEMENT_ID } from "#contract/runtime-config-rules";

type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };
let server: Server;
let baseUrl: string;
let seen: Seen;

// A real HTTP server answering like ours, so the client is tested over the wire.
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body };
      response.setHeader("Access-Control-Allow-Origin", "*");
      if (request.url?.startsWith("/api/slow")) {
        return; // Never answers: the client must give up by itself.
      } else if (request.url?.startsWith("/api/proxy-error")) {
        response.writeHead(502, "Bad Gateway", { "Content-Type": "text/html" });
        response.end("<html>bad gateway</html>");
      } else if (request.url?.startsWith("/api/fail")) {
        response.writeHead(400, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ detail: "That address looks wrong" }));
      } else if (request.url?.startsWith("/api/limited")) {
        response.writeHead(429, {
          "Content-Type": "application/json",
          "Retry-After": "540",
          "Access-Control-Expose-Headers": "Retry-After",
        });
        response.end(JSON.stringify({ detail: "Rate limit exceeded, retry in 9 minutes" }));
      } else if (request.url?.startsWith("/api/empty")) {
        response.writeHead(204).end();
      } else {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ ok: true }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function loadClient(apiBaseUrl = baseUrl) {
  vi.resetModules();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify({
    apiBaseUrl,
    imageApiBaseUrl: `${baseUrl}/image`,
    apiKey: "test-key",
    imageTimeoutMs: 300_000,
    simulators: { telephony: true, llm: true, image: true },
  });
  document.head.replaceChildren(script);
  return import("./api-client");
}

describe("apiRequest", () => {
  beforeEach(() => document.head.replaceChildren());

  it("sends JSON with the site key to the configured base URL and returns the parsed answer", async () => {
    const { apiRequest } = await loadClient();
    const answer = await apiRequest("/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "a@b.in" },
    });
    expect(answer).toEqual({ ok: true });
    expect(seen.method).toBe("POST");
    expect(seen.headers["x-api-key"]).toBe("test-key");
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen.body)).toEqual({ email: "a@b.in" });
  });

  it("puts only non-empty query values in the URL", async () => {
    const { apiRequest } = await loadClient();
    await apiRequest("/api/reviews", {
      query: { page: 1, search: "", rating: undefined, sort_by: "rating" },
    });
    expect(seen.url).toBe("/api/reviews?page=1&sort_by=rating");
  });

  it("uses the image service's base URL when asked", async () => {
    const { apiRequest } = await loadClient();
    await apiRequest("/api/ai-image/generate", {
      service: "image",
      method: "POST",
      body: { prompt: "x" },
    });
    expect(seen.url).toBe("/image/api/ai-image/generate");
  });

  it("turns an error answer into an ApiError carrying the status and the server's detail", async () => {
    const { apiRequest, ApiError } = await loadClient();
    const failure = apiRequest("/api/fail", { method: "POST", body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      failure: "status",
      status: 400,
      detail: "That address looks wrong",
    });
  });

  it("carries the wait a refusal's Retry-After asks for", async () => {
    const { apiRequest } = await loadClient();
    await expect(apiRequest("/api/limited", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 540,
    });
    await expect(apiRequest("/api/fail")).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it("reads Retry-After as seconds or as a date", async () => {
    const { retryAfterSeconds } = await loadClient();
    const now = Date.parse("2026-01-01T09:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 09:05:00 GMT", now)).toBe(300);
    expect(retryAfterSeconds("Thu, 01 Jan 2026 08:55:00 GMT", now)).toBeUndefined();
    expect(retryAfterSeconds("soon", now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it("has no detail when the error answer carries none, and says the status instead", async () => {
    const { apiRequest } = await loadClient();
    await expect(apiRequest("/api/proxy-error")).rejects.toMatchObject({
      failure: "status",
      status: 502,
      detail: undefined,
      message: "Bad Gateway",
    });
  });

  it("tells a request that ran out of time from one its caller cancelled", async () => {
    const { apiRequest } = await loadClient();
    const caller = new AbortController();
    // The caller's signal and the time limit work together.
    await expect(
      apiRequest("/api/slow", { signal: caller.signal, timeoutMs: 50 }),
    ).rejects.toMatchObject({ failure: "timeout", status: 0, detail: undefined });
    const cancelled = apiRequest("/api/slow", { signal: caller.signal, timeoutMs: 60_000 });
    caller.abort();
    await expect(cancelled).rejects.toMatchObject({ failure: "aborted", status: 0 });
  });

  it("reports status 0 when no answer arrives", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { apiRequest } = await loadClient(deadUrl);
    await expect(apiRequest("/api/reviews")).rejects.toMatchObject({
      failure: "network",
      status: 0,
    });
  });

  it("resolves to undefined for an empty answer", async () => {
    const { apiRequest } = await loadClient();
    await expect(apiRequest("/api/empty", { method: "PATCH" })).resolves.toBeUndefined();
  });

  it("builds the WebSocket address with the key as api_key", async () => {
    const { apiWebSocketUrl } = await loadClient();
    expect(apiWebSocketUrl("/api/ai-call-dialer/ws")).toBe(
      `${baseUrl.replace("http", "ws")}/api/ai-call-dialer/ws?api_key=test-key`,
    );
  });
});
