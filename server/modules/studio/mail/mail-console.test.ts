import { describe, expect, it } from "vitest";
import { postToApi } from "../../../../test-support/server/api";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { ENGINES } from "../../../../test-support/server/engines";
import { studioKit } from "../../../../test-support/server/studio-kit";

const SECRET_ERROR = "Invalid login: 535 5.7.8 Authentication failed for smtp-user:s3cret-pass";

describe.each(ENGINES)("the console's outbox and subscribers on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);
  const mails = () => testApp.database.db.selectFrom("mail_outbox").selectAll().execute();

  describe.skipIf(skip)("", () => {
    it("lists failed mails with what went wrong as a category, and retries one through the outbox", async () => {
      const { cookie } = await studio.signedInOperator("Wen", "wen@studio.example");
      await postToApi(testApp.app, "/api/contact/", {
        name: "Ada",
        email: "ada@example.com",
        subject: "A shop",
        message: "Hello",
      });
      await testApp.database.db
        .updateTable("mail_outbox")
        .set({ status: "failed", attempts: 10, last_error: SECRET_ERROR })
        .where("kind", "=", "contact-confirmation")
        .execute();
      const failed = (await mails()).find((mail) => mail.status === "failed");

      const list = await studio.request("GET", "/api/studio/outbox/failed", { cookie });
      expect(list.statusCode).toBe(200);
      expect(list.json().mails).toEqual([
        {
          id: failed?.id,
          kind: "contact-confirmation",
          to: "ada@example.com",
          subject: failed?.subject,
          attempts: 10,
          queuedAt: failed?.created_at,
          failure: "sign-in to the mail server refused",
        },
      ]);
      expect(list.body).not.toContain("s3cret");

      const retry = await studio.request("POST", `/api/studio/outbox/${failed?.id}/retry`, {
        cookie,
      });
      expect(retry.statusCode).toBe(200);
      // Due now with a fresh set of attempts: the outbox worker sends it at its next round.
      expect((await mails()).find((mail) => mail.id === failed?.id)).toMatchObject({
        status: "pending",
        attempts: 0,
      });
      expect((await studio.request("GET", "/api/studio/outbox/failed", { cookie })).json()).toEqual(
        { mails: [] },
      );
      const [entry] = await studio.auditLog(cookie);
      expect(entry).toMatchObject({
        operatorName: "Wen",
        action: "retried the mail",
        itemKind: "mail",
        itemId: failed?.id,
      });

      const unknown = await studio.request("POST", "/api/studio/outbox/999999/retry", { cookie });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toMatch(/No unsent mail/);
    });

    it("lists subscribers with their opt-in proof and exports them as the admin command does", async () => {
      const { cookie } = await studio.signedInOperator("Xia", "xia@studio.example");
      for (const email of ["first@example.com", "second@example.com"]) {
        expect(
          (await postToApi(testApp.app, "/api/newsletter/subscribe", { email })).statusCode,
        ).toBe(201);
      }
      const confirmation = (await mails()).find((mail) => mail.to_address === "first@example.com");
      const confirmPath = /\/newsletter\/confirm\?token=[\w.-]+/.exec(
        confirmation?.text_body ?? "",
      )?.[0];
      const confirmed = await testApp.app.inject({
        url: confirmPath ?? "/newsletter/confirm",
        remoteAddress: "203.0.113.40",
      });
      expect(confirmed.statusCode).toBe(200);

      const list = await studio.request("GET", "/api/studio/subscribers", { cookie });
      expect(list.json().subscribers).toEqual([
        expect.objectContaining({
          email: "second@example.com",
          status: "pending",
          confirmedAt: null,
          confirmedFrom: null,
        }),
        expect.objectContaining({
          email: "first@example.com",
          status: "subscribed",
          confirmedAt: expect.any(String),
          confirmedFrom: "203.0.113.40",
        }),
      ]);

      const csv = await studio.request("GET", "/api/studio/subscribers/export", { cookie });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(
        /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = csv.body.split("\n");
      expect(header).toBe(
        '"id","email","status","created_at","confirmed_at","confirmed_from","unsubscribed_at"',
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(/^"\d+","first@example\.com","subscribed",.*,"203\.0\.113\.40",""$/);
      expect(rows[1]).toContain('"second@example.com","pending"');
      expect((await studio.auditLog(cookie))[0]).toMatchObject({
        operatorName: "Xia",
        action: "exported the subscribers",
        detail: "2 subscribers",
      });
    });
  });
});
