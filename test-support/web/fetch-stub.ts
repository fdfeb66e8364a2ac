import { vi } from "vitest";

// fetch is the boundary to the server: component and store tests answer it themselves.

/** A JSON answer as the API sends it, with any further headers (a refusal's Retry-After). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** Stubs fetch with one answer for every call (by its address, if it reads it); the mock records what was sent. */
export function stubFetch(answer: (input: RequestInfo | URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => answer(input));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** An answer the test releases when it wants, to look at the page while it waits. */
export function deferredResponse() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}
