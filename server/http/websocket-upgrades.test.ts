import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { API_KEY } from "../../test-support/server/api";

// An upgrade answered over HTTP is written on the raw socket, outside Node's request handling:
// the server must close that socket itself, whichever hook or route answered.

/** A WebSocket upgrade request for `path`, as a browser would send it. */
const upgradeRequest = (port: number, path: string) =>
  [
    `GET ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    "Connection: Upgrade",
    "Upgrade: websocket",
    "Sec-WebSocket-Version: 13",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "",
    "",
  ].join("\r\n");

/** Sends a WebSocket upgrade for `path` on a raw socket; answers what came back once it closed. */
function upgradeAnswer(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(upgradeRequest(port, path)));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.once("end", () => resolve(received));
    socket.once("error", reject);
    // Left open, the test times out instead of hanging the run.
    socket.setTimeout(10_000, () => reject(new Error(`still open: ${received}`)));
  });
}

describe("WebSocket upgrades answered over HTTP", () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    port = (testApp.app.server.address() as { port: number }).port;
  });
  afterAll(() => testApp?.close());

  it("closes the socket after refusing an upgrade without the API key", async () => {
    const answer = await upgradeAnswer(port, "/api/ai-call-dialer/ws");
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('{"detail":"Invalid or missing API key"}');
  });

  it("closes the socket after answering an upgrade sent to a route that is no WebSocket", async () => {
    const answer = await upgradeAnswer(port, "/healthz");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"status":"ok"}');
  });

  it("still upgrades the call socket", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(upgradeRequest(port, `/api/ai-call-dialer/ws?api_key=${API_KEY}`)),
      );
      socket.once("data", (chunk: Buffer) => {
        resolve(chunk.toString());
        socket.destroy();
      });
      socket.once("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
  });
});
