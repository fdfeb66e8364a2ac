import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test-support/server/app";

const KEY = "test-site-key";
const unauthorized = { detail: "Invalid or missing API key" };

describe("API key check", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { API_KEY: KEY } });
    const { app } = testApp;
    app.get("/api/test-ping", async () => ({ pong: true }));
    app.get("/api/ai-call-dialer/test-socket", async () => ({ upgraded: "would be" }));
    app.get("/api/docsearch", async () => ({ hidden: true }));
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, headers });

  it("lets a request with the right X-API-Key through", async () => {
    const response = await get("/api/test-ping", { "x-api-key": KEY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pong: true });
  });

  it.each([
    ["a missing key", {}],
    ["a wrong key", { "x-api-key": "guess" }],
    ["a key of the right length but wrong value", { "x-api-key": "test-site-kez" }],
  ])("answers 401 to %s", async (_case, headers) => {
    const response = await get("/api/test-ping", headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorized);
  });

  it("checks unknown /api paths and other methods before answering 404", async () => {
    const missing = await testApp.app.inject({ method: "POST", url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(401);

    const withKey = await testApp.app.inject({
      method: "POST",
      url: "/api/nothing-here",
      headers: { "x-api-key": KEY },
    });
    expect(withKey.statusCode).toBe(404);
    expect(withKey.json()).toEqual({ detail: "Not found" });
  });

  it("checks a percent-encoded /api path as the router decodes it", async () => {
    const response = await get("/%61pi/test-ping");
    expect(response.statusCode).toBe(401);
  });

  it("leaves the API documentation and non-API paths open", async () => {
    for (const [path, status] of [
      ["/api/openapi.json", 200],
      ["/api/docs", 200],
      ["/api/docs/static/swagger-initializer.js", 200],
      ["/healthz", 200],
      ["/api/docsearch", 401],
    ] as const) {
      expect((await get(path)).statusCode, path).toBe(status);
    }
  });

  it("accepts the api_key query parameter on a WebSocket upgrade only", async () => {
    const upgrade = { connection: "Upgrade", upgrade: "websocket" };
    const accepted = await get(`/api/ai-call-dialer/test-socket?api_key=${KEY}`, upgrade);
    expect(accepted.statusCode).toBe(200);

    const wrongKey = await get("/api/ai-call-dialer/test-socket?api_key=guess", upgrade);
    expect(wrongKey.statusCode).toBe(401);

    const plainRequest = await get(`/api/ai-call-dialer/test-socket?api_key=${KEY}`);
    expect(plainRequest.statusCode).toBe(401);
  });
});
