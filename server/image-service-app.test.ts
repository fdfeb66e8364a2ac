import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { buildImageServiceApp } from "./image-service-app";

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function imageService() {
  const app = await buildImageServiceApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
  close = () => app.close();
  return app;
}

describe("the standalone image service", () => {
  it.each(["/healthz", "/api/health"])("answers the health check at %s", async (url) => {
    const app = await imageService();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it.each(["/api/nothing-here", "/about"])(
    "answers %s, which it has not, with a detail",
    async (url) => {
      const app = await imageService();
      const response = await app.inject({
        url,
        headers: { "x-api-key": "studio-site-public-key" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found" });
    },
  );
});
