// Visitor-facing texts of the testimonials page, word for word from the specification.
export const reviewMessages = {
  writeReview: "Write a Review",
  selectRating: "Please select a rating",
  submitted: "Review submitted successfully! Thank you for your feedback.",
  submitFailed: "Error submitting review. Please try again.",
  reportConfirm: "Report this review as inappropriate?",
  reported: "Review reported. Our team will review it.",
  empty: "No reviews yet. Be the first to leave a review!",
  noMatches: "No reviews match your search or rating filter.",
  loadMore: "Load More Reviews",
} as const;

/** The rating control's caption: "Please select a rating", "1 star selected", "4 stars selected". */
export function ratingCaption(rating: number | undefined): string {
  if (!rating) return reviewMessages.selectRating;
  return `${starCount(rating)} selected`;
}

/** "1 star", "3 stars". */
export function starCount(count: number): string {
  return count === 1 ? "1 star" : `${count} stars`;
}
