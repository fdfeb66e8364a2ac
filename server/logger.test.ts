import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createServer } from "./app";
import { loadConfig } from "./config";
import { maskSecrets, redactUrl } from "./logger";
import { errorHandling } from "./plugins/errors";

describe("redactUrl", () => {
  it("masks the WebSocket key wherever it sits in the query", () => {
    expect(redactUrl("/api/ai-call-dialer/ws?api_key=studio-site-public-key")).toBe(
      "/api/ai-call-dialer/ws?api_key=[redacted]",
    );
    expect(redactUrl("/api/ws?call=CA1&API_KEY=abc&x=1")).toBe(
      "/api/ws?call=CA1&API_KEY=[redacted]&x=1",
    );
  });

  it("masks the newsletter links' token, which holds the subscriber's address", () => {
    expect(redactUrl("/api/newsletter/confirm?token=YWRhQGV4YW1wbGUuY29t.sig")).toBe(
      "/api/newsletter/confirm?token=[redacted]",
    );
    expect(redactUrl("/api/newsletter/unsubscribe?lang=en&token=abc.def")).toBe(
      "/api/newsletter/unsubscribe?lang=en&token=[redacted]",
    );
  });

  it("leaves other URLs alone", () => {
    expect(redactUrl("/api/reviews?page=2&my_api_key_hint=1")).toBe(
      "/api/reviews?page=2&my_api_key_hint=1",
    );
  });
});

describe("maskSecrets", () => {
  it("cuts the keys a back end may echo to their prefix", () => {
    expect(
      maskSecrets(
        "Incorrect API key provided: sk-proj-Ab12Cd34Ef56Gh78. Also sk-abcdefghij, hf_AbCdEfGhIjKl and Bearer eyJhbGciOi.x-y_z",
      ),
    ).toBe(
      "Incorrect API key provided: sk-proj-[masked]. Also sk-[masked], hf_[masked] and Bearer [masked]",
    );
  });

  it("leaves ordinary words alone", () => {
    const text = 'Traceback: File "/srv/app/main.py", line 3: task-scheduler out of memory';
    expect(maskSecrets(text)).toBe(text);
  });
});

describe("request logs", () => {
  async function serverLogging() {
    const lines: Record<string, unknown>[] = [];
    const app = createServer(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }), {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    await app.register(errorHandling);
    app.get("/api/ai-call-dialer/ws", () => ({ ok: true }));
    app.get("/api/broken", () => {
      throw new Error("the database went away");
    });
    return { app, lines };
  }

  it("gives every request an id of its own", async () => {
    const { app, lines } = await serverLogging();
    for (let n = 0; n < 3; n++) {
      await app.inject({ url: "/api/ai-call-dialer/ws", headers: { "x-api-key": "k" } });
    }
    await app.close();
    const ids = lines.map((line) => line.reqId);
    expect(new Set(ids).size).toBe(3);
  });

  it("writes one line per request with what an operator needs, and the key masked", async () => {
    const { app, lines } = await serverLogging();
    await app.inject({
      method: "GET",
      url: "/api/ai-call-dialer/ws?call=CA1&api_key=studio-site-public-key",
      headers: { "x-api-key": "studio-site-public-key" },
    });
    await app.close();

    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      reqId: expect.any(String),
      method: "GET",
      url: "/api/ai-call-dialer/ws?call=CA1&api_key=[redacted]",
      statusCode: 200,
      remoteAddress: "127.0.0.1",
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain("studio-site-public-key");
  });

  it("keeps the error with its stack for a failure, beside the request's line", async () => {
    const { app, lines } = await serverLogging();
    await app.inject({ method: "GET", url: "/api/broken" });
    await app.close();

    const failure = lines.find((line) => line.msg === "Request failed");
    expect(failure).toMatchObject({ level: 50, err: { message: "the database went away" } });
    expect((failure?.err as { stack?: string }).stack).toContain("logger.test.ts");
    expect(lines.find((line) => line.msg === "request completed")).toMatchObject({
      statusCode: 500,
      reqId: failure?.reqId,
    });
  });
});

describe("request logs on stdout", () => {
  it("are all written when the process ends right after the requests, by a crash included", () => {
    // A server logging to stdout, 50 requests at once, then an uncaught error in the same turn.
    const script = `
      import { createServer } from "./server/app.ts";
      import { loadConfig } from "./server/config.ts";
      const app = createServer(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }));
      app.get("/api/ping", () => ({ ok: true }));
      await Promise.all(Array.from({ length: 50 }, (_, n) => app.inject({ url: "/api/ping?n=" + n })));
      throw new Error("crashed");
    `;
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", script],
      { encoding: "utf8" },
    );
    expect(child.status).not.toBe(0);
    const urls = child.stdout
      .split("\n")
      .filter((line) => line.includes("request completed"))
      .map((line) => (JSON.parse(line) as { url: string }).url);
    expect(urls.sort()).toEqual(Array.from({ length: 50 }, (_, n) => `/api/ping?n=${n}`).sort());
    // A process that compiles the whole server first takes a minute or more on a busy machine.
  }, 120_000);
});
