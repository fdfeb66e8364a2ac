import { z } from "./zod";
import { HONEYPOT_FIELD } from "./field-rules";
import { emailField, requiredText, storedText } from "./fields";
import {
  REVIEW_PAGE_SIZE,
  REVIEW_MAX_PAGE_SIZE,
  REVIEW_MAX_PAGE,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SORT_FIELDS,
  SORT_ORDERS,
} from "./reviews-rules";

export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

const rating = z
  .number(REVIEW_MESSAGES.selectRating)
  .int(REVIEW_MESSAGES.selectRating)
  .min(1, REVIEW_MESSAGES.selectRating)
  .max(5, REVIEW_MESSAGES.selectRating);

/** `GET /api/reviews` query. */
export const reviewListQuerySchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  search: z.string().trim().max(REVIEW_LIMITS.search).optional(),
  sort_by: z.enum(REVIEW_SORT_FIELDS).default("created_at"),
  sort_order: z.enum(SORT_ORDERS).default("desc"),
  page: z.coerce.number().int().min(1).max(REVIEW_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_MAX_PAGE_SIZE).default(REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** A review as the public sees it: never the author's e-mail. */
export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  rating: z.number().int().min(1).max(5),
  created_at: z.string(),
  helpful_count: z.number().int().min(0),
  reply: z.object({ text: z.string(), created_at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  has_more: z.boolean(),
  total: z.number().int().min(0),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const reviewStatsSchema = z.object({
  total_reviews: z.number().int().min(0),
  average_rating: z.number().min(0).max(5),
  rating_distribution: z.object({
    "1": z.number().int(),
    "2": z.number().int(),
    "3": z.number().int(),
    "4": z.number().int(),
    "5": z.number().int(),
  }),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** `POST /api/reviews` body. */
export const reviewSubmissionSchema = z.object({
  name: requiredText("your name", REVIEW_LIMITS.name),
  email: emailField,
  title: storedText("the title")
    .trim()
    .max(REVIEW_LIMITS.title, `Please keep the title under ${REVIEW_LIMITS.title + 1} characters`)
    .default(""),
  description: requiredText("your review", REVIEW_LIMITS.description),
  rating,
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type ReviewSubmission = z.input<typeof reviewSubmissionSchema>;

/** `held`: the review waits for a moderator before it is published. */
export const reviewCreatedSchema = z.object({
  _id: z.string(),
  held: z.boolean(),
  message: z.string(),
});

/** Answer of the Helpful and Report calls. */
export const reviewActionResponseSchema = z.object({
  _id: z.string(),
  helpful_count: z.number().int().min(0),
  message: z.string(),
});
