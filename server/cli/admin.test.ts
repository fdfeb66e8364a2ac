import { execFile } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test-support/server/app";
import { ENGINES } from "../../test-support/server/engines";
import type { CommandGroup } from "./command";
import { contactCommands } from "./commands/contact";
import { outboxCommands } from "./commands/outbox";
import { requestsCommands } from "./commands/requests";
import { subscribersCommands } from "./commands/subscribers";
import { API_KEY, multipartForm, postToApi, TINY_PDF as PDF } from "../../test-support/server/api";
import { testAppOnEngine } from "../../test-support/server/engine-app";
import { runAdminOn } from "../../test-support/server/admin-cli";

/** Clears the screen, retitles the terminal, rings its bell, and reverses the text after it. */
const TERMINAL_ESCAPES = "\u001b[2J\u001b]0;owned\u0007Hi\r\nthere\u202e";
const groups: Record<string, CommandGroup> = {
  contact: contactCommands,
  requests: requestsCommands,
  subscribers: subscribersCommands,
  outbox: outboxCommands,
};

describe.each(ENGINES)("admin commands on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip);
  let destDir: string;

  beforeAll(async () => {
    if (skip) return;
    destDir = await mkdtemp(join(tmpdir(), "site-admin-files-"));
    const post = (url: string, payload: FormData | Record<string, unknown>) =>
      postToApi(testApp.app, url, payload);
    expect(
      (await post("/api/newsletter/subscribe", { email: "reader@example.com" })).statusCode,
    ).toBe(201);
    const contact = {
      name: "Ada",
      email: "ada@example.com",
      subject: "Hello, studio",
      message: 'Two lines,\nwith "quotes"',
    };
    expect((await post("/api/contact/", multipartForm(contact))).statusCode).toBe(201);
    expect(
      (
        await post(
          "/api/contact/",
          multipartForm({ ...contact, email: "bot@example.com", website: "x" }),
        )
      ).statusCode,
    ).toBe(201);
    const request = {
      customer_type: "enterprise",
      project_title: "=cmd|' /C calc'!A0",
      name: "Grace",
      email: "grace@example.com",
      budget: "5000",
      details: "Details",
    };
    const files: [string, Buffer][] = [
      ["brief.pdf", PDF],
      ["brief.pdf", PDF],
    ];
    expect((await post("/api/project-requests/", multipartForm(request, files))).statusCode).toBe(
      201,
    );
  });
  afterAll(async () => {
    if (destDir) await rm(destDir, { recursive: true, force: true });
  });

  const admin = (...argv: string[]) => runAdminOn(testApp, groups, argv);

  describe.skipIf(skip)("", () => {
    it("lists, shows and exports contact messages", async () => {
      const list = await admin("contact", "list");
      expect(list.code).toBe(0);
      expect(list.out.split("\n")[0]).toMatch(/^id\s+created_at\s+name\s+email\s+subject\s+spam$/);
      expect(list.out).toMatch(/ada@example\.com\s+Hello, studio\s*\n/);
      expect(list.out).toMatch(/bot@example\.com\s+Hello, studio\s+spam$/);

      const show = await admin("contact", "show", "1");
      expect(show.out).toMatch(/^e-mail: +ada@example\.com$/m);
      expect(show.out).toContain('message:\n  Two lines,\n  with "quotes"');

      const csv = await admin("contact", "export");
      const [header, first] = csv.out.split("\n");
      expect(header).toBe(
        '"id","created_at","name","email","phone","company","subject","message","is_spam","ip"',
      );
      expect(first).toMatch(
        /^"1","[^"]+","Ada","ada@example\.com","","","Hello, studio","Two lines,$/,
      );
    });

    it("lists, shows and exports project requests and copies their attachments out", async () => {
      expect((await admin("requests", "list")).out).toMatch(
        /enterprise\s+Grace\s+grace@example\.com/,
      );
      const show = await admin("requests", "show", "1");
      expect(show.out).toMatch(/^budget: +₹5000$/m);
      expect(show.out).toContain("attachments:\n  brief.pdf (");

      const csv = await admin("requests", "export");
      // A value a spreadsheet would run as a formula is defused.
      expect(csv.out).toContain(`,"'=cmd|' /C calc'!A0",`);
      expect(csv.out.split("\n")[1]).toMatch(/,"2","[^"]*"$/);

      const copied = await admin("requests", "files", "1", destDir);
      expect(copied.code).toBe(0);
      expect((await readdir(destDir)).sort()).toEqual(["brief (2).pdf", "brief.pdf"]);
      expect(await readFile(join(destDir, "brief.pdf"))).toEqual(PDF);
      expect(copied.out).toContain("2 attachments copied to");
    });

    it("writes and prints attachment names without direction overrides or control codes", async () => {
      // A name kept before upload removed them: the command cleans it again.
      await testApp.database.db
        .updateTable("project_request_files")
        .set({ original_name: "invoice\u202Efdp.exe\u0085" })
        .where("original_name", "=", "brief.pdf")
        .execute();
      const copied = await admin("requests", "files", "1", destDir);
      expect(copied.code).toBe(0);
      expect(copied.out).not.toMatch(/[\u202E\u0085]/);
      const written = await readdir(destDir);
      expect(written.some((name) => name.startsWith("invoice_fdp.exe_"))).toBe(true);
      expect(written.join("")).not.toMatch(/[\u202E\u0085]/);
    });

    it("lists and exports subscribers", async () => {
      expect((await admin("subscribers", "list", "pending")).out).toContain("reader@example.com");
      expect((await admin("subscribers", "list", "subscribed")).out).toBe("(none)");
      const csv = await admin("subscribers", "export");
      expect(csv.out).toMatch(
        /^"id","email","status","created_at","confirmed_at","confirmed_from","unsubscribed_at"\n"1","reader@example\.com","pending",/,
      );
    });

    it("lists, shows and retries the outbox", async () => {
      const list = await admin("outbox", "list");
      expect(list.out).toContain("newsletter-confirmation");
      expect(list.out).toContain("project-request-notification");
      const show = await admin("outbox", "show", "1");
      expect(show.out).toMatch(
        /List-Unsubscribe: +<http:\/\/localhost:8080\/newsletter\/unsubscribe\?token=/,
      );
      expect(show.out).toContain("/newsletter/confirm?token=");

      await testApp.database.db
        .updateTable("mail_outbox")
        .set({ status: "failed", attempts: 10 })
        .where("id", "in", [1, 2])
        .execute();
      expect((await admin("outbox", "list", "failed")).out.split("\n")).toHaveLength(4);
      expect((await admin("outbox", "retry", "1")).out).toBe(
        "Mail #1 will be sent at the next drain.",
      );
      expect((await admin("outbox", "retry-failed")).out).toBe(
        "1 failed mail will be sent at the next drain.",
      );
      const mails = await testApp.database.db
        .selectFrom("mail_outbox")
        .select(["status", "attempts"])
        .where("id", "in", [1, 2])
        .execute();
      expect(mails).toEqual([
        { status: "pending", attempts: 0 },
        { status: "pending", attempts: 0 },
      ]);
    });

    it("keeps a visitor's formulas and terminal escapes inert in exports and views", async () => {
      const hostile = {
        name: '=HYPERLINK("http://evil.example","x")',
        email: "eve@example.com",
        message: TERMINAL_ESCAPES,
        phone: "+1 415 555 0123",
        company: "@SUM(A1:A9)",
        subject: "-2+3",
      };
      expect(
        (await postToApi(testApp.app, "/api/contact/", multipartForm(hostile))).statusCode,
      ).toBe(201);
      const row = await testApp.database.db
        .selectFrom("contact_messages")
        .select("id")
        .where("email", "=", "eve@example.com")
        .executeTakeFirstOrThrow();

      const csv = (await admin("contact", "export")).out;
      const line = csv.slice(csv.indexOf(`\n"${row.id}",`) + 1);
      expect(line).toContain(
        ',"\'=HYPERLINK(""http://evil.example"",""x"")","eve@example.com","\'+1 415 555 0123","\'@SUM(A1:A9)","\'-2+3",',
      );
      // The export is data: the message keeps its characters.
      expect(line).toContain(',"\u001b[2J\u001b]0;owned\u0007Hi');

      for (const view of [
        await admin("contact", "show", String(row.id)),
        await admin("contact", "list"),
      ]) {
        // eslint-disable-next-line no-control-regex -- no raw control character may reach the terminal
        expect(view.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
      }
      expect((await admin("contact", "show", String(row.id))).out).toContain(
        "message:\n  \\x1b[2J\\x1b]0;owned\\x07Hi\n  there\\u202e",
      );
    });

    it("explains mistakes with the usage and an exit code", async () => {
      const unknown = await admin("contact", "delete");
      expect(unknown.code).toBe(2);
      expect(unknown.err).toContain('Unknown command "contact delete"');
      expect(unknown.err).toContain("requests files ID DEST_DIR");
      expect((await admin("contact", "show", "abc")).code).toBe(2);
      const missing = await admin("contact", "show", "999");
      expect(missing).toMatchObject({ code: 1, err: "No contact message #999" });
      expect((await admin("outbox", "retry", "999")).code).toBe(1);
    });
  });
});

describe("npm run admin", () => {
  it("runs against the database configured by the environment", async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: "cli@example.com" },
        headers: { "x-api-key": API_KEY },
      });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "server/cli/admin.ts", "subscribers", "list"],
        { env: { ...process.env, NODE_ENV: "test", DATA_DIR: testApp.config.DATA_DIR } },
      );
      expect(stdout).toMatch(/1\s+cli@example\.com\s+pending/);

      const failure = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "server/cli/admin.ts", "nothing"],
        { env: { ...process.env, NODE_ENV: "test", DATA_DIR: testApp.config.DATA_DIR } },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(failure).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("Usage: npm run admin"),
      });
    } finally {
      await testApp.close();
    }
  });
});
