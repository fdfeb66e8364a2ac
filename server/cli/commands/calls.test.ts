import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test-support/server/app";
import { callsCommands } from "./calls";
import { API_KEY } from "../../../test-support/server/api";
import { runAdminOn } from "../../../test-support/server/admin-cli";

describe("admin calls commands", () => {
  let testApp: TestApp;
  let callId: number;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { CALL_DEMO_PACE_MS: "10" } });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/ai-call-dialer/call",
      payload: { to_number: "919876543210", message: "Confirm the meeting on Monday" },
      headers: { "x-api-key": API_KEY },
    });
    expect(response.statusCode).toBe(200);
    // The demo call runs its course; its summary is the last thing written.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const row = await testApp.database.db
        .selectFrom("ai_calls")
        .selectAll()
        .executeTakeFirstOrThrow();
      callId = row.id;
      if (row.summary) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(() => testApp?.close());

  const run = (...argv: string[]) =>
    runAdminOn(testApp, { calls: callsCommands }, ["calls", ...argv]);

  it("lists calls with the number masked", async () => {
    const { code, out } = await run("list");
    expect(code).toBe(0);
    expect(out).toContain("+919*******10");
    expect(out).not.toContain("9876543210");
    expect(out).toContain("completed");
  });

  it("shows the transcript and summary of one call", async () => {
    const { code, out } = await run("show", String(callId));
    expect(code).toBe(0);
    expect(out).toContain("+919*******10");
    expect(out).toMatch(/transcript:\n {2}AI: Hello, this is an AI assistant/);
    expect(out).toContain("Callee: Hi, yes, I have a minute. What is this about?");
    expect(out).toMatch(/summary: +Demo summary/);
  });

  it("deletes a call with its events, and says when there is none", async () => {
    expect((await run("delete", String(callId))).code).toBe(0);
    expect(await testApp.database.db.selectFrom("ai_call_events").selectAll().execute()).toEqual(
      [],
    );
    expect(await run("show", String(callId))).toMatchObject({ code: 1, err: `No call #${callId}` });
  });

  it("puts a number on the do-not-call list, lists it without the number, and takes it off", async () => {
    expect(await run("block", "+91 98765 43210", "asked by e-mail")).toMatchObject({
      code: 0,
      out: "+919*******10 is on the do-not-call list",
    });
    // Twice is no error, and keeps the first entry.
    expect((await run("block", "919876543210")).code).toBe(0);
    const listed = await run("blocked");
    expect(listed.out).toContain("admin command");
    expect(listed.out).toContain("asked by e-mail");
    expect(listed.out).not.toMatch(/9876|added by the studio/);
    expect(await run("unblock", "919876543210")).toMatchObject({ code: 0 });
    expect(await run("unblock", "919876543210")).toMatchObject({
      code: 1,
      err: "+919*******10 is not on the do-not-call list",
    });
    expect((await run("block", "12")).code).toBe(2);
  });
});
