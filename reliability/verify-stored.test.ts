import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test-support/server/app";
import * as submissions from "./submissions";
import { storeFailures, verifyStoredOnce } from "./verify-stored";

describe("the stored-exactly-once check", () => {
  let testApp: TestApp;
  let outcomes: submissions.Outcome[];
  const uploads = () => join(testApp.config.DATA_DIR, "uploads");

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { STUDIO_INBOX: submissions.STUDIO_INBOX, RATE_LIMIT_ALLOW_LIST: "127.0.0.1" },
    });
    const baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
    const nextMarker = submissions.markerMaker();
    outcomes = [];
    for (const kind of submissions.SUBMISSION_KINDS) {
      for (let n = 0; n < 2; n += 1) {
        outcomes.push(
          await submissions.send(baseUrl, submissions.buildSubmission(kind, nextMarker(kind))),
        );
      }
    }
  });
  afterAll(() => testApp?.close());

  it("passes what the server stored", async () => {
    expect(outcomes.map((outcome) => outcome.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(storeFailures(await verifyStoredOnce(testApp.database.db, uploads(), outcomes))).toEqual(
      [],
    );
  });

  it("reports a doubled, a missing and an unexpected row, a wrong or stray file and a lost mail", async () => {
    const { db } = testApp.database;
    const [contact] = await db.selectFrom("contact_messages").selectAll().limit(1).execute();
    await db
      .insertInto("contact_messages")
      .values({ ...contact!, id: undefined })
      .execute();
    const [refused, lost] = outcomes.filter((outcome) => outcome.submission.kind === "review");
    await db
      .deleteFrom("reviews")
      .where("description", "like", `%${lost!.submission.marker}%`)
      .execute();
    const [file] = await db.selectFrom("project_request_files").selectAll().limit(1).execute();
    await writeFile(join(uploads(), file!.stored_name), "other bytes");
    await writeFile(join(uploads(), "stray.pdf"), "nobody's");
    const [mail] = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "project-request-confirmation")
      .limit(1)
      .execute();
    await db.deleteFrom("mail_outbox").where("id", "=", mail!.id).execute();
    // A review the server refused, though a row for it exists.
    const asRefused = outcomes.map((outcome) =>
      outcome === refused ? { ...outcome, status: 400 } : outcome,
    );

    const report = await verifyStoredOnce(db, uploads(), asRefused);
    expect(storeFailures(report).sort()).toEqual(
      [
        "contact: 1 duplicates",
        "project-request: 1 requests with wrong files",
        "project-request: 1 submissions with wrong mails",
        "review: 1 unexpected rows",
        "review: 1 missing",
        "1 uploaded files no row names",
      ].sort(),
    );
  });
});
