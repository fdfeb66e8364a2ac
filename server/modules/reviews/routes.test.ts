import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "#contract/reviews-rules";
import type { Review, ReviewListResponse } from "#contract/reviews";
import type { TestApp } from "../../../test-support/server/app";
import {
  call,
  depsOf,
  recountStats,
  storedStats,
  submitterAddress,
  type EngineUnderTest,
  describeOnEachEngine,
} from "../../../test-support/server/reviews-test-kit";
import {
  approveReview,
  pendingReviews,
  removeReview,
  replyToReview,
  REVIEW_DAILY_LIMIT_DETAIL,
  submitReview,
} from "./service";

const validReview = {
  name: "Asha Rao",
  email: "asha@example.com",
  title: "Great partner",
  description: "They rebuilt our shop in six weeks.",
  rating: 5,
};

/** A review sent as a visitor sends it, from `ip` (127.0.0.1 unless told). */
const postReview = (testApp: TestApp, payload: object, ip?: string) =>
  call(testApp, { method: "POST", url: "/api/reviews", payload, ip });

interface Seed {
  title: string;
  description?: string;
  rating: number;
  created_at: string;
  helpful?: number;
}

// Equal created_at values on purpose: the id must break ties.
const seeds: Seed[] = [
  { title: "Solid design work", rating: 4, created_at: "2026-01-01T10:00:00.000Z", helpful: 2 },
  { title: "Slow replies", rating: 2, created_at: "2026-01-02T10:00:00.000Z", helpful: 5 },
  { title: "Design and code", rating: 5, created_at: "2026-01-02T10:00:00.000Z", helpful: 5 },
  { title: "Average", rating: 3, created_at: "2026-01-03T10:00:00.000Z" },
  { title: "Superb DESIGN", rating: 5, created_at: "2026-01-04T10:00:00.000Z", helpful: 1 },
  { title: "Not for us", rating: 1, created_at: "2026-01-05T10:00:00.000Z" },
];

async function seed(testApp: TestApp, entries: Seed[] = seeds): Promise<string[]> {
  const deps = depsOf(testApp);
  const ids: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const { _id } = await submitReview(
      deps,
      {
        name: `Client ${index}`,
        email: `client${index}@example.com`,
        title: entry.title,
        description: entry.description ?? `Review number ${index} of our project.`,
        rating: entry.rating,
      },
      submitterAddress(index),
    );
    await deps.db
      .updateTable("reviews")
      .set({ created_at: entry.created_at, helpful_count: entry.helpful ?? 0 })
      .where("id", "=", Number(_id))
      .execute();
    ids.push(_id);
  }
  return ids;
}

async function list(testApp: TestApp, query = ""): Promise<ReviewListResponse> {
  const response = await call(testApp, { method: "GET", url: `/api/reviews${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The API's answer to a review it refuses as a whole: 400 with the reason in `detail`. */
function expectRefused(response: { statusCode: number; json(): unknown }, detail: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ detail });
}

const titles = (page: ReviewListResponse) => page.reviews.map((review: Review) => review.title);

function suite(engine: EngineUnderTest) {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await engine.start();
  });
  afterEach(() => testApp.close());

  describe("submitting", () => {
    it("creates a review, counts it, and never returns the e-mail", async () => {
      const created = await postReview(testApp, { ...validReview, email: "  Asha@Example.com " });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        _id: expect.any(String),
        held: false,
        message: REVIEW_MESSAGES.submitted,
      });

      const page = await list(testApp);
      expect(page).toMatchObject({ has_more: false, total: 1 });
      expect(page.reviews[0]).toEqual({
        _id: created.json()._id,
        name: "Asha Rao",
        title: "Great partner",
        description: "They rebuilt our shop in six weeks.",
        rating: 5,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        helpful_count: 0,
        reply: null,
      });
      const stats = await call(testApp, { method: "GET", url: "/api/reviews/stats" });
      expect(stats.json()).toEqual({
        total_reviews: 1,
        average_rating: 5,
        rating_distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 },
      });
      const helpful = await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${created.json()._id}/helpful`,
      });
      for (const response of [created, stats, helpful]) {
        expect(response.body.toLowerCase()).not.toContain("asha@example.com");
      }
      expect(JSON.stringify(page).toLowerCase()).not.toContain("example.com");
    });

    it("answers 400 with a readable reason for every invalid field", async () => {
      const response = await postReview(testApp, {
        name: " ",
        email: "not-an-address",
        title: "x".repeat(121),
        rating: 6,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: "name", message: "Please enter your name" },
          { field: "email", message: "Please enter a valid e-mail address" },
          { field: "title", message: "Please keep the title under 121 characters" },
          { field: "description", message: "Please enter your review" },
          { field: "rating", message: "Please select a rating" },
        ]),
      );
      expect(body.detail).toContain("Please select a rating");
      expect((await list(testApp)).total).toBe(0);
    });

    it("refuses a NUL character, which PostgreSQL cannot store, with 400 on both engines", async () => {
      const response = await postReview(testApp, {
        ...validReview,
        name: "Asha\u0000Rao",
        title: "Great\u0000",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "name", message: "Please remove the NUL character from your name" },
        { field: "title", message: "Please remove the NUL character from the title" },
      ]);
      expect((await list(testApp)).total).toBe(0);
    });

    it("refuses a second review from the same e-mail whatever its case", async () => {
      const first = await postReview(testApp, validReview);
      expect(first.statusCode).toBe(201);
      const second = await postReview(testApp, {
        ...validReview,
        email: "ASHA@example.COM",
        description: "Again",
      });
      expectRefused(second, REVIEW_MESSAGES.alreadyReviewed);
      expect((await storedStats(testApp)).total).toBe(1);
    });

    it("refuses a filled honeypot with a generic reason and stores nothing", async () => {
      const response = await postReview(testApp, {
        ...validReview,
        website: "https://spam.example",
      });
      expectRefused(response, REVIEW_MESSAGES.rejected);
      expect((await list(testApp)).total).toBe(0);
    });

    it("refuses more than two links and holds two for a moderator", async () => {
      const flooded = await postReview(testApp, {
        ...validReview,
        description: "See https://a.example and http://b.example and www.c.example",
      });
      expectRefused(flooded, REVIEW_MESSAGES.tooManyLinks);
      const two = await postReview(testApp, {
        ...validReview,
        description: "See https://a.example and www.b.example",
      });
      expect(two.statusCode).toBe(201);
      expect(two.json()).toMatchObject({ held: true, message: REVIEW_MESSAGES.held });
    });

    it("holds link spam and listed words for a moderator, out of the list, search and stats", async () => {
      const deps = depsOf(testApp);
      const spam = await postReview(testApp, {
        ...validReview,
        title: "Best design",
        description: "Fucking great, buy at https://pills.example and www.casino.example",
        rating: 5,
      });
      expect(spam.statusCode).toBe(201);
      expect(spam.json()).toEqual({
        _id: expect.any(String),
        held: true,
        message: REVIEW_MESSAGES.held,
      });
      const sworn = await postReview(
        testApp,
        {
          ...validReview,
          email: "b@example.com",
          description: "Quelle MERDE, the design.",
          rating: 1,
        },
        "192.0.2.2",
      );
      const accented = await postReview(
        testApp,
        {
          ...validReview,
          email: "c@example.com",
          description: "El diseñador es un CABRON.",
          rating: 1,
        },
        "198.51.100.3",
      );
      // Whole words only: neither a town nor a longer word holding a listed one is held.
      const clean = await postReview(
        testApp,
        {
          ...validReview,
          email: "d@example.com",
          description: "Our Scunthorpe office loved the design assistant and the shitake menu.",
          rating: 4,
        },
        "203.0.113.4",
      );
      expect([sworn, accented, clean].map((response) => response.json().held)).toEqual([
        true,
        true,
        false,
      ]);

      const page = await list(testApp);
      expect(page.reviews.map((review) => review._id)).toEqual([clean.json()._id]);
      expect(page.total).toBe(1);
      expect((await list(testApp, "?search=design")).reviews).toHaveLength(1);
      expect((await list(testApp, "?rating=5")).total).toBe(0);
      const stats = await call(testApp, { method: "GET", url: "/api/reviews/stats" });
      expect(stats.json()).toMatchObject({ total_reviews: 1, average_rating: 4 });
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
      const vote = await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${spam.json()._id}/helpful`,
      });
      expect(vote.statusCode).toBe(404);

      const pending = await pendingReviews(deps);
      expect(pending.map((row) => [String(row.id), row.status, row.held_reason])).toEqual([
        [spam.json()._id, "hidden", "2 links"],
        [sworn.json()._id, "hidden", 'listed word "merde"'],
        [accented.json()._id, "hidden", 'listed word "cabrón"'],
      ]);
      // Published by a moderator (the server's read cache catches up within its time).
      await approveReview(deps, sworn.json()._id);
      expect((await storedStats(testApp)).total).toBe(2);
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
      expect((await pendingReviews(deps)).map((row) => String(row.id))).toEqual([
        spam.json()._id,
        accented.json()._id,
      ]);
    });

    it("caps reviews per address and per network per day, counting only today's", async () => {
      // One address posting one-star reviews under made-up e-mails.
      const fromOne = [];
      for (let index = 0; index < 5; index++) {
        fromOne.push(
          await call(testApp, {
            method: "POST",
            url: "/api/reviews",
            ip: "203.0.113.9",
            payload: { ...validReview, email: `made-up-${index}@example.com`, rating: 1 },
          }),
        );
      }
      expect(fromOne.map((response) => response.statusCode)).toEqual([201, 201, 201, 429, 429]);
      expect(fromOne[3]?.json()).toEqual({ detail: REVIEW_DAILY_LIMIT_DETAIL });
      expect((await list(testApp)).total).toBe(3);

      // Its neighbours in the same /24 share the network's allowance.
      const neighbours = [];
      for (let host = 10; host < 18; host++) {
        neighbours.push(
          await call(testApp, {
            method: "POST",
            url: "/api/reviews",
            ip: `203.0.113.${host}`,
            payload: { ...validReview, email: `neighbour-${host}@example.com` },
          }),
        );
      }
      const statuses = neighbours.map((response) => response.statusCode);
      expect(statuses).toEqual([...Array(7).fill(201), 429]);
      const elsewhere = { ...validReview, email: "elsewhere@example.com" };
      expect(
        (
          await call(testApp, {
            method: "POST",
            url: "/api/reviews",
            ip: "198.51.100.5",
            payload: elsewhere,
          })
        ).statusCode,
      ).toBe(201);

      // An IPv6 network is its /48, whichever /64s it uses.
      const v6 = [];
      for (let n = 0; n < 11; n++) {
        v6.push(
          await call(testApp, {
            method: "POST",
            url: "/api/reviews",
            ip: `2001:db8:77:${n}::1`,
            payload: { ...validReview, email: `v6-${n}@example.com` },
          }),
        );
      }
      expect(v6.map((response) => response.statusCode)).toEqual([...Array(10).fill(201), 429]);

      // Yesterday's reviews leave today's allowance alone.
      const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      await testApp.database.db.updateTable("reviews").set({ created_at: yesterday }).execute();
      const nextDay = await call(testApp, {
        method: "POST",
        url: "/api/reviews",
        ip: "203.0.113.17",
        payload: { ...validReview, email: "next-day@example.com" },
      });
      expect(nextDay.statusCode).toBe(201);
    });

    it("limits submissions per address with 429 and a detail", async () => {
      // The daily cap out of the way, so the short-term limit shows.
      await testApp.close();
      testApp = await engine.start({ REVIEW_PER_IP_DAILY_LIMIT: "10" });
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const response = await call(testApp, {
          method: "POST",
          url: "/api/reviews",
          ip: "203.0.113.9",
          payload: { ...validReview, email: `visitor${index}@example.com` },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().detail).toMatch(/rate limit/i);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const elsewhere = await call(testApp, {
        method: "POST",
        url: "/api/reviews",
        ip: "203.0.113.10",
        payload: { ...validReview, email: "other@example.com" },
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  });

  describe("listing", () => {
    it("sorts newest first by default with the id as tiebreak, and by every option", async () => {
      await seed(testApp);
      expect(titles(await list(testApp))).toEqual([
        "Not for us",
        "Superb DESIGN",
        "Average",
        "Design and code",
        "Slow replies",
        "Solid design work",
      ]);
      expect(titles(await list(testApp, "?sort_by=created_at&sort_order=asc"))).toEqual([
        "Solid design work",
        "Slow replies",
        "Design and code",
        "Average",
        "Superb DESIGN",
        "Not for us",
      ]);
      expect(titles(await list(testApp, "?sort_by=rating&sort_order=desc"))).toEqual([
        "Superb DESIGN",
        "Design and code",
        "Solid design work",
        "Average",
        "Slow replies",
        "Not for us",
      ]);
      expect(titles(await list(testApp, "?sort_by=rating&sort_order=asc"))).toEqual([
        "Not for us",
        "Slow replies",
        "Average",
        "Solid design work",
        "Design and code",
        "Superb DESIGN",
      ]);
      expect(titles(await list(testApp, "?sort_by=helpful_count&sort_order=desc"))).toEqual([
        "Design and code",
        "Slow replies",
        "Solid design work",
        "Superb DESIGN",
        "Not for us",
        "Average",
      ]);
    });

    it("filters by rating and pages with has_more and an exact total", async () => {
      await seed(testApp);
      const fives = await list(testApp, "?rating=5");
      expect(titles(fives)).toEqual(["Superb DESIGN", "Design and code"]);
      expect(fives).toMatchObject({ has_more: false, total: 2 });

      const first = await list(testApp, "?limit=4");
      const second = await list(testApp, "?limit=4&page=2");
      const third = await list(testApp, "?limit=4&page=3");
      expect(first).toMatchObject({ has_more: true, total: 6 });
      expect(second).toMatchObject({ has_more: false, total: 6 });
      expect(third).toMatchObject({ reviews: [], has_more: false });
      expect([...titles(first), ...titles(second)]).toEqual(titles(await list(testApp)));
      expect(titles(await list(testApp, "?limit=3&page=2"))).toEqual(
        titles(await list(testApp)).slice(3, 6),
      );
    });

    it("answers 400 for a bad query and caps the page size", async () => {
      for (const query of [
        "?rating=6",
        "?sort_by=name",
        "?sort_order=up",
        "?page=0",
        "?limit=51",
      ]) {
        const response = await call(testApp, { method: "GET", url: `/api/reviews${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().detail).toEqual(expect.any(String));
      }
    });

    it("searches words in title and text, ignoring case, combined with filter and sort", async () => {
      await seed(testApp, [
        ...seeds,
        {
          title: "Quiet",
          description: "Clean DESIGN system and fast delivery",
          rating: 4,
          created_at: "2026-01-06T10:00:00.000Z",
        },
      ]);
      const found = await list(testApp, "?search=design");
      expect(titles(found)).toEqual([
        "Quiet",
        "Superb DESIGN",
        "Design and code",
        "Solid design work",
      ]);
      expect(found.total).toBe(4);
      const filtered = await list(
        testApp,
        "?search=DESIGN&rating=5&sort_by=helpful_count&sort_order=desc",
      );
      expect(titles(filtered)).toEqual(["Design and code", "Superb DESIGN"]);
      expect(filtered.total).toBe(2);
      expect(titles(await list(testApp, "?search=design%20code"))).toEqual(["Design and code"]);
      expect(titles(await list(testApp, "?search=delivery%20design"))).toEqual(["Quiet"]);
      expect((await list(testApp, "?search=designs")).reviews).toEqual([]);
      const paged = await list(testApp, "?search=design&limit=3&page=2");
      expect(paged).toMatchObject({ has_more: false, total: 4 });
      expect(titles(paged)).toEqual(["Solid design work"]);
    });

    it("treats operators and quotes in a search as plain text", async () => {
      await seed(testApp, [
        {
          title: 'They said "near" OR far',
          description: "100% worth it, don't hesitate *",
          rating: 5,
          created_at: "2026-01-01T10:00:00.000Z",
        },
        { title: "Other", rating: 3, created_at: "2026-01-02T10:00:00.000Z" },
      ]);
      const searches = {
        '"': 2,
        "*": 2,
        "%": 2,
        "'": 2,
        OR: 1,
        "NEAR(": 1,
        'near" OR "other': 0,
        "100%": 1,
        "don't": 1,
        "far)": 1,
        "^other": 1,
        "title:other": 0,
        "' or 1=1 --": 0,
        "%_%": 2,
      };
      for (const [search, expected] of Object.entries(searches)) {
        const response = await call(testApp, {
          method: "GET",
          url: `/api/reviews?search=${encodeURIComponent(search)}`,
        });
        expect(response.statusCode, search).toBe(200);
        expect(response.json().reviews, search).toHaveLength(expected);
      }
    });
  });

  describe("helpful and report", () => {
    const visitor = (id: string) => ({ "x-visitor-id": id });
    /** A report of review `id` by the visitor `visitorId`, from the address `ip`. */
    const reportFrom = (id: string | undefined, visitorId: string, ip: string) =>
      call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${id}/report`,
        headers: visitor(visitorId),
        ip,
      });

    it("counts helpful once per visitor and answers repeats with 200", async () => {
      const [id] = await seed(testApp, [seeds[0] as Seed]);
      const url = `/api/reviews/${id}/helpful`;
      const first = await call(testApp, { method: "PATCH", url, headers: visitor("visitor-aaaa") });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ _id: id, helpful_count: 3 });
      const again = await call(testApp, { method: "PATCH", url, headers: visitor("visitor-aaaa") });
      expect(again.statusCode).toBe(200);
      expect(again.json().helpful_count).toBe(3);
      const other = await call(testApp, {
        method: "PATCH",
        url,
        headers: visitor("visitor-bbbb"),
        ip: "198.51.100.6",
      });
      expect(other.json().helpful_count).toBe(4);
      // Without a usable visitor id the address stands in, once.
      const bare = await call(testApp, { method: "PATCH", url, ip: "198.51.100.7" });
      const malformed = await call(testApp, {
        method: "PATCH",
        url,
        ip: "198.51.100.7",
        headers: visitor("bad id!"),
      });
      expect([bare.json().helpful_count, malformed.json().helpful_count]).toEqual([5, 5]);
      expect((await list(testApp)).reviews[0]?.helpful_count).toBe(5);
    });

    it("counts helpful once per address, whatever visitor ids it sends", async () => {
      const [id] = await seed(testApp, [seeds[3] as Seed]);
      const vote = (visitorId: string, ip: string) =>
        call(testApp, {
          method: "PATCH",
          url: `/api/reviews/${id}/helpful`,
          headers: visitor(visitorId),
          ip,
        });
      const answers = [];
      for (let n = 0; n < 30; n += 1)
        answers.push(await vote(`made-up-visitor-${n}`, "198.51.100.40"));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
      expect(answers.map((answer) => answer.json().helpful_count)).toEqual(Array(30).fill(1));
      // Repeats are answered as a visitor's own repeated vote is.
      expect(answers[0]?.json().message).toBe("Thank you for your feedback.");
      expect(new Set(answers.slice(1).map((answer) => answer.json().message))).toEqual(
        new Set(["You have already marked this review as helpful."]),
      );
      expect((await vote("another-visitor", "198.51.100.41")).json().helpful_count).toBe(2);
      // An IPv6 visitor holds its whole /64.
      expect((await vote("ipv6-visitor-1", "2001:db8:7:1::1")).json().helpful_count).toBe(3);
      expect((await vote("ipv6-visitor-2", "2001:db8:7:1::2")).json().helpful_count).toBe(3);
      expect((await list(testApp)).reviews[0]?.helpful_count).toBe(3);
    });

    it("counts one helpful for votes from one address arriving together", async () => {
      const [id] = await seed(testApp, [seeds[3] as Seed]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          call(testApp, {
            method: "PATCH",
            url: `/api/reviews/${id}/helpful`,
            headers: visitor(`together-visitor-${n}`),
            ip: "198.51.100.42",
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect((await list(testApp)).reviews[0]?.helpful_count).toBe(1);
    });

    it("accepts an empty body with or without a JSON content type", async () => {
      const [id] = await seed(testApp, [seeds[0] as Seed]);
      const variants = [
        { headers: { "content-type": "application/json" }, payload: "" },
        { headers: { "content-type": "application/json; charset=utf-8" }, payload: "" },
        { headers: { "content-type": "text/plain" }, payload: "" },
        { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" },
        { headers: { "content-type": "application/octet-stream" }, payload: "" },
        { headers: {}, payload: undefined },
        { headers: { "content-type": "application/json" }, payload: "{}" },
      ];
      for (const [index, variant] of variants.entries()) {
        const response = await call(testApp, {
          method: "PATCH",
          url: `/api/reviews/${id}/helpful`,
          headers: { ...variant.headers, ...visitor(`visitor-${index}-xyz`) },
          payload: variant.payload,
        });
        expect(response.statusCode, JSON.stringify(variant)).toBe(200);
      }
      const broken = await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${id}/report`,
        headers: { "content-type": "application/json" },
        payload: "{",
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ detail: expect.any(String) });
      const body = await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${id}/report`,
        headers: { "content-type": "application/octet-stream" },
        payload: "data",
      });
      expect(body.statusCode).toBe(415);
      expect(body.json()).toEqual({ detail: "This request takes no body" });
    });

    it("answers 404 for unknown and malformed ids", async () => {
      await seed(testApp, [seeds[0] as Seed]);
      for (const id of ["999999", "abc", "0", "-1", "1.5", "1e3", "99999999999999999999"]) {
        for (const action of ["helpful", "report"]) {
          const response = await call(testApp, {
            method: "PATCH",
            url: `/api/reviews/${id}/${action}`,
          });
          expect(response.statusCode, `${id} ${action}`).toBe(404);
          expect(response.json()).toEqual({ detail: "Review not found" });
        }
      }
    });

    it("keeps a review reported from one network published and listed for the moderators", async () => {
      const [reported, kept] = await seed(testApp, [seeds[2] as Seed, seeds[0] as Seed]);
      const report = (visitorId: string, ip: string) => reportFrom(reported, visitorId, ip);
      // Three visitors on three addresses of one /24 (or one /48) are one voice.
      for (const [n, ip] of ["127.0.0.1", "127.0.0.2", "127.0.0.3", "2001:db8:9:1::1"].entries()) {
        expect((await report(`honest-hater-${n}`, ip)).statusCode).toBe(200);
      }
      expect((await report("another-v6", "2001:db8:9:2::1")).statusCode).toBe(200);
      expect((await list(testApp)).reviews.map((review) => review._id).sort()).toEqual(
        [reported, kept].sort(),
      );
      const stats = await call(testApp, { method: "GET", url: "/api/reviews/stats" });
      expect(stats.json()).toMatchObject({ total_reviews: 2 });
      const pending = await pendingReviews(depsOf(testApp));
      expect(pending.map((row) => [String(row.id), row.status, Number(row.report_count)])).toEqual([
        [reported, "visible", 5],
      ]);
    });

    it("does not count reporters who report most reviews towards hiding one", async () => {
      const ids = await seed(testApp, seeds);
      const report = (id: string, ip: string) => reportFrom(id, `reporter-at-${ip}`, ip);
      // Two networks report everything on the site; a third reports one review.
      for (const ip of ["192.0.2.1", "198.51.100.1"]) {
        for (const id of ids.slice(1)) expect((await report(id, ip)).statusCode).toBe(200);
      }
      expect((await report(ids[3] as string, "203.0.113.1")).statusCode).toBe(200);
      expect((await list(testApp)).total).toBe(ids.length);
      // A second selective reporter makes two networks that count, not four...
      expect((await report(ids[3] as string, "100.64.0.1")).statusCode).toBe(200);
      expect((await list(testApp)).total).toBe(ids.length);
      // ...a third makes three.
      expect((await report(ids[3] as string, "100.65.0.1")).statusCode).toBe(200);
      expect((await list(testApp)).reviews.map((review) => review._id)).not.toContain(ids[3]);
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
    });

    it("hides a review reported from enough networks and keeps counters exact", async () => {
      const [reported, kept] = await seed(testApp, [seeds[2] as Seed, seeds[0] as Seed]);
      const report = (visitorId: string, ip: string) => reportFrom(reported, visitorId, ip);
      // One address making up ids is not enough on its own.
      for (const id of ["sock-puppet-1", "sock-puppet-2", "sock-puppet-3"]) {
        expect((await report(id, "192.0.2.1")).statusCode).toBe(200);
      }
      expect((await list(testApp)).total).toBe(2);
      expect((await report("visitor-two", "198.51.100.2")).statusCode).toBe(200);
      expect((await report("visitor-two", "198.51.100.2")).statusCode).toBe(200);
      expect((await list(testApp)).total).toBe(2);
      expect((await report("visitor-three", "203.0.113.3")).statusCode).toBe(200);

      const page = await list(testApp);
      expect(page.reviews.map((review) => review._id)).toEqual([kept]);
      expect(page.total).toBe(1);
      expect((await list(testApp, "?rating=5")).total).toBe(0);
      expect((await list(testApp, "?search=design")).reviews.map((r) => r._id)).toEqual([kept]);
      const stats = await call(testApp, { method: "GET", url: "/api/reviews/stats" });
      expect(stats.json()).toMatchObject({ total_reviews: 1, average_rating: 4 });
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));

      const hidden = await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${reported}/helpful`,
      });
      expect(hidden.statusCode).toBe(404);
    });

    it("limits votes per address with 429", async () => {
      const [id] = await seed(testApp, [seeds[0] as Seed]);
      const statuses = new Set<number>();
      for (let index = 0; index < 11; index++) {
        const response = await call(testApp, {
          method: "PATCH",
          url: `/api/reviews/${id}/report`,
          ip: "198.51.100.20",
          headers: visitor(`reporter-${index}-abc`),
        });
        statuses.add(response.statusCode);
      }
      expect([...statuses]).toEqual([200, 429]);
    });
  });

  describe("moderation", () => {
    /** Reports from three networks, by visitors named `prefix`-1 to -3. */
    async function hideByReports(id: string, prefix = "reporter") {
      for (const index of [1, 2, 3]) {
        await call(testApp, {
          method: "PATCH",
          url: `/api/reviews/${id}/report`,
          headers: { "x-visitor-id": `${prefix}-${index}-abc` },
          ip: `192.0.${index}.1`,
        });
      }
    }

    it("lists pending reviews, approves them back and dismisses their reports", async () => {
      const deps = depsOf(testApp);
      const [hidden, flagged] = await seed(testApp, [seeds[2] as Seed, seeds[0] as Seed]);
      await hideByReports(hidden as string);
      await call(testApp, { method: "PATCH", url: `/api/reviews/${flagged}/report` });

      const pending = await pendingReviews(deps);
      expect(
        pending.map((row) => [String(row.id), row.status, row.held_reason, row.report_count]),
      ).toEqual([
        [hidden, "hidden", "reported from 3 networks", 3],
        [flagged, "visible", null, 1],
      ]);

      await approveReview(deps, hidden as string);
      expect((await list(testApp)).total).toBe(2);
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
      expect((await pendingReviews(deps)).map((row) => String(row.id))).toEqual([flagged]);
      // The dismissed reports do not count again, nor do their visitors' repeats...
      await hideByReports(hidden as string);
      expect((await list(testApp)).total).toBe(2);
      // ...but new reports from three networks do.
      await hideByReports(hidden as string, "newcomer");
      expect((await list(testApp)).total).toBe(1);
    });

    it("removes visible and hidden reviews with the counters following", async () => {
      const deps = depsOf(testApp);
      const [first, second, third] = await seed(testApp, seeds.slice(0, 3));
      await removeReview(deps, first as string);
      await hideByReports(second as string);
      await removeReview(deps, second as string);
      expect((await list(testApp)).reviews.map((review) => review._id)).toEqual([third]);
      expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
      expect((await storedStats(testApp)).total).toBe(1);
      await expect(removeReview(deps, first as string)).rejects.toThrow(/already removed/);
      await expect(removeReview(deps, "424242")).rejects.toThrow(/not found/);
      await expect(approveReview(deps, "nope")).rejects.toThrow(/not found/);
      // A removed review still holds its e-mail, so it cannot be posted again.
      const again = await postReview(testApp, { ...validReview, email: "client0@example.com" });
      expect(again.json()).toEqual({ detail: REVIEW_MESSAGES.alreadyReviewed });
    });

    it("stores the owner's reply and returns it with the review", async () => {
      const deps = depsOf(testApp);
      const [id] = await seed(testApp, [seeds[1] as Seed]);
      await replyToReview(deps, id as string, "  Sorry, we have since added a support line.  ");
      const [review] = (await list(testApp)).reviews;
      expect(review?.reply).toEqual({
        text: "Sorry, we have since added a support line.",
        created_at: expect.stringMatching(/^\d{4}-/),
      });
      await expect(replyToReview(deps, id as string, "   ")).rejects.toThrow(/empty/);
      await expect(replyToReview(deps, "77", "Hello")).rejects.toThrow(/not found/);
    });
  });
}

describeOnEachEngine("reviews", suite);
