import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataCommands } from "../../cli/commands/data";
import { runAdminOn } from "../../../test-support/server/admin-cli";
import { multipartForm, postToApi, TINY_PDF as PDF } from "../../../test-support/server/api";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { ENGINES } from "../../../test-support/server/engines";
import { uploadsDir } from "../project-requests/uploads-dir";

const ASHA = "asha@example.com";
const RAVI_PHONE = "+91 98765 43210";

describe.each(ENGINES)("data requests on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { CALL_DEMO_PACE_MS: "10" });
  const admin = (...argv: string[]) =>
    runAdminOn(testApp, { data: dataCommands }, ["data", ...argv]);
  const post = async (url: string, payload: FormData | Record<string, unknown>) => {
    const response = await postToApi(testApp.app, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const rowCount = async (
    table: "contact_messages" | "reviews" | "ai_calls" | "ai_call_events" | "project_requests",
  ) => (await testApp.database.db.selectFrom(table).selectAll().execute()).length;
  const visibleReviews = async () =>
    (
      await testApp.database.db
        .selectFrom("review_stats")
        .select("review_count")
        .where("rating", "=", 0)
        .executeTakeFirstOrThrow()
    ).review_count;

  /** Asha wrote, asked for a project with a file, reviewed and subscribed; Ravi wrote and was called. */
  async function seed() {
    await post("/api/newsletter/subscribe", { email: " Asha@Example.com" });
    await post("/api/contact/", {
      name: "Asha Rao",
      email: "ASHA@example.com",
      subject: "A shop",
      message: "Can we talk?",
    });
    await post(
      "/api/project-requests/",
      multipartForm(
        {
          customer_type: "startup",
          project_title: "Plant shop",
          name: "Asha Rao",
          email: ASHA,
          details: "A shop and an app.",
        },
        [["brief.pdf", PDF]],
      ),
    );
    await post("/api/reviews", {
      name: "Asha Rao",
      email: ASHA,
      title: "Great partner",
      description: "They rebuilt our shop in six weeks.",
      rating: 5,
    });
    await post("/api/reviews", {
      name: "Meera",
      email: "meera@example.com",
      title: "Good work",
      description: "On time and on budget.",
      rating: 4,
    });
    await post("/api/contact/", {
      name: "Ravi",
      email: "ravi@example.com",
      subject: "Call me",
      message: "Please call.",
      phone: RAVI_PHONE,
    });
    await post("/api/ai-call-dialer/call", {
      to_number: "919876543210",
      message: "Confirm the meeting on Monday",
    });
    // The demo call runs its course; its summary is written last.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const call = await testApp.database.db
        .selectFrom("ai_calls")
        .select("summary")
        .executeTakeFirst();
      if (call?.summary) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("The demo call did not end");
  }

  it.skipIf(skip)("finds, exports and erases one person's data, files included", async () => {
    await seed();
    expect(await visibleReviews()).toBe(2);

    const found = await admin("find", "Asha@Example.com");
    expect(found.code).toBe(0);
    for (const line of [
      /subscriptions: +1/,
      /contactMessages: +1/,
      /projectRequests: +1/,
      /reviews: +1/,
      /calls: +0/,
      /files: +1/,
    ]) {
      expect(found.out).toMatch(line);
    }
    // The confirmation mail to the subscriber is hers too.
    expect(found.out).toMatch(/mails: +[1-9]/);

    const file = join(tmpdir(), `data-export-${engine}-${process.pid}.json`);
    await rm(file, { force: true });
    expect((await admin("export", ASHA, file)).code).toBe(0);
    const exported = JSON.parse(await readFile(file, "utf8"));
    expect(exported.about).toEqual({ email: ASHA });
    expect(exported.reviews[0].title).toBe("Great partner");
    expect(Buffer.from(exported.projectRequests[0].files[0].content_base64, "base64")).toEqual(PDF);
    // An export is never written over an existing file.
    expect((await admin("export", ASHA, file)).code).toBe(1);
    await rm(file);

    expect((await admin("erase", ASHA)).code).toBe(2);
    const erased = await admin("erase", ASHA, "--yes");
    expect(erased.code).toBe(0);
    expect(erased.out).toMatch(/reviews: +1/);

    const after = await admin("find", ASHA);
    expect(after.out).not.toMatch(/: +[1-9]/);
    expect(await readdir(uploadsDir(testApp.config.DATA_DIR))).not.toContainEqual(
      expect.stringMatching(/\.pdf$/),
    );
    expect(await rowCount("project_requests")).toBe(0);
    // Meera's review and Ravi's message are untouched; the published counts lost Asha's review.
    expect(await rowCount("reviews")).toBe(1);
    expect(await visibleReviews()).toBe(1);
    expect(await rowCount("contact_messages")).toBe(1);

    // The phone number finds Ravi's message (typed with spaces) and the call with its transcript.
    const byPhone = await admin("find", "919876543210");
    expect(byPhone.out).toMatch(/contactMessages: +1/);
    expect(byPhone.out).toMatch(/calls: +1/);
    expect((await admin("erase", RAVI_PHONE, "--yes")).code).toBe(0);
    expect(await rowCount("contact_messages")).toBe(0);
    expect(await rowCount("ai_calls")).toBe(0);
    expect(await rowCount("ai_call_events")).toBe(0);

    // Each erasure is recorded: when, by whom, how many; never whose.
    const records = await testApp.database.db.selectFrom("data_erasures").selectAll().execute();
    expect(records.map((record) => [record.subject_kind, record.erased_by])).toEqual([
      ["email", "command line"],
      ["phone", "command line"],
    ]);
    const stored = JSON.stringify(records);
    expect(stored).not.toMatch(/asha|ravi|98765/i);
  });

  it.skipIf(skip)("refuses what is neither an address nor a number", async () => {
    for (const subject of ["asha", "12", "not a number", "+99 123"]) {
      expect((await admin("find", subject)).code).toBe(2);
    }
  });
});
