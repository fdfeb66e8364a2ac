import { connect, type AddressInfo, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { buildTestApp, type TestApp } from "../test-support/server/app";
import { API_KEY } from "../test-support/server/api";

const REQUEST_TIMEOUT_MS = 2000;
const IDLE_TIMEOUT_MS = 1000;

interface Ending {
  /** Everything the server sent before the connection closed. */
  answer: string;
  elapsedMs: number;
}

/**
 * Resolves when the connection closes, with what the server answered and when; a server that
 * keeps it open past every time-out gets it closed by the test instead, and late.
 */
function ending(socket: Socket, startedAt: number): Promise<Ending> {
  const giveUp = setTimeout(() => socket.destroy(), REQUEST_TIMEOUT_MS + 5000);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ answer: Buffer.concat(chunks).toString(), elapsedMs: Date.now() - startedAt });
    });
  });
}

/** The start of a JSON contact message announcing a body of `length` bytes. */
function contactHead(length: number): string {
  return (
    "POST /api/contact/ HTTP/1.1\r\nHost: localhost\r\n" +
    `X-API-Key: ${API_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
  );
}

describe("connection time-outs on a listening server", () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        CONNECTION_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
        // The idle time-out must outlast an image's silent wait.
        IMAGE_TIMEOUT_MS: "500",
      },
    });
    await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    ({ port } = testApp.app.server.address() as AddressInfo);
  });
  afterAll(() => testApp?.close());

  it("answers 408 and closes a connection that trickles its body", async () => {
    const startedAt = Date.now();
    const socket = connect(port, "127.0.0.1");
    const closed = ending(socket, startedAt);
    socket.write(contactHead(1000));
    // One byte at a time, often enough that the connection is never idle.
    const trickle = setInterval(() => socket.writable && socket.write("{"), IDLE_TIMEOUT_MS / 4);
    const { answer, elapsedMs } = await closed;
    clearInterval(trickle);

    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(JSON.parse(body)).toEqual({ detail: "The request took too long to arrive" });
    expect(elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    // Node looks for expired requests once a second.
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it("closes a connection that goes silent mid-body once it has been idle", async () => {
    const startedAt = Date.now();
    const socket = connect(port, "127.0.0.1");
    const closed = ending(socket, startedAt);
    socket.write(`${contactHead(1000)}{"name":`);
    const { answer, elapsedMs } = await closed;
    expect(answer).toBe("");
    expect(elapsedMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
    expect(elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it("keeps a quiet WebSocket open past both time-outs", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ai-call-dialer/ws?api_key=${API_KEY}`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    let closed = false;
    socket.once("close", () => (closed = true));

    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 1500));
    expect(closed).toBe(false);
    const pong = new Promise((resolve) => socket.once("pong", resolve));
    socket.ping();
    await pong;
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
