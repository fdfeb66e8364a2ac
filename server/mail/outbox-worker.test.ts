import { afterEach, describe, expect, it } from "vitest";
import { createSmtpTransport, type MailTransport } from "./smtp-transport";
import { ENGINES } from "../../test-support/server/engines";
import { startSmtpServer, type TestSmtpServer } from "../../test-support/server/smtp";
import { createOutboxWorker, MAX_ATTEMPTS, outboxReference, retryDelayMs } from "./outbox-worker";
import { multipartForm, postToApi } from "../../test-support/server/api";
import { testAppOnEngine } from "../../test-support/server/engine-app";
import { silentLog } from "../../test-support/server/silent-log";

const INBOX = "team@example.com";
const FROM = "Nexora Studio <hello@studio.example>";
const SITE = "https://studio.example";
const LEASE_MS = 5 * 60_000;

describe("retry back-off", () => {
  it("doubles from one minute and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 60, 60, 60,
    ]);
  });
});

describe.each(ENGINES)("outbox worker on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { STUDIO_INBOX: INBOX, PUBLIC_SITE_URL: SITE });
  let smtp: TestSmtpServer | undefined;
  let transport: MailTransport | undefined;

  afterEach(async () => {
    transport?.close();
    await smtp?.close();
    smtp = undefined;
  });

  const post = (url: string, payload: FormData | Record<string, unknown>) =>
    postToApi(testApp.app, url, payload);
  const outbox = () =>
    testApp.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
  const clearOutbox = () => testApp.database.db.deleteFrom("mail_outbox").execute();
  /** A transport to the SMTP server at `url`, closed after the test. */
  const smtpTransportTo = (url: string) => (transport = createSmtpTransport(url, FROM));
  /** A worker of the app's outbox sending through `sender`, with `options` over the defaults. */
  const workerWith = (
    sender: MailTransport,
    options: { now?: () => Date; claimLeaseMs?: number } = {},
  ) =>
    createOutboxWorker({
      db: testApp.database.db,
      transport: sender,
      log: silentLog,
      claimLeaseMs: LEASE_MS,
      ...options,
    });
  /** A newsletter sign-up, which queues one confirmation mail. */
  const subscribe = async (email: string) =>
    expect((await post("/api/newsletter/subscribe", { email })).statusCode).toBe(201);

  describe.skipIf(skip)("", () => {
    it("delivers every queued mail over SMTP with its recipients, headers and escaped bodies", async () => {
      await clearOutbox();
      smtp = await startSmtpServer();
      const worker = workerWith(smtpTransportTo(smtp.url));

      await subscribe("reader@example.com");
      const contact = multipartForm({
        name: "Ada <img src=x onerror=alert(1)>",
        email: "ada@example.com",
        subject: "Quote for café & shop",
        message: "Hello <b>team</b>",
      });
      expect((await post("/api/contact/", contact)).statusCode).toBe(201);
      const request = multipartForm(
        {
          customer_type: "student",
          project_title: "Thesis <site>",
          name: "Grace",
          email: "grace@example.com",
          details: "Details",
        },
        [["plan.md", "# Plan\n"]],
      );
      expect((await post("/api/project-requests/", request)).statusCode).toBe(201);

      expect(await worker.drainOnce()).toEqual({ sent: 5, retrying: 0, failed: 0 });
      expect((await outbox()).every((mail) => mail.status === "sent" && mail.attempts === 1)).toBe(
        true,
      );

      const byRecipient = (address: string) =>
        smtp?.received.filter((mail) => mail.to.includes(address)) ?? [];
      expect(smtp.received).toHaveLength(5);
      for (const mail of smtp.received) {
        expect(mail.from).toBe("hello@studio.example");
        expect(mail.headers.get("from")).toBe(FROM);
      }

      const [newsletter] = byRecipient("reader@example.com");
      expect(newsletter?.subject).toBe(
        "Please confirm your subscription to the Nexora Studio newsletter",
      );
      expect(newsletter?.headers.get("list-unsubscribe")).toMatch(
        new RegExp(`^<${SITE}/newsletter/unsubscribe\\?token=[A-Za-z0-9_.-]+>$`),
      );
      expect(newsletter?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(newsletter?.text).toContain(`${SITE}/newsletter/confirm?token=`);

      // The visitor's receipt repeats nothing they wrote: not even a name that is not plainly one.
      const [receipt] = byRecipient("ada@example.com");
      expect(receipt?.subject).toBe("We received your message to Nexora Studio");
      expect(receipt?.text).toMatch(/^Hello,\r?\n/);
      for (const part of [receipt?.html, receipt?.text]) {
        expect(part).not.toContain("img");
        expect(part).not.toContain("team");
      }
      expect(receipt?.headers.has("list-unsubscribe")).toBe(false);

      const team = byRecipient(INBOX);
      expect(team.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(
          /^Contact message #\d+ from Ada <img src=x onerror=alert\(1\)>: Quote/,
        ),
        expect.stringMatching(/^Project request #\d+: Thesis <site> \(student\)$/),
      ]);
      expect(team.map((mail) => mail.headers.get("reply-to"))).toEqual([
        "ada@example.com",
        "grace@example.com",
      ]);
      expect(team[0]?.html).toContain("Hello &lt;b&gt;team&lt;/b&gt;");
      expect(team[1]?.text).toContain("- plan.md (7 B, text/plain)");
      expect(team[1]?.html).toContain("Thesis &lt;site&gt;");

      const [requester] = byRecipient("grace@example.com");
      expect(requester?.subject).toBe("Your project request to Nexora Studio");
      expect(requester?.text).toMatch(/^Hello Grace,\r?\n/);

      // Each mail carries the Message-ID of its outbox row.
      const rows = await outbox();
      expect(smtp.received.map((mail) => mail.headers.get("message-id")).sort()).toEqual(
        rows.map((row) => `<${outboxReference(row)}@studio.example>`).sort(),
      );

      // Nothing is sent twice.
      expect(await worker.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    });

    it("keeps mail pending while SMTP is down and sends it on a later drain", async () => {
      await clearOutbox();
      // Find a free port, then leave it closed: the SMTP server is "down".
      const probe = await startSmtpServer();
      const { port } = probe;
      await probe.close();
      let clock = new Date();
      const worker = workerWith(smtpTransportTo(`smtp://127.0.0.1:${port}`), { now: () => clock });

      await subscribe("patient@example.com");
      clock = new Date();
      expect(await worker.drainOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const [waiting] = await outbox();
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(new Date(waiting?.next_attempt_at ?? 0).getTime()).toBe(clock.getTime() + 60_000);

      // Not due yet: nothing is attempted.
      expect(await worker.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

      smtp = await startSmtpServer(port);
      clock = new Date(clock.getTime() + 61_000);
      expect(await worker.drainOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await outbox()).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["patient@example.com"]]);
    });

    it("sends a mail again under the same Message-ID once a dead worker's claim has run out", async () => {
      await clearOutbox();
      let clock = new Date();
      let attempted!: () => void;
      const sending = new Promise<void>((resolve) => (attempted = resolve));
      // A worker whose process died in the middle of sending: the claim is taken, no answer comes.
      const hanging: MailTransport = {
        send: () => {
          attempted();
          return new Promise<void>(() => {});
        },
        close: () => {},
      };
      const dead = workerWith(hanging, { now: () => clock, claimLeaseMs: 2_000 });
      await subscribe("again@example.com");
      clock = new Date();
      void dead.drainOnce();
      await sending;

      smtp = await startSmtpServer();
      const next = workerWith(smtpTransportTo(smtp.url), { now: () => clock, claimLeaseMs: 2_000 });
      expect(await next.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      clock = new Date(clock.getTime() + 2_001);
      expect(await next.drainOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [row] = await outbox();
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(smtp.received.map((mail) => mail.headers.get("message-id"))).toEqual([
        `<${outboxReference(row!)}@studio.example>`,
      ]);
    });

    it("marks a mail failed after the last attempt", async () => {
      await clearOutbox();
      const failing: MailTransport = {
        send: async () => {
          throw new Error("550 mailbox unavailable");
        },
        close: () => {},
      };
      let clock = new Date();
      const worker = workerWith(failing, { now: () => clock });
      await subscribe("gone@example.com");
      clock = new Date();
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        expect(await worker.drainOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
        clock = new Date(clock.getTime() + retryDelayMs(attempt));
      }
      expect(await worker.drainOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await outbox()).toMatchObject([
        { status: "failed", attempts: MAX_ATTEMPTS, last_error: "550 mailbox unavailable" },
      ]);
    });
  });
});
