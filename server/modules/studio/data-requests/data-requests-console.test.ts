import { readdir } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { multipartForm, postToApi, TINY_PDF as PDF } from "../../../../test-support/server/api";
import { testAppOnEngine } from "../../../../test-support/server/engine-app";
import { ENGINES } from "../../../../test-support/server/engines";
import { countRows } from "../../../../test-support/server/rows";
import { studioKit } from "../../../../test-support/server/studio-kit";
import { uploadsDir } from "../../project-requests/uploads-dir";

const ASHA = "asha@example.com";

describe.each(ENGINES)("data requests from the console on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  const studio = studioKit(testApp);

  describe.skipIf(skip)("", () => {
    it("finds, exports and erases a person's data through the admin command's service, and logs each step without it", async () => {
      const { cookie } = await studio.signedInOperator("Yan", "yan@studio.example");
      const post = (url: string, subject: string, extra: object = {}) =>
        studio.request("POST", `/api/studio/data-requests/${url}`, {
          cookie,
          payload: { subject, ...extra },
        });
      await postToApi(testApp.app, "/api/contact/", {
        name: "Asha Rao",
        email: "Asha@Example.com",
        subject: "A shop",
        message: "Can we talk about textiles?",
      });
      await postToApi(
        testApp.app,
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
      await postToApi(testApp.app, "/api/contact/", {
        name: "Bo",
        email: "bo@example.com",
        subject: "Hello",
        message: "Another person's message.",
      });

      const found = await post("find", ` ${ASHA.toUpperCase()} `);
      expect(found.statusCode).toBe(200);
      expect(found.json().counts).toMatchObject({
        contactMessages: 1,
        projectRequests: 1,
        files: 1,
        mails: expect.any(Number),
      });

      const exported = await post("export", ASHA);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers["content-disposition"]).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(exported.headers["cache-control"]).toBe("no-store");
      const copy = exported.json();
      expect(copy.about).toEqual({ email: ASHA });
      expect(copy.contactMessages[0].message).toBe("Can we talk about textiles?");
      expect(
        Buffer.from(copy.projectRequests[0].files[0].content_base64, "base64").equals(PDF),
      ).toBe(true);

      // Erasure is asked for explicitly, and nothing goes without it.
      const unconfirmed = await post("erase", ASHA);
      expect(unconfirmed.statusCode).toBe(400);
      expect(await countRows(testApp.database.db, "project_requests")).toBe(1);

      const erased = await post("erase", ASHA, { confirm: true });
      expect(erased.statusCode).toBe(200);
      expect(erased.json().counts).toMatchObject({ contactMessages: 1, files: 1 });
      expect(await countRows(testApp.database.db, "project_requests")).toBe(0);
      expect(await countRows(testApp.database.db, "contact_messages")).toBe(1);
      expect(await readdir(uploadsDir(testApp.config.DATA_DIR))).not.toContainEqual(
        expect.stringMatching(/\.pdf$/),
      );
      const left = (await post("find", ASHA)).json().counts as Record<string, number>;
      expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([]);
      const [record] = await testApp.database.db.selectFrom("data_erasures").selectAll().execute();
      expect(record).toMatchObject({ subject_kind: "email", erased_by: "Yan" });

      const log = await studio.auditLog(cookie);
      expect(log.slice(0, 4).map((entry) => [entry.operatorName, entry.action])).toEqual([
        ["Yan", "looked up a person's data"],
        ["Yan", "erased a person's data"],
        ["Yan", "exported a person's data"],
        ["Yan", "looked up a person's data"],
      ]);
      expect(log[1]?.detail).toMatch(/^by e-mail address; \d+ records erased$/);
      expect(JSON.stringify(log)).not.toMatch(/asha/i);
    });

    it("refuses what is neither an address nor a number, with what to enter", async () => {
      const { cookie } = await studio.signedInOperator("Zed", "zed@studio.example");
      for (const subject of ["asha", "12", "+99 123"]) {
        const refused = await studio.request("POST", "/api/studio/data-requests/find", {
          cookie,
          payload: { subject },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().detail).toMatch(/e-mail address, or a phone number/);
      }
    });
  });
});
