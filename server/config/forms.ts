import { milliseconds, wholeNumber } from "./fields";

/** What visitors send: attachments to project requests, reviews and reports on them. */
export const formSettings = {
  /** Bytes of attachments one client address may store per day, UTC; more are refused with 429. */
  ATTACHMENT_PER_IP_DAILY_BYTES: wholeNumber(1, 100 * 1024 * 1024),
  /** Bytes of attachments the whole site may store per day, UTC; more are refused with 429. */
  ATTACHMENT_DAILY_BYTES: wholeNumber(1, 2 * 1024 * 1024 * 1024),
  /** Attachments are refused with 507 while the disk holding DATA_DIR has less free space than this many bytes; 0 turns the check off. */
  ATTACHMENT_MIN_FREE_DISK_BYTES: wholeNumber(0, 1024 * 1024 * 1024),
  /** Reports from this many distinct visitors, on as many addresses, hide a review until a moderator decides. */
  REVIEW_REPORT_THRESHOLD: wholeNumber(1, 3),
  /** How long review lists and stats may be answered from memory (every local write clears them); 0 turns it off. */
  REVIEW_CACHE_TTL_MS: milliseconds(0, 1000),
};
