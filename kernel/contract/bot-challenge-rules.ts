// The check against bots: its field, its address and its texts, plain values free of the schema
// library, so a page can show the check without loading it.

/** The body field that carries a solved challenge (the widget's payload), as ALTCHA names it. */
export const BOT_CHALLENGE_FIELD = "altcha";

/** Where the page fetches a challenge to solve. */
export const BOT_CHALLENGE_PATH = "/api/challenge";

/** What a visitor reads when the check against bots refuses a request. */
export const BOT_CHALLENGE_MESSAGES = {
  missing:
    "Please complete the check that you are not a robot (the box by the button), then try again.",
  failed:
    "The check that you are not a robot failed or expired. Please run it again, then try again.",
  used: "This check against robots was already used. Please run it again, then try again.",
  unavailable: "The check against robots is unavailable right now. Please try again in a minute.",
  /** In the check's place until the visitor reaches for the form and it loads. */
  pending: "A quick check that you are not a robot runs as you fill in the form.",
} as const;
