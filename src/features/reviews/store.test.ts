import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SubmitRefusal } from "@/components/forms/use-submit-flow";
import { REVIEW_SORT_OPTIONS, VISITOR_ID_HEADER, REVIEW_MESSAGES } from "#contract/reviews-rules";
import { ApiError } from "@/lib/api-client";
import { createReviewsStore } from "./store";
import {
  emptyStats,
  makeReview,
  stubReviewsApi,
  type Call,
} from "../../../test-support/web/reviews-api-stub";
import { VISITOR_ID_STORAGE_KEY } from "./visitor-id";
import { json } from "../../../test-support/web/fetch-stub";

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname === "/api/reviews");

function page(from: number, count: number, has_more: boolean, total = 25) {
  const reviews = Array.from({ length: count }, (_, i) => makeReview(from + i));
  return json({ reviews, has_more, total });
}

/** Lets the store's calls go out and their answers come back (its API code loads on first use). */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("reviews store", () => {
  it("loads page 1 newest first and the stats", async () => {
    const { calls } = stubReviewsApi((call) =>
      call.url.pathname === "/api/reviews/stats" ? json(emptyStats) : page(1, 10, true),
    );
    const store = createReviewsStore();
    store.getState().refresh();
    await vi.waitFor(() => expect(store.getState().status).toBe("ready"));
    await vi.waitFor(() => expect(store.getState().stats).toEqual(emptyStats));

    const [list] = listCalls(calls);
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({
      sort_by: "created_at",
      sort_order: "desc",
      page: "1",
      limit: "10",
    });
    expect(list!.headers.get("X-API-Key")).toBe("studio-site-public-key");
    expect(store.getState()).toMatchObject({ page: 1, hasMore: true, total: 25 });
    expect(store.getState().reviews).toHaveLength(10);
  });

  it("appends the next page and replaces the list from page 1 when a filter changes", async () => {
    const { calls } = stubReviewsApi((call) => {
      if (call.url.pathname === "/api/reviews/stats") return json(emptyStats);
      const pageNumber = Number(call.url.searchParams.get("page"));
      if (call.url.searchParams.get("rating") === "4") return page(100, 2, false, 2);
      // Page 2 repeats the last review of page 1, as happens when a review arrives in between.
      return pageNumber === 1 ? page(1, 10, true) : page(10, 10, true);
    });
    const store = createReviewsStore();
    store.getState().refresh();
    await vi.waitFor(() => expect(store.getState().status).toBe("ready"));

    store.getState().loadMore();
    await vi.waitFor(() => expect(store.getState().page).toBe(2));
    expect(store.getState().reviews.map((review) => review._id)).toEqual(
      Array.from({ length: 19 }, (_, i) => `review-${i + 1}`),
    );

    store.getState().setRating(4);
    await vi.waitFor(() => expect(store.getState().reviews).toHaveLength(2));
    expect(store.getState()).toMatchObject({ page: 1, hasMore: false, total: 2 });
    expect(listCalls(calls).at(-1)!.url.searchParams.get("page")).toBe("1");
  });

  it("sends every sort option, the rating and the trimmed search", async () => {
    const { calls } = stubReviewsApi(() => page(1, 1, false, 1));
    const store = createReviewsStore();
    store.getState().setSearch("  fast delivery ");
    store.getState().setRating(2);
    // The default (index 0) comes last, so that every step is a change.
    for (const index of [1, 2, 3, 4, 0]) {
      store.getState().setSort(index);
      await settle();
      const params = listCalls(calls).at(-1)!.url.searchParams;
      const option = REVIEW_SORT_OPTIONS[index]!;
      expect([params.get("sort_by"), params.get("sort_order")]).toEqual([
        option.sort_by,
        option.sort_order,
      ]);
      expect(params.get("search")).toBe("fast delivery");
      expect(params.get("rating")).toBe("2");
    }
    expect(REVIEW_SORT_OPTIONS.map((option) => option.label)).toEqual([
      "Newest First",
      "Oldest First",
      "Highest Rated",
      "Lowest Rated",
      "Most Helpful",
    ]);
  });

  it("does not reload when nothing changed", async () => {
    const { calls } = stubReviewsApi(() => page(1, 1, false, 1));
    const store = createReviewsStore();
    store.getState().setSearch("kind");
    store.getState().setSearch(" kind ");
    store.getState().setRating(null);
    await settle();
    expect(listCalls(calls)).toHaveLength(1);
  });

  it("ignores an older answer that arrives after a newer one", async () => {
    const pending: ((response: Response) => void)[] = [];
    stubReviewsApi((call) => {
      if (call.url.searchParams.get("search") === "new") return page(50, 1, false, 1);
      return new Promise<Response>((resolve) => pending.push(resolve));
    });
    const store = createReviewsStore();
    store.getState().setSearch("old");
    store.getState().setSearch("new");
    await vi.waitFor(() => expect(store.getState().status).toBe("ready"));
    pending.forEach((resolve) => resolve(page(1, 10, true)));
    await settle();
    expect(store.getState().reviews.map((review) => review._id)).toEqual(["review-50"]);
  });

  it("marks a review helpful in place, keeps the loaded pages and sends the visitor id", async () => {
    const { calls } = stubReviewsApi((call) => {
      if (call.method === "PATCH") {
        return json({ _id: "review-12", helpful_count: 7, message: "Thanks" });
      }
      if (call.url.pathname === "/api/reviews/stats") return json(emptyStats);
      return call.url.searchParams.get("page") === "1" ? page(1, 10, true) : page(11, 5, false);
    });
    const store = createReviewsStore();
    store.getState().refresh();
    await vi.waitFor(() => expect(store.getState().status).toBe("ready"));
    store.getState().loadMore();
    await vi.waitFor(() => expect(store.getState().reviews).toHaveLength(15));

    await store.getState().markHelpful("review-12");
    const { reviews, helpful } = store.getState();
    expect(reviews).toHaveLength(15);
    expect(reviews.find((review) => review._id === "review-12")!.helpful_count).toBe(7);
    expect(helpful["review-12"]).toBe(true);

    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.url.pathname).toBe("/api/reviews/review-12/helpful");
    expect(patch.body).toBeUndefined();
    const visitorId = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
    expect(visitorId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(patch.headers.get(VISITOR_ID_HEADER)).toBe(visitorId);

    await store.getState().markHelpful("review-12");
    expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1);
  });

  it("only logs failures to load reviews, stats and helpful", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubReviewsApi(() => json({ detail: "Boom" }, 500));
    const store = createReviewsStore();
    store.getState().refresh();
    await vi.waitFor(() => expect(store.getState().status).toBe("failed"));
    await store.getState().markHelpful("review-1");
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(3));
    expect(store.getState().notice).toBeNull();
  });

  it("reports with the visitor id, then says so; a failed report is only logged", async () => {
    let fail = false;
    const { calls } = stubReviewsApi(() =>
      fail ? json({ detail: "Boom" }, 500) : json({ _id: "a", helpful_count: 0, message: "ok" }),
    );
    const store = createReviewsStore();
    await store.getState().report("review-3");
    expect(calls[0]!.url.pathname).toBe("/api/reviews/review-3/report");
    expect(calls[0]!.method).toBe("PATCH");
    expect(calls[0]!.headers.get(VISITOR_ID_HEADER)).toBeTruthy();
    expect(store.getState().notice?.text).toBe(REVIEW_MESSAGES.reported);
    expect(store.getState().reported["review-3"]).toBe(true);

    store.getState().dismissNotice();
    fail = true;
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await store.getState().report("review-4");
    expect(error).toHaveBeenCalledOnce();
    expect(store.getState().notice).toBeNull();
  });

  describe("submit", () => {
    const submission = {
      name: "Asha",
      email: "asha@example.in",
      title: "",
      description: "Lovely work",
      rating: 4,
    };

    it("posts the specified fields, then confirms and reloads list and stats", async () => {
      const { calls } = stubReviewsApi((call) => {
        if (call.method === "POST")
          return json({ _id: "new", held: false, message: "Created" }, 201);
        if (call.url.pathname === "/api/reviews/stats") return json(emptyStats);
        return page(1, 1, false, 1);
      });
      const store = createReviewsStore();
      await expect(store.getState().submit({ ...submission, website: "" })).resolves.toBe(
        undefined,
      );
      expect(calls[0]!.body).toEqual(submission);
      await vi.waitFor(() => expect(store.getState().status).toBe("ready"));
      expect(calls.map((call) => call.url.pathname)).toEqual([
        "/api/reviews",
        "/api/reviews",
        "/api/reviews/stats",
      ]);
    });

    it("remembers whether the last review waits for a moderator", async () => {
      let held = true;
      stubReviewsApi((call) => {
        if (call.method === "POST") return json({ _id: "new", held, message: "Thanks" }, 201);
        if (call.url.pathname === "/api/reviews/stats") return json(emptyStats);
        return page(1, 1, false, 1);
      });
      const store = createReviewsStore();
      expect(store.getState().submittedHeld).toBe(false);
      await store.getState().submit(submission);
      expect(store.getState().submittedHeld).toBe(true);
      held = false;
      await store.getState().submit(submission);
      expect(store.getState().submittedHeld).toBe(false);
    });

    it("rejects with the server's reason on 400 and with the error otherwise", async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      let answer = json({ detail: "You have already reviewed us with this e-mail." }, 400);
      stubReviewsApi(() => answer);
      const store = createReviewsStore();
      const refusal = store.getState().submit(submission);
      await expect(refusal).rejects.toBeInstanceOf(SubmitRefusal);
      await expect(refusal).rejects.toThrow("You have already reviewed us with this e-mail.");
      answer = json({ detail: "Internal" }, 500);
      const failure = store.getState().submit(submission);
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.not.toBeInstanceOf(SubmitRefusal);
      vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
      const unanswered = store.getState().submit(submission);
      await expect(unanswered).rejects.toBeInstanceOf(Error);
      await expect(unanswered).rejects.not.toBeInstanceOf(SubmitRefusal);
      expect(store.getState().notice).toBeNull();
    });
  });
});
