// Limits, sorts and headers of reviews: plain values, free of the schema library, so pages can show them without loading it.

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
