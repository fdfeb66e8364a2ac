import { describe, expect, it } from "vitest";
import { site } from "#content/site";
import { CONTACT_LIMITS } from "#contract/contact-rules";
import { ENGINES, nextClientAddress } from "../../../test-support/server/engines";
import { API_KEY, multipartForm } from "../../../test-support/server/api";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { countRows, expireMailThrottle } from "../../../test-support/server/rows";

const INBOX = "studio-inbox@example.com";

const message = {
  name: "Ada <b>Lovelace</b>",
  email: "Ada@Example.com",
  subject: "A website & an app",
  message: "Line one\n<script>alert('x')</script>",
  phone: "+91 80 1234 5678",
  company: "Analytical Engines",
};
/** A message with only the fields the form requires. */
const requiredOnly = {
  name: "Grace",
  email: "grace@example.com",
  subject: "Hi",
  message: "Hello",
};

describe.each(ENGINES)("contact messages on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { STUDIO_INBOX: INBOX });

  const send = (
    payload: FormData | string | Record<string, unknown>,
    options: { contentType?: string; remoteAddress?: string; key?: string | null } = {},
  ) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/contact/",
      payload: payload as string,
      headers: {
        ...(options.key === null ? {} : { "x-api-key": options.key ?? API_KEY }),
        ...(options.contentType ? { "content-type": options.contentType } : {}),
      },
      remoteAddress: options.remoteAddress ?? nextClientAddress(),
    });
  const rowsFrom = (email: string) =>
    testApp.database.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", email)
      .execute();
  const mailCount = () => countRows(testApp.database.db, "mail_outbox");

  describe.skipIf(skip)("", () => {
    it("stores a multipart message and queues the two mails, visitor values escaped", async () => {
      const response = await send(multipartForm(message));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.body).not.toContain("ada@example.com");

      const [row, ...others] = await rowsFrom("ada@example.com");
      expect(others).toHaveLength(0);
      // Multipart carries line breaks as CRLF; they are stored as LF.
      expect(row).toMatchObject({ ...message, email: "ada@example.com", is_spam: 0 });

      const mails = await testApp.database.db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("kind", "like", "contact-%")
        .orderBy("id")
        .execute();
      expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
        ["contact-confirmation", "ada@example.com"],
        ["contact-notification", INBOX],
      ]);
      const [confirmation, notification] = mails;
      expect(confirmation?.subject).toBe("We received your message to Nexora Studio");
      expect(notification?.subject).toMatch(/^Contact message #\d+ from Ada <b>Lovelace<\/b>: /);
      expect(JSON.parse(notification?.headers_json ?? "{}")).toEqual({
        "Reply-To": "ada@example.com",
      });
      expect(notification?.html_body).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
      expect(notification?.html_body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      expect(notification?.html_body).not.toContain("<script>");
      expect(notification?.text_body).toContain("<script>alert('x')</script>");
    });

    it("confirms to the visitor without repeating their subject, message or links", async () => {
      const phishing = {
        ...message,
        name: "Visit https://evil.example",
        email: "victim@example.org",
        subject: "Your invoice is overdue",
        message: "Pay now at https://pay.evil.example/invoice or lose your account.",
      };
      expect((await send(multipartForm(phishing))).statusCode).toBe(201);
      const mailsTo = async (to: string) =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("to_address", "=", to)
          .where("kind", "like", "contact-%")
          .orderBy("id", "desc")
          .execute();
      const [confirmation] = await mailsTo("victim@example.org");
      expect(confirmation?.kind).toBe("contact-confirmation");
      const sent = [confirmation?.subject, confirmation?.text_body, confirmation?.html_body];
      for (const part of sent) {
        expect(part).not.toContain("invoice");
        expect(part).not.toContain("evil");
        // The studio's own address in the footer is the only link.
        for (const link of part?.match(/https?:\/\/[^\s"'<>]+/g) ?? []) {
          expect(link).toBe(site.website);
        }
      }
      expect(confirmation?.text_body).toMatch(/^Hello,\n/);

      // The studio still reads everything the visitor wrote.
      const [notification] = await mailsTo(INBOX);
      expect(notification?.text_body).toContain(phishing.name);
      expect(notification?.text_body).toContain(phishing.subject);
      expect(notification?.text_body).toContain(phishing.message);

      // A plain name is still greeted.
      expect(
        (await send(multipartForm({ ...message, email: "plain@example.org" }))).statusCode,
      ).toBe(201);
      expect((await mailsTo("plain@example.org"))[0]?.text_body).toMatch(/^Hello,\n/);
      const named = await send(
        multipartForm({ ...message, name: "Ada Lovelace", email: "ada@example.org" }),
      );
      expect(named.statusCode).toBe(201);
      expect((await mailsTo("ada@example.org"))[0]?.text_body).toMatch(/^Hello Ada Lovelace,\n/);
    });

    it("sends one confirmation per address and interval, and still stores and notifies every message", async () => {
      const email = "often@example.org";
      const confirmations = async () =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("kind", "=", "contact-confirmation")
          .where("to_address", "=", email)
          .execute();
      const notifications = async () =>
        testApp.database.db
          .selectFrom("mail_outbox")
          .select("text_body")
          .where("kind", "=", "contact-notification")
          .where("text_body", "like", `%${email}%`)
          .execute();
      // From five client addresses, so the per-client rate limit is not what holds them back,
      // and all at once, so no two can both take the address's one confirmation.
      const attempts = ["Attempt 1", "Attempt 2", "Attempt 3", "Attempt 4", "Attempt 5"];
      const responses = await Promise.all(
        attempts.map((subject) => send(multipartForm({ ...message, email, subject }))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(await rowsFrom(email)).toHaveLength(5);
      expect(await confirmations()).toHaveLength(1);
      const notified = await notifications();
      expect(notified.map((mail) => mail.text_body.match(/Attempt \d/)?.[0]).sort()).toEqual(
        attempts,
      );

      // Once the interval has passed, the address gets a confirmation again.
      await expireMailThrottle(testApp.database.db, email);
      expect((await send(multipartForm({ ...message, email }))).statusCode).toBe(201);
      expect(await confirmations()).toHaveLength(2);
    });

    it("accepts only the required fields, and urlencoded or JSON bodies", async () => {
      expect((await send(multipartForm(requiredOnly))).statusCode).toBe(201);
      expect(
        (
          await send(
            new URLSearchParams({ ...requiredOnly, email: "url@example.com" }).toString(),
            {
              contentType: "application/x-www-form-urlencoded",
            },
          )
        ).statusCode,
      ).toBe(201);
      expect((await send({ ...requiredOnly, email: "json@example.com" })).statusCode).toBe(201);
      const [row] = await rowsFrom("grace@example.com");
      expect(row).toMatchObject({ phone: null, company: null });
      expect(await rowsFrom("url@example.com")).toHaveLength(1);
      expect(await rowsFrom("json@example.com")).toHaveLength(1);
    });

    it("keeps a honeypot submission flagged as spam, answers as usual and mails nothing", async () => {
      const before = await mailCount();
      const response = await send(
        multipartForm({ ...message, email: "bot@example.com", website: "https://spam.example" }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(
        (await send(multipartForm({ ...message, email: "p@example.com" }))).json(),
      );
      expect(await rowsFrom("bot@example.com")).toMatchObject([{ is_spam: 1 }]);
      // Only the person's two mails were queued.
      expect(await mailCount()).toBe(before + 2);
    });

    it.each([
      ["a missing name", { ...message, name: "" }, "name: Please enter your name"],
      ["a bad e-mail", { ...message, email: "ada@" }, "email: Please enter a valid e-mail address"],
      [
        "a NUL character (PostgreSQL cannot store it)",
        { ...message, name: "Ada\u0000Lovelace" },
        "name: Please remove the NUL character from your name",
      ],
      [
        "a message over the limit",
        { ...message, message: "x".repeat(CONTACT_LIMITS.message + 1) },
        `message: Please keep your message under ${CONTACT_LIMITS.message + 1} characters`,
      ],
    ])("answers 400 for %s and stores nothing", async (_case, fields, detail) => {
      const before = await mailCount();
      const response = await send(multipartForm({ ...fields, subject: `invalid ${detail}` }));
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
      const stored = await testApp.database.db
        .selectFrom("contact_messages")
        .select("id")
        .where("subject", "=", `invalid ${detail}`)
        .execute();
      expect(stored).toHaveLength(0);
      expect(await mailCount()).toBe(before);
    });

    it("answers the same field errors for multipart, urlencoded and JSON bodies", async () => {
      const fields = { name: "Ada", email: "ada@", subject: "Hi", message: " " };
      const detail =
        "email: Please enter a valid e-mail address; message: Please enter your message";
      const answers = await Promise.all([
        send(multipartForm(fields)),
        send(new URLSearchParams(fields).toString(), {
          contentType: "application/x-www-form-urlencoded",
        }),
        send(fields),
      ]);
      for (const response of answers) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          detail,
          errors: [
            { field: "email", message: "Please enter a valid e-mail address" },
            { field: "message", message: "Please enter your message" },
          ],
        });
      }
    });

    it("answers a missing body with the missing fields, and refuses a body that holds no fields", async () => {
      const missing = await testApp.app.inject({
        method: "POST",
        url: "/api/contact/",
        headers: { "x-api-key": API_KEY },
        remoteAddress: nextClientAddress(),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe(
        "name: Please enter your name; email: Please enter your e-mail address; subject: Please enter a subject; message: Please enter your message",
      );
      for (const [payload, contentType] of [
        ["[1, 2]", "application/json"],
        ['"hello"', "application/json"],
        ["hello", "text/plain"],
      ]) {
        const response = await send(payload!, { contentType });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          detail: "Send the contact form fields as a form or a JSON object",
        });
      }
    });

    it("refuses an attached file with 413", async () => {
      const body = multipartForm({ ...message, email: "file@example.com" });
      body.append("files", new Blob(["hello"]), "note.txt");
      const response = await send(body);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: "Too many files attached" });
      expect(await rowsFrom("file@example.com")).toHaveLength(0);
    });

    it("needs the API key and never lists stored messages", async () => {
      expect((await send(multipartForm(message), { key: null })).statusCode).toBe(401);
      const list = await testApp.app.inject({
        method: "GET",
        url: "/api/contact/",
        headers: { "x-api-key": API_KEY },
      });
      expect(list.statusCode).toBe(404);
    });

    it("limits messages per client address with a readable 429", async () => {
      const remoteAddress = nextClientAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await send(
          multipartForm({ ...message, email: `r${attempt}@example.com` }),
          {
            remoteAddress,
          },
        );
        expect(response.statusCode).toBe(201);
      }
      const limited = await send(multipartForm({ ...message, email: "r6@example.com" }), {
        remoteAddress,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Rate limit exceeded, retry in /);
      expect(await rowsFrom("r6@example.com")).toHaveLength(0);
    });
  });
});
