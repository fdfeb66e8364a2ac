import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { SCRIPTED_CALLEE_LINES } from "../../../providers/telephony/simulated-telephony";
import { buildTestApp, type TestApp } from "../../../../test-support/server/app";
import { placeCall, watchCall } from "../../../../test-support/server/call-api";
import { spokenLines } from "../../../../test-support/server/call-socket-client";
import { engineEnv, ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from "../../../../test-support/server/fake-chat-completions";
import { chatLimitSummary, TURN_LIMIT_GOODBYE } from "./prompts";

const CEILING = 3;
const OPENING = "Hello, this is an AI assistant calling for Nexora Studio about the open day.";

describe.each(ENGINES)(
  "Chat requests per address, demo calls on two instances of one $engine database",
  ({ engine, skip }) => {
    let llm: FakeChatCompletions;
    const instances: TestApp[] = [];
    let baseUrl = "";
    let cleanUp = async () => {};

    beforeAll(async () => {
      if (skip) return;
      llm = await startFakeChatCompletions();
      llm.answer = (request) =>
        request.messages.length === 2
          ? { text: OPENING }
          : { text: `Noted: ${request.messages.at(-1)?.content ?? ""}` };
      const database = await engineEnv(engine);
      // SQLite's file is shared through the data directory, PostgreSQL's through its URL.
      const dataDir = await mkdtemp(join(tmpdir(), "site-test-shared-"));
      const env = {
        ...database.env,
        DATA_DIR: dataDir,
        LLM_BASE_URL: llm.url,
        CALL_DEMO_PACE_MS: "15",
        CALL_ALLOWED_REGIONS: "IN",
        CALL_CHAT_REQUESTS_PER_IP_PER_HOUR: String(CEILING),
      };
      instances.push(await buildTestApp({ env }), await buildTestApp({ env }));
      baseUrl = await instances[0]!.app.listen({ host: "127.0.0.1", port: 0 });
      cleanUp = async () => {
        for (const instance of instances.reverse()) await instance.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
        await llm.close();
      };
    });
    afterAll(() => cleanUp());

    describe.skipIf(skip)("", () => {
      it("says goodbye once the address's calls have made the hour's requests, and the other instance refuses its next call", async () => {
        const [placing, other] = instances as [TestApp, TestApp];
        const address = nextClientAddress();
        const placed = await placeCall(
          placing.app,
          { to_number: "919876543210", message: "Invite them to the open day" },
          address,
        );
        expect(placed.status).toBe(200);
        const socket = await watchCall(baseUrl, placed.body);
        const summary = await socket.waitFor(
          (event) => "type" in event && event.type === "call_summary",
        );
        await socket.close();

        // The opening and two answers are the three requests; the third line gets a goodbye
        // written without one, and the summary says why there is none.
        const [first, second, third] = SCRIPTED_CALLEE_LINES;
        expect(spokenLines(socket.events)).toEqual([
          `Callee: ${first}`,
          `AI: Noted: ${first}`,
          `Callee: ${second}`,
          `AI: Noted: ${second}`,
          `Callee: ${third}`,
          `AI: ${TURN_LIMIT_GOODBYE}`,
        ]);
        expect(summary).toMatchObject({ summary: chatLimitSummary(CEILING) });
        expect(llm.requests).toHaveLength(CEILING);

        const refused = await placeCall(
          other.app,
          { to_number: "919876543211", message: "Invite them too" },
          address,
        );
        const message = CALL_REFUSALS.chatRequests(CEILING);
        expect(refused).toEqual({
          status: 429,
          body: { status: "error", message, detail: message },
        });
        expect(llm.requests).toHaveLength(CEILING);
        // Another address is not affected.
        const elsewhere = await placeCall(
          other.app,
          { to_number: "919876543211", message: "Invite them too" },
          nextClientAddress(),
        );
        expect(elsewhere.status).toBe(200);
      });
    });
  },
);
