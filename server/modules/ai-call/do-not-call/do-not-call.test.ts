import { beforeAll, describe, expect, it } from "vitest";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { API_KEY } from "../../../../test-support/server/api";
import { watchCall } from "../../../../test-support/server/call-api";
import { calleeSpeaker, spokenLines } from "../../../../test-support/server/call-socket-client";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { ENGINES, nextClientAddress } from "../../../../test-support/server/engines";
import { NO_MORE_CALLS_GOODBYE } from "../conversation/prompts";
import { createDoNotCallList } from "./do-not-call-list";

describe.each(ENGINES)("the do-not-call list on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { CALL_DEMO_PACE_MS: "10" });
  let baseUrl: string;
  beforeAll(async () => {
    if (skip) return;
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });
  const place = (toNumber: string, fields: Record<string, string> = {}) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      headers: { "x-api-key": API_KEY },
      payload: { to_number: toNumber, message: "Confirm the fitting on Friday", ...fields },
      remoteAddress: nextClientAddress(),
    });

  it.skipIf(skip)(
    "refuses a listed number a call and a code before anything is stored, and no other",
    async () => {
      const list = createDoNotCallList(testApp.database.db, testApp.config.SIGNING_SECRET!);
      await list.add("+919876543210", "command line", "asked by e-mail", new Date());

      // Nor is a consent code texted to it.
      const code = await testApp.app.inject({
        method: "POST",
        url: "/api/ai-call-dialer/verification",
        headers: { "x-api-key": API_KEY },
        payload: { to_number: "919876543210" },
        remoteAddress: nextClientAddress(),
      });
      expect(code.statusCode).toBe(403);
      expect(code.json()).toMatchObject({ message: CALL_REFUSALS.doNotCall });

      const refused = await place("919876543210");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: "error", message: CALL_REFUSALS.doNotCall });
      expect(await testApp.database.db.selectFrom("ai_calls").selectAll().execute()).toEqual([]);

      expect((await place("919876543211")).statusCode).toBe(200);
      expect(await list.remove("+919876543210")).toBe(true);
      expect((await place("919876543210")).statusCode).toBe(200);
    },
  );

  it.skipIf(skip)("lists the number of a person who asks the agent for no more calls", async () => {
    const placed = await place("919876543219", { play_callee: "true" });
    expect(placed.statusCode).toBe(200);
    const call = placed.json();
    const socket = await watchCall(baseUrl, call);
    await socket.waitFor((event) => "status" in event && event.status === "in-progress");
    calleeSpeaker(socket, call)("Who is this? Please stop calling me.");
    await socket.waitFor((event) => "status" in event && event.status === "completed");
    expect(spokenLines(socket.events).slice(-2)).toEqual([
      "Callee: Who is this? Please stop calling me.",
      `AI: ${NO_MORE_CALLS_GOODBYE}`,
    ]);
    await socket.close();

    const listed = await testApp.database.db.selectFrom("do_not_call").selectAll().execute();
    expect(listed).toEqual([
      expect.objectContaining({
        listed_by: expect.stringMatching(/^the AI agent, during call #\d+$/),
      }),
    ]);
    expect((await place("919876543219")).json()).toMatchObject({
      message: CALL_REFUSALS.doNotCall,
    });
  });
});
