import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviewsCommands } from "../../cli/commands/reviews";
import type { TestApp } from "../../../test-support/server/app";
import {
  call,
  depsOf,
  recountStats,
  sqliteEngine,
  storedStats,
  submitterAddress,
  type EngineUnderTest,
  describeOnEachEngine,
} from "../../../test-support/server/reviews-test-kit";
import { submitReview } from "./service";
import { runAdminOn } from "../../../test-support/server/admin-cli";

function suite(engine: EngineUnderTest) {
  let testApp: TestApp;
  let ids: string[];
  beforeEach(async () => {
    // The command runs in its own process, outside the server's read cache; the cache's own
    // test below shows the server catching up.
    testApp = await engine.start({ REVIEW_CACHE_TTL_MS: "0" });
    ids = [];
    for (const [index, rating] of [5, 1, 3].entries()) {
      const { _id } = await submitReview(
        depsOf(testApp),
        {
          name: `Client ${index}`,
          email: `client${index}@example.com`,
          title: `Title ${index}`,
          description: `Review ${index}`,
          rating,
        },
        submitterAddress(index),
      );
      ids.push(_id);
    }
    for (const reporter of [1, 2, 3]) {
      await call(testApp, {
        method: "PATCH",
        url: `/api/reviews/${ids[1]}/report`,
        headers: { "x-visitor-id": `reporter-${reporter}-abc` },
        ip: `192.0.${reporter}.1`,
      });
    }
  });
  afterEach(() => testApp.close());

  // Through the admin dispatcher, as `npm run admin -- reviews ...` runs it.
  const run = (...args: string[]) =>
    runAdminOn(testApp, { reviews: reviewsCommands }, ["reviews", ...args]);
  const visibleIds = async () =>
    (await call(testApp, { method: "GET", url: "/api/reviews" }))
      .json()
      .reviews.map((review: { _id: string }) => review._id);

  it("lists held and reported reviews with why, and publishes one", async () => {
    const held = await call(testApp, {
      method: "POST",
      url: "/api/reviews",
      ip: "203.0.113.50",
      payload: {
        name: "Spammer",
        email: "spam@example.com",
        description: "Cheap viagra at https://pills.example",
        rating: 5,
      },
    });
    const heldId = held.json()._id as string;
    await call(testApp, { method: "PATCH", url: `/api/reviews/${ids[2]}/report` });

    const pending = await run("pending");
    expect(pending.code).toBe(0);
    const lines = pending.out.split("\n");
    expect(lines[0]).toMatch(/^id\s+status\s+why\s+report_count\s+rating\s+name/);
    expect(lines.slice(2)).toHaveLength(3);
    expect(lines[2]).toMatch(
      new RegExp(
        `^${ids[1]}\\s+hidden\\s+reported from 3 networks\\s+3\\s+1\\s+Client 1\\s.*Title 1 Review 1$`,
      ),
    );
    expect(lines[3]).toMatch(
      new RegExp(`^${heldId}\\s+hidden\\s+1 link\\s+0\\s+5\\s+Spammer\\s.*Cheap viagra`),
    );
    expect(lines[4]).toMatch(new RegExp(`^${ids[2]}\\s+visible\\s+1\\s+3\\s+Client 2\\s`));
    expect(await visibleIds()).not.toContain(ids[1]);

    expect(await run("approve", ids[1] as string)).toEqual({
      code: 0,
      out: `Review ${ids[1]} is published; its reports are dismissed.`,
      err: "",
    });
    expect(await visibleIds()).toContain(ids[1]);
    expect((await run("remove", heldId)).code).toBe(0);
    expect((await run("approve", ids[2] as string)).code).toBe(0);
    expect((await run("pending")).out).toBe("(none)");
    expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
  });

  it("removes a review with the counters following", async () => {
    expect((await run("remove", ids[0] as string)).code).toBe(0);
    expect(await visibleIds()).toEqual([ids[2]]);
    const stats = await call(testApp, { method: "GET", url: "/api/reviews/stats" });
    expect(stats.json()).toMatchObject({ total_reviews: 1, average_rating: 3 });
    expect(await storedStats(testApp)).toEqual(await recountStats(testApp));
  });

  it("saves a reply shown with the review", async () => {
    expect((await run("reply", ids[2] as string, "Thanks, we are on it.")).code).toBe(0);
    const page = (await call(testApp, { method: "GET", url: "/api/reviews" })).json();
    const review = page.reviews.find((entry: { _id: string }) => entry._id === ids[2]);
    expect(review.reply.text).toBe("Thanks, we are on it.");
  });

  it("explains wrong actions, missing arguments and unknown reviews", async () => {
    expect(await run("bogus")).toMatchObject({ code: 2, err: /Unknown command "reviews bogus"/ });
    expect(await run("approve")).toMatchObject({ code: 2, err: /Missing review ID/ });
    expect(await run("reply", ids[0] as string)).toMatchObject({
      code: 2,
      err: /Missing reply text\nUsage: npm run admin -- reviews reply ID "text"/,
    });
    expect(await run("remove", "987654")).toMatchObject({
      code: 1,
      err: "Review 987654 not found",
    });
    expect(await run("approve", "x1")).toMatchObject({ code: 1, err: "Review x1 not found" });
    await run("remove", ids[0] as string);
    expect(await run("remove", ids[0] as string)).toMatchObject({
      code: 1,
      err: `Review ${ids[0]} is already removed`,
    });
  });
}

describeOnEachEngine("reviews moderation command", suite);

describe("the server's read cache and changes made by the command", () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it("shows a removal from another process once the cache time has passed", async () => {
    testApp = await sqliteEngine.start({ REVIEW_CACHE_TTL_MS: "150" });
    const { _id } = await submitReview(
      depsOf(testApp),
      {
        name: "Client",
        email: "client@example.com",
        title: "Title",
        description: "Review",
        rating: 4,
      },
      submitterAddress(0),
    );
    const total = async () =>
      (await call(testApp, { method: "GET", url: "/api/reviews" })).json().total;
    expect(await total()).toBe(1);
    await reviewsCommands.actions.remove?.run(
      { db: testApp.database.db, config: testApp.config, out: () => undefined },
      [_id],
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await total()).toBe(0);
  });
});
