// Texts the reviews API answers with that the site also shows, word for word: plain values,
// free of the schema library, so pages can show them without loading it.

export const REVIEW_MESSAGES = {
  /** The answer to an accepted review, and the site's thanks for it. */
  submitted: "Review submitted successfully! Thank you for your feedback.",
  /** The answer to a first report of a review, and the site's confirmation of it. */
  reported: "Review reported. Our team will review it.",
  /** A missing or out-of-range rating, refused by the form and by the API alike. */
  selectRating: "Please select a rating",
} as const;
