// Limits, sorts, headers and texts of reviews: plain values, free of the schema library, so pages
// can show them without loading it.

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_MAX_PAGE_SIZE = 50;
/** Deepest page 'Load More' can reach; keeps offsets bounded. */
export const REVIEW_MAX_PAGE = 20_000;
/**
 * Searches count their matches up to this many: a `total` equal to it means "this many or more"
 * (show it as "100+"). Lists without a search always carry the exact total.
 */
export const REVIEW_SEARCH_TOTAL_CAP = 100;

export const REVIEW_LIMITS = {
  name: 80,
  title: 120,
  description: 2000,
  search: 100,
} as const;

/** Links a review may carry; more read as spam. */
export const MAX_REVIEW_LINKS = 2;

export const REVIEW_SORT_FIELDS = ["created_at", "rating", "helpful_count"] as const;
export const SORT_ORDERS = ["asc", "desc"] as const;

/** In the order the sort control lists them; the first is the default. */
export const REVIEW_SORT_OPTIONS = [
  { label: "Newest First", sort_by: "created_at", sort_order: "desc" },
  { label: "Oldest First", sort_by: "created_at", sort_order: "asc" },
  { label: "Highest Rated", sort_by: "rating", sort_order: "desc" },
  { label: "Lowest Rated", sort_by: "rating", sort_order: "asc" },
  { label: "Most Helpful", sort_by: "helpful_count", sort_order: "desc" },
] as const;

/**
 * Identifies an anonymous visitor (a random id the SPA keeps in local storage) so that Helpful
 * and Report count once per visitor and review.
 */
export const VISITOR_ID_HEADER = "x-visitor-id";

/** The testimonials page's texts, word for word as visitors know them. */
export const REVIEW_MESSAGES = {
  writeReview: "Write a Review",
  empty: "No reviews yet. Be the first to leave a review!",
  noMatches: "No reviews match your search or rating filter.",
  loadMore: "Load More Reviews",
  reportConfirm: "Report this review as inappropriate?",
  /** A review the page could not send, or the server failed to store. */
  submitFailed: "Error submitting review. Please try again.",

  // The reviews API answers with these, and the page shows them word for word.
  /** The answer to an accepted review, and the site's thanks for it. */
  submitted: "Review submitted successfully! Thank you for your feedback.",
  /** The answer to a review held for a moderator (it has a link or a listed word), and the site's thanks for it. */
  held: "Thank you for your review! It will appear on the site once our team has checked it.",
  /** The answer to a first report of a review, and the site's confirmation of it. */
  reported: "Review reported. Our team will review it.",
  /** A missing or out-of-range rating, refused by the form and by the API alike. */
  selectRating: "Please select a rating",
  /** A second review from the same e-mail address. */
  alreadyReviewed: "You have already reviewed us with this e-mail address. Thank you!",
  /** A review with the hidden field filled in: it says nothing about that field, so a bot learns nothing. */
  rejected: "Your review could not be submitted. Please try again.",
  tooManyLinks: `Please include at most ${MAX_REVIEW_LINKS} links in your review.`,
} as const;

/** The rating control's caption: "Please select a rating", "1 star selected", "4 stars selected". */
export function ratingCaption(rating: number | undefined): string {
  if (!rating) return REVIEW_MESSAGES.selectRating;
  return `${starCount(rating)} selected`;
}

/** "1 star", "3 stars". */
export function starCount(count: number): string {
  return count === 1 ? "1 star" : `${count} stars`;
}
