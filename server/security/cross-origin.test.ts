import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { loadConfig } from "../config";
import { buildImageServiceApp } from "../image-service-app";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { API_KEY } from "../../test-support/server/api";

// The CORS allow-list over real HTTP for the standalone image service, and its counterpart for
// the call socket, to which browsers apply no CORS at all.

const PARTNER = "https://partner.example";
const EVIL = "https://evil.example";

describe("CORS on the standalone image service", () => {
  const services: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const service of services) await service.close();
  });

  async function imageService(env: Record<string, string>): Promise<string> {
    const app = await buildImageServiceApp(
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", IMAGE_PROVIDER: "demo", ...env }),
    );
    services.push(app);
    return app.listen({ host: "127.0.0.1", port: 0 });
  }
  const preflight = (baseUrl: string, origin: string) =>
    fetch(`${baseUrl}/api/ai-image/generate`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-api-key",
      },
    });

  it("lets an allowed origin call it, and gives any other origin nothing", async () => {
    const baseUrl = await imageService({ CORS_ORIGINS: PARTNER });
    const allowed = await preflight(baseUrl, PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
      "x-api-key",
    );

    const refused = await preflight(baseUrl, EVIL);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    const read = await fetch(`${baseUrl}/api/ai-image/jobs/some-job-id`, {
      headers: { origin: EVIL, "x-api-key": API_KEY },
    });
    expect(read.status).toBe(404);
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("sends no CORS headers at all without an allow-list", async () => {
    const baseUrl = await imageService({});
    const response = await preflight(baseUrl, PARTNER);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-methods")).toBeNull();
  });
});

/** Opens the call socket with the given Origin; answers "open" or the refusal's status and body. */
function openSocket(baseUrl: string, origin?: string): Promise<string> {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/ai-call-dialer/ws?api_key=${API_KEY}`;
  const socket = new WebSocket(url, origin === undefined ? {} : { origin });
  return new Promise((resolve, reject) => {
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve(`${response.statusCode} ${body}`));
    });
    socket.once("error", reject);
  });
}

describe("Origin of the call socket", () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { CORS_ORIGINS: PARTNER, PUBLIC_SITE_URL: "https://studio.example" },
    });
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => testApp?.close());

  it("opens for the site's own pages, its public address and allowed origins", async () => {
    expect(await openSocket(baseUrl, baseUrl)).toBe("open");
    expect(await openSocket(baseUrl, "https://studio.example")).toBe("open");
    expect(await openSocket(baseUrl, PARTNER)).toBe("open");
  });

  it("opens for clients that are not browsers and send no Origin", async () => {
    expect(await openSocket(baseUrl)).toBe("open");
  });

  it("refuses a page from any other origin with a readable 403", async () => {
    for (const origin of [EVIL, "null", baseUrl.replace("127.0.0.1", "localhost")]) {
      expect(await openSocket(baseUrl, origin)).toBe(
        '403 {"detail":"This WebSocket may only be opened from the site\'s own pages"}',
      );
    }
  });
});
