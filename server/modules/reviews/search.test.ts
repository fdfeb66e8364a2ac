import { afterEach, beforeEach, expect, it } from "vitest";
import type { TestApp } from "../../../test-support/server/app";
import { findReviewPage, type ReviewPageQuery } from "./search";
import {
  depsOf,
  submitterAddress,
  type EngineUnderTest,
  describeOnEachEngine,
} from "../../../test-support/server/reviews-test-kit";
import { submitReview } from "./service";

const words = ["design", "code", "cloud", "support"];
// Accents, a longer word holding a search word, and word edges at punctuation.
const extras = [" at the Café", " in the cafeteria", " (cafe-style)", "", " designers' CAFÉ"];

function suite(engine: EngineUnderTest) {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await engine.start();
    const deps = depsOf(testApp);
    for (let index = 0; index < 40; index++) {
      await submitReview(
        deps,
        {
          name: `Client ${index}`,
          email: `client${index}@example.com`,
          title: `Project ${index}`,
          description: `Strong ${words[index % 4]} and ${words[Math.floor(index / 4) % 4]} work${extras[index % 5]}`,
          rating: (index % 5) + 1,
        },
        submitterAddress(index),
      );
    }
    await deps.db
      .updateTable("reviews")
      .set((eb) => ({ helpful_count: eb("id", "%", 7) }))
      .execute();
  });
  afterEach(() => testApp.close());

  // Both ways of answering a search (reading every match, or walking the sort index and checking
  // each row against the search) must give the same page; a tiny cap forces the second.
  it.each([
    { words: ["design"], sortBy: "created_at", sortOrder: "desc" },
    { words: ["design"], rating: 3, sortBy: "helpful_count", sortOrder: "desc" },
    { words: ["cloud", "support"], sortBy: "rating", sortOrder: "asc" },
    { words: ["code"], rating: 2, sortBy: "created_at", sortOrder: "asc" },
  ] as const)("answers the same page whichever plan runs: %o", async (search) => {
    const { db } = depsOf(testApp);
    const query: ReviewPageQuery = {
      ...search,
      words: [...search.words],
      offset: 1,
      take: 4,
      countCap: 1000,
    };
    const exact = await findReviewPage(db, engine.name, query);
    const walked = await findReviewPage(db, engine.name, { ...query, countCap: 1 });
    expect(exact.rows.length).toBeGreaterThan(0);
    expect(walked.rows).toEqual(exact.rows);
    expect(walked.total).toBe(1);
    expect(exact.total).toBeGreaterThan(exact.rows.length);
  });

  it.skipIf(engine.name !== "sqlite")(
    "matches whole words, ignoring accents, the same way in both plans",
    async () => {
      const { db } = depsOf(testApp);
      const query: ReviewPageQuery = {
        words: ["cafe"],
        sortBy: "created_at",
        sortOrder: "desc",
        offset: 0,
        take: 50,
        countCap: 1000,
      };
      const exact = await findReviewPage(db, engine.name, query);
      const walked = await findReviewPage(db, engine.name, { ...query, countCap: 1 });
      expect(exact.rows).toHaveLength(24);
      expect(walked.rows).toEqual(exact.rows);
      expect(exact.rows.some((row) => row.description.includes("cafeteria"))).toBe(false);
    },
  );
}

describeOnEachEngine("review search plans", suite);
