import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import { hangUpCall, watchCall } from "../../../../test-support/server/call-api";
import { eventKinds } from "../../../../test-support/server/call-socket-client";
import { engineEnv, ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import {
  redisUnavailableReason,
  TEST_REDIS_URL,
  testRedisPrefix,
} from "../../../../test-support/server/redis";
import { openWebCallSocket, startWebCall } from "../../../../test-support/server/web-call-client";

const skipReason = await redisUnavailableReason("the two-instance tests of calls in the browser");
const isStatus = (status: string) => (event: CallEvent) =>
  "type" in event && event.type === "call_status" && event.status === status;

describe.each(ENGINES)(
  "A call held in the browser across two instances of one $engine database and one Redis",
  ({ engine, skip }) => {
    const instances: { app: TestApp; url: string }[] = [];
    let cleanUp = async () => {};

    beforeAll(async () => {
      if (skip || skipReason) return;
      const database = await engineEnv(engine);
      // SQLite's file is shared through the data directory, PostgreSQL's through its URL.
      const dataDir = await mkdtemp(join(tmpdir(), "site-test-shared-"));
      const redisKeys = testRedisPrefix();
      const env = {
        ...database.env,
        DATA_DIR: dataDir,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: redisKeys.prefix,
        CALL_DEMO_PACE_MS: "10",
      };
      for (let index = 0; index < 2; index += 1) {
        const app = await buildTestApp({ env });
        instances.push({ app, url: await app.app.listen({ host: "127.0.0.1", port: 0 }) });
      }
      cleanUp = async () => {
        for (const { app } of instances.reverse()) await app.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
        await redisKeys.clear();
      };
    });
    afterAll(() => cleanUp());

    describe.skipIf(skip || skipReason !== null)("", () => {
      it("is started on one, held on the other, followed and hung up from the first", async () => {
        const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
        const { status, body } = await startWebCall(
          first.app.app,
          "Remind Priya about her fitting",
          nextClientAddress(),
        );
        expect(status).toBe(200);
        // The page's socket reaches the second instance; the call page follows it on the first.
        const socket = await openWebCallSocket(second.url);
        socket.send({ type: "start", call_sid: body.call_sid, token: body.watch_token });
        await socket.waitFor("agent_line", (event) => event.line_id === 0);
        const watcher = await watchCall(first.url, body);
        await watcher.waitFor(isStatus("in-progress"));

        socket.send({ type: "say", message: "Who is this?" });
        const answer = await socket.waitFor("agent_line", (event) => event.line_id === 1);
        await watcher.waitFor((event) => "speaker" in event && event.message === answer.text);

        expect((await hangUpCall(first.app.app, body)).body.status).toBe("call ended");
        expect(await socket.waitFor("ended")).toEqual({ type: "ended", reason: "hung up" });
        expect(await socket.closed).toBe(1000);
        await watcher.waitFor((event) => "type" in event && event.type === "call_summary");
        expect(eventKinds(watcher.events)).toEqual([
          "call_status:in-progress",
          "line",
          "line",
          "call_status:completed",
          "call_summary",
        ]);
        expect(
          watcher.events.flatMap((event) => ("speaker" in event ? [event.speaker] : [])),
        ).toEqual([CALLEE_SPEAKER, AI_SPEAKER]);
        await watcher.close();
      });
    });
  },
);
