import {
  reviewActionResponseSchema,
  reviewCreatedSchema,
  reviewListResponseSchema,
  reviewStatsSchema,
  type ReviewListResponse,
  type ReviewStats,
  type ReviewSubmission,
} from "#contract/reviews";
import { REVIEW_PAGE_SIZE, REVIEW_SORT_OPTIONS, VISITOR_ID_HEADER } from "#contract/reviews-rules";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import { ApiError, apiRequest } from "@/lib/api-client";
import { getVisitorId } from "./visitor-id";

export type ReviewFilters = {
  /** 1 to 5, or null for all ratings. */
  rating: number | null;
  search: string;
  /** Index into REVIEW_SORT_OPTIONS. */
  sortIndex: number;
};

export async function fetchReviews(
  filters: ReviewFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  const sort = REVIEW_SORT_OPTIONS[filters.sortIndex] ?? REVIEW_SORT_OPTIONS[0];
  const data = await apiRequest("/api/reviews", {
    signal,
    query: {
      rating: filters.rating ?? undefined,
      search: filters.search.trim(),
      sort_by: sort.sort_by,
      sort_order: sort.sort_order,
      page,
      limit: REVIEW_PAGE_SIZE,
    },
  });
  return reviewListResponseSchema.parse(data);
}

export async function fetchReviewStats(signal?: AbortSignal): Promise<ReviewStats> {
  return reviewStatsSchema.parse(await apiRequest("/api/reviews/stats", { signal }));
}

/** A stored review (`held`: it waits for a moderator before it is shown), or the server's reason. */
export type SubmitAnswer = { held: boolean } | { refusal: string };

/** Resolves once the review is stored, or with the server's reason when it refuses it (400). */
export async function submitReview(submission: ReviewSubmission): Promise<SubmitAnswer> {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = submission;
  // The honeypot travels only when a bot filled it, so people send exactly the specified fields.
  const body = honeypot ? { ...fields, [HONEYPOT_FIELD]: honeypot } : fields;
  let data: unknown;
  try {
    data = await apiRequest("/api/reviews", { method: "POST", body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { refusal: error.detail ?? error.message };
    }
    throw error;
  }
  return { held: reviewCreatedSchema.parse(data).held };
}

function reviewAction(id: string, action: "helpful" | "report"): Promise<unknown> {
  return apiRequest(`/api/reviews/${encodeURIComponent(id)}/${action}`, {
    method: "PATCH",
    headers: { [VISITOR_ID_HEADER]: getVisitorId() },
  });
}

/** Resolves with the review's new helpful count. */
export async function markReviewHelpful(id: string): Promise<number> {
  return reviewActionResponseSchema.parse(await reviewAction(id, "helpful")).helpful_count;
}

export async function reportReview(id: string): Promise<void> {
  await reviewAction(id, "report");
}
