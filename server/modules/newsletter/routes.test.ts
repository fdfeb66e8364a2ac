import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { site } from "#content/site";
import { ALREADY_SUBSCRIBED_PHRASE } from "#contract/newsletter";
import { ENGINES, nextClientAddress } from "../../../test-support/server/engines";
import { subscribe as subscribeService, unsubscribe as unsubscribeService } from "./service";
import { signToken } from "./tokens";
import { API_KEY } from "../../../test-support/server/api";
import { testAppOnEngine } from "../../../test-support/server/engine-app";
import { expireMailThrottle } from "../../../test-support/server/rows";

const SITE = "https://studio.example";
const DAY_MS = 24 * 60 * 60 * 1000;
/** An expiry an hour away, for tokens whose expiry is not what is tested. */
const soon = () => new Date(Date.now() + 60 * 60 * 1000);

describe.each(ENGINES)("newsletter on $engine", ({ engine, skip }) => {
  const testApp = testAppOnEngine(engine, skip, { PUBLIC_SITE_URL: SITE });

  const subscribe = (email: unknown, remoteAddress = nextClientAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      headers: { "x-api-key": API_KEY },
      payload: { email },
      remoteAddress,
    });
  const subscriber = (email: string) =>
    testApp.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirst();
  const mailsTo = (email: string) =>
    testApp.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", email)
      .orderBy("id")
      .execute();
  /** The path and query of a link to the site in a mail body. */
  const linkIn = (text: string, path: string) => {
    const match = text.match(new RegExp(`${SITE}(${path}\\?token=[A-Za-z0-9_.-]+)`));
    if (!match?.[1]) throw new Error(`No ${path} link in:\n${text}`);
    return match[1];
  };

  describe.skipIf(skip)("", () => {
    it("stores a new address pending, normalised, and queues a double opt-in mail", async () => {
      const response = await subscribe("  Ada.Lovelace@Example.COM ");
      expect(response.statusCode).toBe(201);
      const { message } = response.json<{ message: string }>();
      expect(message).toMatch(/^Successfully subscribed to our newsletter!/);
      expect(message).not.toContain(ALREADY_SUBSCRIBED_PHRASE);

      expect(await subscriber("ada.lovelace@example.com")).toMatchObject({
        status: "pending",
        confirmed_at: null,
      });
      const mails = await mailsTo("ada.lovelace@example.com");
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ kind: "newsletter-confirmation", status: "pending" });
      expect(mail?.subject).toMatch(/confirm your subscription/i);
      const headers = JSON.parse(mail?.headers_json ?? "{}");
      expect(headers["List-Unsubscribe"]).toMatch(
        new RegExp(`^<${SITE}/newsletter/unsubscribe\\?token=[^>]+>$`),
      );
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail?.text_body).toContain(`${SITE}/newsletter/confirm?token=`);
      expect(mail?.html_body).toContain(`${SITE}/newsletter/confirm?token=`);
    });

    it("resends the confirmation to a pending address, at most once per interval", async () => {
      const email = "pending@example.com";
      await subscribe(email);
      const again = await subscribe(email);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).not.toContain(ALREADY_SUBSCRIBED_PHRASE);
      expect(await mailsTo(email)).toHaveLength(1);

      // Hours later still none: a stranger typing the address cannot make it a daily flood.
      const later = new Date(Date.now() + 6 * 60 * 60 * 1000);
      expect(await subscribeService(testApp.database.db, testApp.config, email, null, later)).toBe(
        "pending",
      );
      expect(await mailsTo(email)).toHaveLength(1);

      // Once the interval has passed, asking again sends a fresh mail.
      await expireMailThrottle(testApp.database.db, email);
      expect((await subscribe(email)).statusCode).toBe(200);
      expect(await mailsTo(email)).toHaveLength(2);
    });

    it("confirms from the mailed link, then answers 'already subscribed'", async () => {
      const email = "grace@example.com";
      await subscribe(email);
      const [mail] = await mailsTo(email);
      const page = await testApp.app.inject({
        method: "GET",
        url: linkIn(mail?.text_body ?? "", "/newsletter/confirm"),
        headers: { accept: "text/html" },
        remoteAddress: "2001:db8:7:8::1",
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("Subscription confirmed");
      // The opt-in's proof: when, and from which address key, the link was opened.
      expect(await subscriber(email)).toMatchObject({
        status: "subscribed",
        confirmed_at: expect.any(String),
        confirmed_from: "2001:db8:7:8::/64",
      });

      const again = await subscribe(email);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe("This email is already subscribed to our newsletter!");
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it("refuses an expired or forged confirmation link", async () => {
      const email = "late@example.com";
      await subscribe(email);
      const secret = testApp.config.NEWSLETTER_SECRET;
      const expired = signToken(secret, "confirm", email, new Date(Date.now() - 1000));
      const expiredPage = await testApp.app.inject({
        method: "GET",
        url: `/newsletter/confirm?token=${expired}`,
      });
      expect(expiredPage.statusCode).toBe(400);
      expect(expiredPage.body).toContain("expired");

      const forged = signToken(
        "another-secret-of-at-least-32-characters",
        "confirm",
        email,
        soon(),
      );
      const forgedPage = await testApp.app.inject({
        method: "GET",
        url: `/newsletter/confirm?token=${forged}`,
      });
      expect(forgedPage.statusCode).toBe(400);
      // An unsubscribe token cannot confirm either.
      const wrongPurpose = signToken(secret, "unsubscribe", email, soon());
      const wrongPage = await testApp.app.inject({
        method: "GET",
        url: `/newsletter/confirm?token=${wrongPurpose}`,
      });
      expect(wrongPage.statusCode).toBe(400);
      expect(await subscriber(email)).toMatchObject({ status: "pending" });
    });

    it("unsubscribes with one POST (RFC 8058) and from the confirmation page's form", async () => {
      const email = "one-click@example.com";
      await subscribe(email);
      const [mail] = await mailsTo(email);
      const headers = JSON.parse(mail?.headers_json ?? "{}");
      const url = String(headers["List-Unsubscribe"]).slice(1, -1).replace(SITE, "");

      const postForm = (payload: string) =>
        testApp.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload,
        });
      const oneClick = await postForm("List-Unsubscribe=One-Click");
      expect(oneClick.statusCode).toBe(200);
      expect(await subscriber(email)).toMatchObject({ status: "unsubscribed" });

      // Signing up again starts a new double opt-in.
      expect((await subscribe(email)).statusCode).toBe(200);
      expect(await subscriber(email)).toMatchObject({ status: "pending" });

      const form = await testApp.app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html" },
      });
      expect(form.statusCode).toBe(200);
      expect(form.body).toMatch(/<form method="post">/);
      expect(await subscriber(email)).toMatchObject({ status: "pending" });
      const viaForm = await postForm("");
      expect(viaForm.statusCode).toBe(200);
      expect(viaForm.body).toContain("You are unsubscribed");
      expect(await subscriber(email)).toMatchObject({ status: "unsubscribed" });
    });

    it("refuses a forged unsubscribe link on the page and on POST", async () => {
      const forged = signToken(
        "another-secret-of-at-least-32-characters",
        "unsubscribe",
        "x@y.z",
        soon(),
      );
      for (const method of ["GET", "POST"] as const) {
        const response = await testApp.app.inject({
          method,
          url: `/newsletter/unsubscribe?token=${forged}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain("not valid");
      }
    });

    it("lets the mailed unsubscribe link work for a year, then explains how to unsubscribe", async () => {
      const email = "a-year-on@example.com";
      await subscribe(email);
      const [mail] = await mailsTo(email);
      const url = linkIn(mail?.text_body ?? "", "/newsletter/unsubscribe");
      const token = new URL(url, SITE).searchParams.get("token") ?? "";
      const db = testApp.database.db;
      const yearOn = (days: number) => new Date(Date.now() + days * DAY_MS);

      // After a year the link no longer unsubscribes anyone, whoever holds it.
      expect(await unsubscribeService(db, testApp.config, token, yearOn(366))).toEqual({
        ok: false,
        reason: "expired",
      });
      expect(await subscriber(email)).toMatchObject({ status: "pending" });
      expect(await unsubscribeService(db, testApp.config, token, yearOn(364))).toMatchObject({
        ok: true,
      });
      expect(await subscriber(email)).toMatchObject({ status: "unsubscribed" });
    });

    it("shows an expired unsubscribe link a page saying how to unsubscribe anyway", async () => {
      const email = "expired-link@example.com";
      await subscribe(email);
      const secret = testApp.config.NEWSLETTER_SECRET;
      const expired = signToken(secret, "unsubscribe", email, new Date(Date.now() - 1000));
      // Links issued before they expired carry no expiry: they count as expired too.
      const payload = Buffer.from(JSON.stringify({ p: "unsubscribe", e: email })).toString(
        "base64url",
      );
      const undated = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
      for (const token of [expired, undated]) {
        for (const method of ["GET", "POST"] as const) {
          const response = await testApp.app.inject({
            method,
            url: `/newsletter/unsubscribe?token=${token}`,
          });
          expect(response.statusCode).toBe(400);
          const text = response.body.replace(/\s+/g, " ");
          expect(text).toContain("Link expired");
          expect(text).toContain("please use the one in the latest e-mail");
          expect(text).toContain(`<a href="mailto:${site.email}">${site.email}</a>`);
        }
      }
      expect(await subscriber(email)).toMatchObject({ status: "pending" });
    });

    it("answers 400 { detail } for an invalid address and stores nothing", async () => {
      const response = await subscribe("not-an-address");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: "email: Please enter a valid e-mail address",
      });
      const missing = await subscribe(undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail).toBe("email: Please enter your e-mail address");
    });

    it("needs the API key to subscribe", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: "keyless@example.com" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "Invalid or missing API key" });
    });

    it("limits sign-ups per client address with a readable 429", async () => {
      const address = nextClientAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await subscribe(`limit${attempt}@example.com`, address)).statusCode).toBe(201);
      }
      const limited = await subscribe("limit6@example.com", address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Rate limit exceeded, retry in /);
      expect(await subscriber("limit6@example.com")).toBeUndefined();
    });
  });
});
