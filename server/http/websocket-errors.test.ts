import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { openCallSocket } from "../../test-support/server/call-socket-client";

/** Every log line the app writes, parsed. */
function logLines() {
  const lines: { level: number; msg?: string; err?: { code?: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe("a socket whose client sends a frame it should not", () => {
  let testApp: TestApp | undefined;
  afterEach(() => testApp?.close());

  it("is closed and logged as a warning, never as a server error", async () => {
    const log = logLines();
    testApp = await buildTestApp({ env: { LOG_LEVEL: "warn" }, logStream: log.stream });
    const baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const socket = await openCallSocket(baseUrl);
    // Over the 16 KiB a call socket's message may have.
    socket.send({ type: "watch", call_sid: "x".repeat(20_000), token: "t" });
    expect(await socket.closed).toBe(1009);

    await expect.poll(() => log.lines.some((line) => line.level === 40)).toBe(true);
    const warning = log.lines.find((line) => line.level === 40);
    expect(warning?.err?.code).toBe("WS_ERR_UNSUPPORTED_MESSAGE_LENGTH");
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
