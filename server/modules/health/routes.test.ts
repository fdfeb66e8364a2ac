import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";

describe("health probes", () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await buildTestApp();
  });
  afterEach(() => testApp.close());

  it("answers liveness without an API key", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers liveness under /api/health too, without an API key", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers readiness while the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("reports 503 once the database is gone, while liveness stays up", async () => {
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: "Database unavailable" });
    const live = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
  });
});
