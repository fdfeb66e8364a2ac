import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test-support/server/app";

describe("security headers", () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  async function headersOf(
    env: Record<string, string>,
    url = "/",
    requestHeaders: Record<string, string> = {},
  ) {
    testApp = await buildTestApp({ env });
    return (await testApp.app.inject({ method: "GET", url, headers: requestHeaders })).headers;
  }

  it.each(["/", "/api/docs"])(
    "sends a strict Content-Security-Policy and related headers on the page %s",
    async (url) => {
      const headers = await headersOf({}, url);
      const policy = String(headers["content-security-policy"]);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval';",
        "style-src 'self' 'unsafe-inline'",
        "connect-src 'self';",
        "frame-src 'self' https://www.openstreetmap.org",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain("upgrade-insecure-requests");
      for (const [name, value] of [
        ["referrer-policy", "strict-origin-when-cross-origin"],
        ["x-frame-options", "DENY"],
        ["x-content-type-options", "nosniff"],
        ["cross-origin-opener-policy", "same-origin"],
        ["cross-origin-resource-policy", "same-origin"],
        ["origin-agent-cluster", "?1"],
        ["x-dns-prefetch-control", "off"],
        ["x-download-options", "noopen"],
        ["x-permitted-cross-domain-policies", "none"],
        ["x-xss-protection", "0"],
      ] as const) {
        expect(headers[name]).toBe(value);
      }
      expect(headers["x-powered-by"]).toBeUndefined();
      expect(headers["cross-origin-embedder-policy"]).toBeUndefined();
    },
  );

  it("gives API answers, refusals such as 404 and 401 included, a policy that allows nothing", async () => {
    testApp = await buildTestApp();
    const answers = [
      await testApp.app.inject({
        method: "GET",
        url: "/api/no-such-route",
        headers: { "x-api-key": testApp.config.API_KEY },
      }),
      await testApp.app.inject({ method: "GET", url: "/api/reviews" }),
      await testApp.app.inject({
        method: "GET",
        url: "/api/reviews",
        headers: { "x-api-key": testApp.config.API_KEY },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 200]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
        "referrer-policy": "no-referrer",
      });
      // Page-only headers: a JSON answer is never a page.
      expect(headers["permissions-policy"]).toBeUndefined();
    }
  });

  it("denies the powerful browser features the site does not use; the microphone to its own pages only", async () => {
    const policy = String((await headersOf({}))["permissions-policy"]);
    for (const feature of ["camera", "geolocation", "payment", "usb", "serial"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Every other entry denies: the microphone (calls held in the browser) is the page's alone.
    const allowed = policy.split(", ").filter((entry) => !/^[a-z-]+=\(\)$/.test(entry));
    expect(allowed).toEqual(["microphone=(self)"]);
  });

  it("sends Strict-Transport-Security on HTTPS only, as a trusted proxy reports it", async () => {
    const https = { "x-forwarded-proto": "https" };
    // Injected requests come from 127.0.0.1, here the proxy's address.
    const proxy = { TRUST_PROXY: "127.0.0.1" };
    expect((await headersOf(proxy, "/", https))["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    await testApp?.close();
    expect((await headersOf(proxy))["strict-transport-security"]).toBeUndefined();
    await testApp?.close();
    // A proxy at another address is no reason to believe this client.
    expect(
      (await headersOf({ TRUST_PROXY: "10.0.0.2" }, "/", https))["strict-transport-security"],
    ).toBeUndefined();
    await testApp?.close();
    // Without a trusted proxy, anyone could claim HTTPS.
    expect((await headersOf({}, "/", https))["strict-transport-security"]).toBeUndefined();
  });

  it("allows the built page's own inline script by its hash, and no other inline script", async () => {
    const preloader = 'document.head.append("preloads")';
    testApp = await buildTestApp({
      indexHtml: `<!doctype html><html><head><script>${preloader}</script><!--runtime-config--></head><body></body></html>`,
    });
    const policy = String(
      (await testApp.app.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
    );
    const digest = createHash("sha256").update(preloader).digest("base64");
    // The runtime-config JSON block is data, never executed: it needs no hash.
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${digest}';`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it("asks browsers to upgrade insecure requests in production only", async () => {
    const headers = await headersOf({ NODE_ENV: "production" });
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("allows connections to separately hosted APIs, including their WebSockets", async () => {
    const headers = await headersOf({
      PUBLIC_API_BASE_URL: "https://api.example.com/v1",
      PUBLIC_IMAGE_API_BASE_URL: "http://images.example.com:7860",
    });
    expect(headers["content-security-policy"]).toContain(
      "connect-src 'self' https://api.example.com wss://api.example.com http://images.example.com:7860 ws://images.example.com:7860;",
    );
  });
});

describe("CORS", () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  const preflight = ({ app }: TestApp, origin: string) =>
    app.inject({
      method: "OPTIONS",
      url: "/api/reviews/7/helpful",
      headers: {
        origin,
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "x-api-key,content-type",
      },
    });

  it("sends no CORS headers when no origins are configured", async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers a preflight from an allowed origin without needing the API key", async () => {
    testApp = await buildTestApp({ env: { CORS_ORIGINS: "https://partner.example" } });
    const response = await preflight(testApp, "https://partner.example");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(response.headers["access-control-allow-methods"]).toContain("PATCH");
    expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "x-api-key",
    );
  });

  it("lets an allowed origin read how long a refusal asks it to wait", async () => {
    testApp = await buildTestApp({ env: { CORS_ORIGINS: "https://partner.example" } });
    const response = await testApp.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { origin: "https://partner.example" },
    });
    expect(String(response.headers["access-control-expose-headers"])).toContain("Retry-After");
  });

  it("gives an origin outside the allow-list nothing to work with", async () => {
    testApp = await buildTestApp({ env: { CORS_ORIGINS: "https://partner.example" } });
    const response = await preflight(testApp, "https://evil.example");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
