import { REVIEW_MESSAGES } from "#contract/review-messages";

// Visitor-facing texts of the testimonials page, word for word from the specification; those
// the reviews API also sends are in REVIEW_MESSAGES.
export const reviewMessages = {
  writeReview: "Write a Review",
  submitFailed: "Error submitting review. Please try again.",
  reportConfirm: "Report this review as inappropriate?",
  empty: "No reviews yet. Be the first to leave a review!",
  noMatches: "No reviews match your search or rating filter.",
  loadMore: "Load More Reviews",
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
