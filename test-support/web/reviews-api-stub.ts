import { vi } from "vitest";
import type { Review, ReviewStats } from "#contract/reviews";

// A fetch stand-in that answers like the reviews API, for component and store tests.
export type Call = { method: string; url: URL; headers: Headers; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

export function makeReview(index: number, overrides: Partial<Review> = {}): Review {
  return {
    _id: `review-${index}`,
    name: `Visitor ${index}`,
    title: `Title ${index}`,
    description: `Review text ${index}`,
    rating: 5,
    created_at: "2026-11-01T10:00:00.000Z",
    helpful_count: 0,
    reply: null,
    ...overrides,
  };
}

export const emptyStats: ReviewStats = {
  total_reviews: 0,
  average_rating: 0,
  rating_distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 },
};

export function stubReviewsApi(handler: Handler) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? "GET",
      url: new URL(String(input)),
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
