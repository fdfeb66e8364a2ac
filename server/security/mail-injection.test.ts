import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxWorker } from "../mail/outbox-worker";
import { escapeHtml } from "../mail/escape";
import { createSmtpTransport } from "../mail/smtp-transport";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../test-support/server/smtp";
import { multipartForm, postToApi } from "../../test-support/server/api";
import { silentLog } from "../../test-support/server/silent-log";

// Visitors' scripts and header tricks go through every form that mails, out over real SMTP: the
// HTML bodies show them as text, and no header or recipient is added.

const INBOX = "team@example.com";
const SITE = "https://studio.example";

const SCRIPT = "<script>window.__pwned=1</script>";
const IMG = '<img src=x onerror="window.__pwned=1">';
const LINK = '<a href="javascript:window.__pwned=1">click</a>';
const BREAKOUT = '"><svg onload=window.__pwned=1>';
const HEADER = "Hello\r\nBcc: victim@evil.example\r\nX-Injected: yes\r\n\r\n<b>body</b>";
const PAYLOADS = [SCRIPT, IMG, LINK, BREAKOUT, "javascript:window.__pwned=1"];

/** The tags a mail layout uses; anything else in a mail came from a visitor's text. */
const LAYOUT_TAGS = new Set([
  "html",
  "head",
  "meta",
  "title",
  "body",
  "div",
  "p",
  "table",
  "tr",
  "th",
  "td",
  "ul",
  "li",
  "a",
  "span",
  "strong",
  "code",
]);

/**
 * Every tag of an HTML body. A visitor's text is escaped, so it holds no "<": each tag found is
 * markup, and an attribute value cannot contain a quote or ">" to end early.
 */
function tagsOf(html: string): { name: string; source: string }[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)].map(([source, name = ""]) => ({
    name: name.toLowerCase(),
    source,
  }));
}

function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const { name, source } of tagsOf(html)) {
    if (!LAYOUT_TAGS.has(name)) problems.push(`element: ${source}`);
    if (/\son[a-z]+\s*=/i.test(source)) problems.push(`event handler: ${source}`);
    const href = /\shref="([^"]*)"/.exec(source)?.[1];
    if (href !== undefined && !href.startsWith(`${SITE}/`) && !/^https?:\/\//.test(href)) {
      problems.push(`link: ${source}`);
    }
  }
  return problems;
}

describe("stored scripts and header tricks in mails", () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let received: ReceivedMail[];

  const post = (url: string, payload: FormData | Record<string, unknown>) =>
    postToApi(testApp.app, url, payload);

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { STUDIO_INBOX: INBOX, PUBLIC_SITE_URL: SITE } });
    smtp = await startSmtpServer();

    expect(
      (await post("/api/newsletter/subscribe", { email: "reader@example.com" })).statusCode,
    ).toBe(201);
    // An address that carries a header is refused before anything is queued.
    for (const email of [
      "reader@example.com\r\nBcc: victim@evil.example",
      `"${SCRIPT}"@example.com`,
    ]) {
      expect((await post("/api/newsletter/subscribe", { email })).statusCode).toBe(400);
      expect(
        (
          await post(
            "/api/contact/",
            multipartForm({ name: "A", email, subject: "S", message: "M" }),
          )
        ).statusCode,
      ).toBe(400);
    }

    const contact = {
      name: `Eve ${IMG}\r\nBcc: victim@evil.example`,
      email: "eve@example.com",
      phone: '"><svg onload=x>',
      company: "javascript:window.__pwned=1",
      subject: HEADER,
      message: PAYLOADS.join("\n"),
    };
    expect((await post("/api/contact/", multipartForm(contact))).statusCode).toBe(201);
    const request = {
      customer_type: "startup",
      project_title: `${SCRIPT}\r\nBcc: victim@evil.example`,
      name: LINK,
      email: "mallory@example.com",
      details: PAYLOADS.join("\n"),
    };
    const files: [string, string][] = [[`${BREAKOUT}.txt`, `${SCRIPT}\n`]];
    expect((await post("/api/project-requests/", multipartForm(request, files))).statusCode).toBe(
      201,
    );

    const transport = createSmtpTransport(smtp.url, "Nexora Studio <hello@studio.example>");
    const worker = createOutboxWorker({
      db: testApp.database.db,
      transport,
      log: silentLog,
      claimLeaseMs: 60_000,
    });
    expect(await worker.drainOnce()).toEqual({ sent: 5, retrying: 0, failed: 0 });
    transport.close();
    received = smtp.received;
  });
  afterAll(async () => {
    await smtp?.close();
    await testApp?.close();
  });

  it("sends each mail to its one intended recipient and adds no header", () => {
    expect(received.map((mail) => mail.to).sort()).toEqual(
      [
        ["eve@example.com"],
        ["mallory@example.com"],
        ["reader@example.com"],
        [INBOX],
        [INBOX],
      ].sort(),
    );
    for (const mail of received) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    const subjects = received.map((mail) => mail.subject);
    // The visitor's text is still in the subject, on one line.
    expect(subjects).toContainEqual(
      expect.stringContaining("Hello Bcc: victim@evil.example X-Injected: yes <b>body</b>"),
    );
  });

  it("keeps every subject in the outbox on one line too", async () => {
    const rows = await testApp.database.db
      .selectFrom("mail_outbox")
      .select(["subject", "headers_json"])
      .execute();
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.subject).not.toMatch(/[\r\n]/);
      expect(row.headers_json ?? "").not.toMatch(/\\r|\\n/);
    }
  });

  it("shows the scripts in the HTML bodies as text, never as markup", () => {
    for (const mail of received) {
      expect(unsafeMarkup(mail.html)).toEqual([]);
      expect(mail.html).not.toMatch(/<script|<svg|<img|javascript:[^<]*"/i);
    }
    const team = received.filter((mail) => mail.to[0] === INBOX);
    expect(team).toHaveLength(2);
    for (const mail of team) {
      // Each payload is there, escaped, so the reader sees exactly what was sent.
      for (const payload of [SCRIPT, LINK]) expect(mail.html).toContain(escapeHtml(payload));
    }
  });

  it("repeats none of it in the receipts to the visitors' addresses", () => {
    const receipts = received.filter((mail) =>
      ["eve@example.com", "mallory@example.com"].includes(mail.to[0] ?? ""),
    );
    expect(receipts).toHaveLength(2);
    for (const mail of receipts) {
      for (const payload of [SCRIPT, LINK, "pwned", "victim@evil.example"]) {
        expect(mail.html).not.toContain(escapeHtml(payload));
        expect(mail.text).not.toContain(payload);
        expect(mail.subject).not.toContain(payload);
      }
    }
  });

  it("leaves the plain-text bodies as the visitor wrote them", () => {
    const team = received.filter((mail) => mail.to[0] === INBOX);
    for (const mail of team) expect(mail.text).toContain(SCRIPT);
  });

  it("would notice markup that is not escaped", () => {
    expect(unsafeMarkup(`<p>${IMG}</p>`)).toEqual([
      `element: <img src=x onerror="window.__pwned=1">`,
      `event handler: <img src=x onerror="window.__pwned=1">`,
    ]);
    expect(unsafeMarkup(LINK)).toEqual([`link: <a href="javascript:window.__pwned=1">`]);
    expect(unsafeMarkup(`<td>${BREAKOUT}</td>`)).toEqual([
      "element: <svg onload=window.__pwned=1>",
      "event handler: <svg onload=window.__pwned=1>",
    ]);
  });
});
