import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { IMAGE_MODEL_IDS } from "#contract/ai-image-rules";
import {
  buildTestApp,
  TEST_ASSET_CONTENT,
  TEST_ASSET_PATH,
  TEST_INDEX_HTML,
  type TestApp,
  type TestAppOptions,
} from "../../test-support/server/app";
import { runtimeConfigIn } from "../../test-support/server/runtime-config";

const HTML = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };

describe("single-page app", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start(options?: TestAppOptions) {
    testApp = await buildTestApp(options);
    return testApp;
  }

  it("serves index.html at / with the runtime config injected and no caching", async () => {
    const { app, config } = await start({
      env: { PUBLIC_IMAGE_API_BASE_URL: "http://gpu.local:7860" },
    });
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).not.toContain("<!--runtime-config-->");
    expect(runtimeConfigIn(response.body)).toEqual({
      apiBaseUrl: "",
      imageApiBaseUrl: "http://gpu.local:7860",
      apiKey: config.API_KEY,
      imageTimeoutMs: config.IMAGE_TIMEOUT_MS,
      // The demo renders every model.
      imageModels: [...IMAGE_MODEL_IDS],
      // The demo's own, more generous limits, which the call page states: a demo code is bounded
      // like the demo call it leads to.
      callLimits: {
        codesPerIpPerHour: config.CALL_DEMO_LIMIT_PER_IP_PER_HOUR,
        verifiedNumberDays: config.VERIFIED_NUMBER_DAYS,
        perIpPerHour: config.CALL_DEMO_LIMIT_PER_IP_PER_HOUR,
        perNumberPerDay: config.CALL_DEMO_LIMIT_PER_NUMBER_PER_DAY,
        maxDurationSeconds: config.CALL_MAX_DURATION_SECONDS,
      },
      // No speech services configured: typed replies, and the AI's lines as text.
      webCall: {
        listens: false,
        speaks: false,
        perIpPerHour: config.WEB_CALL_LIMIT_PER_IP_PER_HOUR,
        perIpPerDay: config.WEB_CALL_LIMIT_PER_IP_PER_DAY,
        maxDurationSeconds: config.WEB_CALL_MAX_DURATION_SECONDS,
        maxTurns: config.WEB_CALL_MAX_TURNS,
      },
      // The test apps speak as API clients, with the check against bots off.
      botChallenge: false,
      // Outside production the call dialer and the image generator run their demos.
      simulators: { telephony: true, llm: true, image: true },
    });
  });

  it("tells the page the image time-out the server is configured with", async () => {
    const { app } = await start({ env: { IMAGE_TIMEOUT_MS: "120000" } });
    const { body } = await app.inject({ method: "GET", url: "/index.html" });
    expect(runtimeConfigIn(body).imageTimeoutMs).toBe(120_000);
  });

  it("escapes < so no configured value can close the script element", async () => {
    const apiKey = "key</script><script>alert(1)</script>";
    const { app } = await start({ env: { API_KEY: apiKey } });
    const { body } = await app.inject({ method: "GET", url: "/index.html" });
    expect(body).not.toContain("<script>alert(1)");
    expect(body).toContain("key\\u003c/script>");
    expect(runtimeConfigIn(body).apiKey).toBe(apiKey);
  });

  it("answers a deep link like /about with index.html, since routing is hash based", async () => {
    const { app } = await start();
    const response = await app.inject({ method: "GET", url: "/about?ref=mail", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(runtimeConfigIn(response.body).apiKey).toBe("studio-site-public-key");
  });

  it.each([
    ["a non-page request", "/about", { accept: "application/json" }],
    ["a missing asset", "/assets/gone-123.js", {}],
    [
      "an unknown API path, even from a browser",
      "/api/nothing",
      { ...HTML, "x-api-key": "studio-site-public-key" },
    ],
    ["a dotfile", "/.build-stamp", {}],
  ])("answers 404 { detail } to %s", async (_case, url, headers) => {
    const { app, staticDir } = await start();
    await writeFile(join(staticDir, ".build-stamp"), "2026-11-22");
    const response = await app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found" });
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const { app } = await start();
    const asset = await app.inject({ method: "GET", url: TEST_ASSET_PATH });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.body).toBe(TEST_ASSET_CONTENT);

    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])("compresses files above 1 KB with %s when asked", async (encoding, decompress) => {
    const { app } = await start();
    const response = await app.inject({
      method: "GET",
      url: TEST_ASSET_PATH,
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(decompress(response.rawPayload).toString()).toBe(TEST_ASSET_CONTENT);
    expect(response.rawPayload.length).toBeLessThan(TEST_ASSET_CONTENT.length / 4);
  });

  it.each([
    ["br", ".br", (content: string) => brotliCompressSync(content)],
    ["gzip", ".gz", (content: string) => gzipSync(content, { level: 9 })],
  ])(
    "sends the build's %s file as it is where there is one",
    async (encoding, extension, compress) => {
      const { app, staticDir } = await start();
      const precompressed = compress(TEST_ASSET_CONTENT);
      await writeFile(join(staticDir, TEST_ASSET_PATH + extension), precompressed);
      const response = await app.inject({
        method: "GET",
        url: TEST_ASSET_PATH,
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/);
      expect(response.rawPayload.equals(precompressed)).toBe(true);
    },
  );

  it("sends the voice detector's WebAssembly from its versioned folder as the build compressed it, kept for a year", async () => {
    const { app, staticDir } = await start();
    const folder = join(staticDir, "voice", "0123456789ab");
    await mkdir(folder, { recursive: true });
    // WebAssembly's magic number and version, then a body that compresses as code does.
    const wasm = Buffer.concat([
      Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]),
      Buffer.alloc(64_000, 7),
    ]);
    await writeFile(join(folder, "runtime.wasm"), wasm);
    await writeFile(join(folder, "runtime.wasm.br"), brotliCompressSync(wasm));
    await writeFile(join(folder, "runtime.wasm.gz"), gzipSync(wasm));
    const url = "/voice/0123456789ab/runtime.wasm";
    for (const [encoding, decompress] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await app.inject({
        url,
        headers: { "accept-encoding": `${encoding}, deflate` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toBe("application/wasm");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.length).toBeLessThan(wasm.length / 10);
      expect(decompress(response.rawPayload).equals(wasm)).toBe(true);
    }
    const plain = await app.inject({ url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(wasm)).toBe(true);
  });

  it("sends index.html compressed as each client asks, and plain to those that ask for nothing", async () => {
    const { app } = await start({ indexHtml: TEST_INDEX_HTML.repeat(20) });
    const plain = await app.inject({ method: "GET", url: "/" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    for (const [header, encoding, decompress] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      const page = await app.inject({
        method: "GET",
        url: "/",
        headers: { "accept-encoding": header },
      });
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(decompress(page.rawPayload).toString()).toBe(plain.body);
    }
    const deepLink = await app.inject({
      method: "GET",
      url: "/about",
      headers: { ...HTML, "accept-encoding": "br" },
    });
    expect(brotliDecompressSync(deepLink.rawPayload).toString()).toBe(plain.body);
  });

  it("compresses index.html too, but not small answers or clients that ask for nothing", async () => {
    const { app } = await start({ indexHtml: TEST_INDEX_HTML.repeat(20) });
    const page = await app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "gzip" },
    });
    expect(page.headers["content-encoding"]).toBe("gzip");
    const small = await app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const plain = await app.inject({ method: "GET", url: TEST_ASSET_PATH });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 503 with a hint instead of crashing when the site is not built", async () => {
    const { app } = await start({ indexHtml: null });
    const notBuilt = { detail: "The site has not been built; run npm run build" };
    const home = await app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(503);
    expect(home.json()).toEqual(notBuilt);
    const deepLink = await app.inject({ method: "GET", url: "/about", headers: HTML });
    expect(deepLink.statusCode).toBe(503);
    expect(deepLink.json()).toEqual(notBuilt);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("starts without STATIC_DIR at all", async () => {
    const { app, config } = await start({ env: { STATIC_DIR: "/nonexistent/site-dist" } });
    expect(config.STATIC_DIR).toBe("/nonexistent/site-dist");
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: TEST_ASSET_PATH })).statusCode).toBe(404);
  });

  it("serves an index.html without the placeholder unchanged", async () => {
    const html = TEST_INDEX_HTML.replace("<!--runtime-config-->", "");
    const { app } = await start({ indexHtml: html });
    expect((await app.inject({ method: "GET", url: "/" })).body).toBe(html);
  });
});
