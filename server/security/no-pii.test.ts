import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallEvent } from "#contract/ai-call";
import { buildTestApp, type TestApp } from "../../test-support/server/app";
import { openCallSocket } from "../../test-support/server/call-socket-client";
import { ENGINES, engineEnv } from "../../test-support/server/engines";
import { API_KEY } from "../../test-support/server/api";

// Every public write endpoint receives unique e-mail addresses and phone numbers; no answer to
// them, and no public read afterwards, may contain any of them in any common form.

const LOCAL = ["127.0.0.1", "::1", "::ffff:127.0.0.1"].join(",");

/** Ten digits no test data shares: a US number in San Francisco's area code, or an Indian mobile. */
const usNational = () => `415${randomInt(200, 1000)}${randomInt(1000, 10_000)}`;
const indianNational = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

interface SubmittedPhone {
  /** As the visitor typed it. */
  typed: string;
  /** The number without its country code, digits only. */
  national: string;
}

function usFormats(national: string): string[] {
  const [area, exchange, line] = [national.slice(0, 3), national.slice(3, 6), national.slice(6)];
  return [
    `+1${national}`,
    `(${area}) ${exchange}-${line}`,
    `+1 (${area}) ${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `1-${area}-${exchange}-${line}`,
  ];
}

/** What one response showed the world: its status, headers and body. */
interface Seen {
  what: string;
  status: number;
  text: string;
}

/** Base64 runs (tokens, ids) decoded, so a value hidden in a link or token is found too. */
function withDecodedTokens(text: string): string {
  const decoded = [...text.matchAll(/[A-Za-z0-9+/_-]{16,}/g)].map(([token]) =>
    Buffer.from(token.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("latin1"),
  );
  return [text, ...decoded].join("\n");
}

/** Each submitted address or number that the responses show, with where. */
function leaksIn(seen: Seen[], emails: string[], phones: SubmittedPhone[]): string[] {
  const leaks: string[] = [];
  for (const { what, text } of seen) {
    // Pictures are base64: their letters and digits are noise, not data.
    const shown = withDecodedTokens(text.replace(/data:image\/[^"]+/g, ""));
    const lower = shown.toLowerCase();
    const digits = shown.replace(/\D/g, "");
    for (const address of emails) {
      // The unique local part catches the address however its "@" was encoded.
      const local = address.split("@")[0] ?? address;
      if (lower.includes(local)) leaks.push(`${what}: ${address}`);
    }
    for (const phone of phones) {
      if (shown.includes(phone.typed) || digits.includes(phone.national)) {
        leaks.push(`${what}: ${phone.typed}`);
      }
    }
  }
  return leaks;
}

describe.each(ENGINES)("no visitor's e-mail or phone in public responses on $engine", (engine) => {
  let testApp: TestApp;
  let drop: () => Promise<void>;
  let baseUrl: string;
  const seen: Seen[] = [];
  const emails: string[] = [];
  const phones: SubmittedPhone[] = [];
  const run = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
  const email = (label: string) => {
    const address = `pii-${label}-${run}@example.com`;
    emails.push(address);
    return address;
  };

  async function record(what: string, response: Response): Promise<string> {
    const body = await response.text();
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");
    seen.push({ what, status: response.status, text: `${headers}\n\n${body}` });
    return body;
  }
  async function call(what: string, path: string, init: RequestInit = {}): Promise<string> {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { "x-api-key": API_KEY, ...(init.headers as Record<string, string>) },
    });
    return record(what, response);
  }
  const postJson = (path: string, body: unknown) =>
    call(`POST ${path}`, path, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
  const postForm = (
    path: string,
    fields: Record<string, string>,
    files: [string, string][] = [],
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, content] of files) form.append("files", new Blob([content]), name);
    return call(`POST ${path}`, path, { method: "POST", body: form });
  };

  beforeAll(async () => {
    if (engine.skip) return;
    const setup = await engineEnv(engine.engine);
    drop = setup.drop;
    testApp = await buildTestApp({
      env: {
        ...setup.env,
        RATE_LIMIT_ALLOW_LIST: LOCAL,
        CALL_ALLOWED_REGIONS: "IN,US",
        CALL_DEMO_PACE_MS: "10",
        IMAGE_DEMO_STEP_MS: "2",
        REVIEW_CACHE_TTL_MS: "0",
      },
    });
    baseUrl = await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await testApp?.close();
    await drop?.();
  });

  describe.skipIf(engine.skip)("", () => {
    it("submits through every public write endpoint, valid and invalid", async () => {
      await postJson("/api/newsletter/subscribe", { email: email("news") });
      const again = await postJson("/api/newsletter/subscribe", { email: emails[0] });
      expect(again).toMatch(/message/);
      await postJson("/api/newsletter/subscribe", { email: `pii-bad-${run}@@example.com` });
      emails.push(`pii-bad-${run}@@example.com`);

      const contactPhones = [
        ...usFormats(usNational()).map((typed) => ({
          typed,
          national: typed.replace(/\D/g, "").slice(-10),
        })),
      ];
      const indian = indianNational();
      contactPhones.push(
        { typed: `+91 ${indian.slice(0, 5)} ${indian.slice(5)}`, national: indian },
        { typed: `0${indian}`, national: indian },
      );
      for (const [index, phone] of contactPhones.entries()) {
        phones.push(phone);
        const answer = await postForm("/api/contact/", {
          name: `Visitor ${index}`,
          email: email(`contact${index}`),
          phone: phone.typed,
          subject: "A question",
          message: "Please call me back.",
        });
        expect(answer).toMatch(/message/);
      }
      const tooLong = `+1 ${usNational()} ${"9".repeat(60)}`;
      phones.push({ typed: tooLong, national: tooLong.replace(/\D/g, "").slice(1, 11) });
      await postForm("/api/contact/", {
        name: "Visitor",
        email: email("contact-long"),
        phone: tooLong,
        subject: "A question",
        message: "Hello",
      });
      await postForm("/api/contact/", {
        name: "Visitor",
        email: `pii-badcontact-${run}@`,
        subject: "A question",
        message: "Hello",
      });
      emails.push(`pii-badcontact-${run}@`);

      await postForm(
        "/api/project-requests/",
        {
          customer_type: "startup",
          project_title: "A shop",
          name: "Requester",
          email: email("request"),
          details: "Details",
        },
        [["notes.txt", "Plans"]],
      );

      const review = JSON.parse(
        await postJson("/api/reviews", {
          name: `Reviewer ${run}`,
          email: email("review"),
          title: "Great",
          description: "Good work",
          rating: 5,
        }),
      ) as { id?: string; _id?: string };
      const reviewId = review._id ?? review.id;
      expect(reviewId).toBeTruthy();
      await postJson("/api/reviews", {
        name: "Again",
        email: emails.at(-1),
        description: "Twice",
        rating: 4,
      });
      await postJson("/api/reviews", {
        name: "Bad",
        email: `pii-badreview-${run}`,
        description: "x",
        rating: 3,
      });
      emails.push(`pii-badreview-${run}`);
      await call("PATCH helpful", `/api/reviews/${reviewId}/helpful`, { method: "PATCH" });
      await call("PATCH report", `/api/reviews/${reviewId}/report`, { method: "PATCH" });

      // Calls take the number as digits, country code first; each one is watched to its end.
      const callNumbers = [`1${usNational()}`, `91${indianNational()}`];
      for (const digits of callNumbers) {
        phones.push({ typed: digits, national: digits.slice(-10) });
        const started = JSON.parse(
          await call("POST call", "/api/ai-call-dialer/call", {
            method: "POST",
            body: new URLSearchParams({
              to_number: digits,
              message: "Invite them to our open day",
            }),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        ) as { call_sid: string; watch_token: string };
        expect(started.call_sid).toBeTruthy();
        const socket = await openCallSocket(baseUrl);
        socket.send({ type: "watch", call_sid: started.call_sid, token: started.watch_token });
        await socket.waitFor(
          (event: CallEvent) => "type" in event && event.type === "call_summary",
          20_000,
        );
        await socket.close();
        seen.push({ what: "call socket", status: 101, text: JSON.stringify(socket.events) });
      }
      for (const digits of [
        `44${usNational()}`,
        `1${usNational().slice(0, 7)}`,
        `+1${usNational()}`,
      ]) {
        phones.push({ typed: digits, national: digits.replace(/\D/g, "").slice(-10) });
        await call("POST refused call", "/api/ai-call-dialer/call", {
          method: "POST",
          body: new URLSearchParams({ to_number: digits, message: "Hello" }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
      }

      const image = await postJson("/api/ai-image/generate", {
        prompt: "A lighthouse at dusk",
        model: "stabilityai/stable-diffusion-3.5-large",
        negative_prompt: "",
        width: 256,
        height: 256,
        num_inference_steps: 10,
        guidance_scale: 7.5,
        job_id: `pii-job-${run}`,
      });
      expect(image).toMatch(/data:image/);
      await call("GET image job", `/api/ai-image/jobs/pii-job-${run}`);

      // The valid submissions were accepted, so their values are stored and could leak.
      const accepted = seen.filter(({ status }) => status === 200 || status === 201);
      const count = (what: string) => accepted.filter((answer) => answer.what === what).length;
      expect(count("POST /api/contact/")).toBe(contactPhones.length);
      expect(count("POST /api/project-requests/")).toBe(1);
      expect(count("POST /api/reviews")).toBe(1);
      expect(count("POST call")).toBe(callNumbers.length);
      expect(count("POST refused call")).toBe(0);
    });

    it("reads every public page and API afterwards", async () => {
      const reads = [
        "/",
        "/index.html",
        "/api/health",
        "/healthz",
        "/readyz",
        "/api/openapi.json",
        "/api/docs/",
        "/api/reviews",
        "/api/reviews?rating=5",
        "/api/reviews?rating=4",
        `/api/reviews?search=${encodeURIComponent(`Reviewer ${run}`)}`,
        `/api/reviews?search=${encodeURIComponent("Good work")}`,
        `/api/reviews?search=${encodeURIComponent("pii")}`,
        `/api/reviews?search=${encodeURIComponent(run)}`,
        "/api/reviews?sort_by=helpful_count&sort_order=desc",
        "/api/reviews/stats",
      ];
      for (const path of reads) await call(`GET ${path}`, path);

      // The newsletter's confirm and unsubscribe pages, opened from the mail's links.
      const mail = await testApp.database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("kind", "=", "newsletter-confirmation")
        .executeTakeFirstOrThrow();
      const links = [...mail.text_body.matchAll(/https?:\/\/[^/\s]+(\/newsletter\/\S+)/g)].map(
        ([, path]) => path ?? "",
      );
      expect(links).toHaveLength(2);
      for (const path of links) await call(`GET ${path}`, path);
      await call("POST unsubscribe", links[1] ?? "", { method: "POST" });
    });

    it("finds none of the submitted addresses or numbers in anything answered", () => {
      expect(emails.length).toBeGreaterThan(10);
      expect(phones.length).toBeGreaterThan(10);
      expect(seen.length).toBeGreaterThan(40);
      const leaks = leaksIn(seen, emails, phones);
      expect(leaks).toEqual([]);
    });

    it("would notice a leak: the values are stored, and any of their forms is found", async () => {
      const { db } = testApp.database;
      const stored = JSON.stringify([
        await db.selectFrom("contact_messages").select(["email", "phone"]).execute(),
        await db.selectFrom("ai_calls").select("to_number").execute(),
      ]);
      const contactAddress = emails.find((address) => address.includes("contact0")) ?? "";
      const [usTyped, , , , , indianTyped] = phones;
      expect(stored).toContain(contactAddress);
      expect(stored).toContain(usTyped?.typed);
      const national = usTyped?.national ?? "";
      const encoded = encodeURIComponent(contactAddress.toUpperCase());
      const reformatted = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
      const token = Buffer.from(JSON.stringify({ e: contactAddress })).toString("base64url");
      const planted: Seen[] = [
        { what: "encoded", status: 200, text: `{"contact":"${encoded}"}` },
        { what: "reformatted", status: 200, text: `{"phone":"+1 ${reformatted}"}` },
        { what: "token", status: 200, text: `<a href="/x?t=${token}">` },
        { what: "typed", status: 200, text: `<p>${indianTyped?.typed}</p>` },
      ];
      const found = leaksIn(planted, emails, phones).map((leak) => leak.split(":")[0]);
      expect(new Set(found)).toEqual(new Set(["encoded", "reformatted", "token", "typed"]));
    });
  });
});
