import { describe, expect, it } from "vitest";
import { ENGINES } from "../../../../test-support/server/engines";
import { multipartForm, postToApi, TINY_PDF as PDF } from "../../../../test-support/server/api";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { studioKit } from "../../../../test-support/server/studio-kit";

interface ListedItem {
  kind: string;
  id: number;
  title: string;
  who: string;
  state: string;
  handledBy: string | null;
  unread: boolean;
}

describe.each(ENGINES)("the studio inbox on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);

  const inbox = async (cookie: string, query = "") => {
    const response = await studio.request("GET", `/api/studio/inbox${query}`, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: ListedItem[]; hasMore: boolean };
  };

  describe.skipIf(skip)("", () => {
    it("lists what visitors sent, newest first, with states, read marks, search and filters", async () => {
      const { cookie } = await studio.signedInOperator("Uma", "uma@studio.example");
      const other = await studio.signedInOperator("Vic", "vic@studio.example");
      await postToApi(testApp.app, "/api/contact/", {
        name: "Ada",
        email: "ada@example.com",
        subject: "A shop for 100% plants",
        message: "Hello",
      });
      await postToApi(
        testApp.app,
        "/api/project-requests/",
        multipartForm(
          {
            customer_type: "startup",
            project_title: "Plant shop",
            name: "Bo",
            email: "bo@example.com",
            details: "A shop",
          },
          [["brief.pdf", PDF]],
        ),
      );
      // A mail the outbox gave up on.
      await testApp.database.db
        .updateTable("mail_outbox")
        .set({ status: "failed", last_error: "550 mailbox unavailable" })
        .where("kind", "=", "contact-confirmation")
        .execute();

      const all = await inbox(cookie);
      // The message and its receipt were stored in the same instant: their order is the ids'.
      const listed = all.items.map((item) => [item.kind, item.title, item.state, item.unread]);
      expect(listed[0]).toEqual(["request", "Plant shop", "new", true]);
      expect(listed.slice(1)).toEqual(
        expect.arrayContaining([
          ["contact", "A shop for 100% plants", "new", true],
          ["mail", "We received your message to Nexora Studio", "new", true],
        ]),
      );
      expect(listed).toHaveLength(3);
      expect(all.hasMore).toBe(false);
      expect((await inbox(cookie, "?kind=contact")).items.map((item) => item.kind)).toEqual([
        "contact",
      ]);
      // The search is literal: % and _ are just characters.
      expect((await inbox(cookie, "?q=100%25")).items.map((item) => item.kind)).toEqual([
        "contact",
      ]);
      expect((await inbox(cookie, "?q=10_%25")).items).toEqual([]);
      expect((await inbox(cookie, "?q=BO")).items.map((item) => item.who)).toEqual(["Bo"]);
      expect(
        (await studio.request("GET", "/api/studio/inbox?kind=spam", { cookie })).statusCode,
      ).toBe(400);

      const request = all.items[0] as ListedItem;
      const page = await studio.request("GET", `/api/studio/inbox/request/${request.id}`, {
        cookie,
      });
      expect(page.statusCode).toBe(200);
      const detail = page.json();
      expect(detail.fields).toContainEqual({ label: "project", value: "Plant shop" });
      expect(detail.fields).toContainEqual({ label: "e-mail", value: "bo@example.com" });
      expect(detail.attachments).toEqual([
        {
          id: expect.any(Number),
          name: "brief.pdf",
          type: "application/pdf",
          sizeBytes: PDF.length,
        },
      ]);
      // Read by this operator only.
      expect((await inbox(cookie, "?kind=request")).items[0]?.unread).toBe(false);
      expect((await inbox(other.cookie, "?kind=request")).items[0]?.unread).toBe(true);

      const file = await studio.request(
        "GET",
        `/api/studio/inbox/request/${request.id}/attachments/${detail.attachments[0].id}`,
        { cookie },
      );
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers["content-type"]).toBe("application/octet-stream");
      expect(file.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''brief.pdf");
      // The public API never serves it, even with the site's key.
      const attachmentUrl = `/api/studio/inbox/request/${request.id}/attachments/${detail.attachments[0].id}`;
      expect((await studio.request("GET", attachmentUrl)).statusCode).toBe(401);

      const done = await studio.request("PATCH", `/api/studio/inbox/request/${request.id}`, {
        cookie,
        payload: { state: "done" },
      });
      expect(done.statusCode).toBe(200);
      const [handled] = (await inbox(other.cookie, "?state=done")).items;
      expect(handled).toMatchObject({ kind: "request", state: "done", handledBy: "Uma" });
      expect((await inbox(cookie, "?state=new")).items.map((item) => item.kind).sort()).toEqual([
        "contact",
        "mail",
      ]);

      const history = (
        await studio.request("GET", `/api/studio/inbox/request/${request.id}`, { cookie })
      ).json().history as { operatorName: string; action: string; detail: string | null }[];
      expect(history.map((entry) => [entry.operatorName, entry.action, entry.detail])).toEqual([
        ["Uma", "marked done", null],
        ["Uma", "downloaded an attachment", "brief.pdf"],
      ]);

      expect(
        (await studio.request("GET", "/api/studio/inbox/contact/999999", { cookie })).statusCode,
      ).toBe(404);
      expect(
        (
          await studio.request(
            "GET",
            `/api/studio/inbox/request/${request.id}/attachments/999999`,
            {
              cookie,
            },
          )
        ).statusCode,
      ).toBe(404);
    });
  });
});
