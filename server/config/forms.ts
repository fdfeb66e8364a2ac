import { milliseconds, wholeNumber } from "./fields";

/** What visitors send: attachments to project requests, reviews and reports on them. */
export const formSettings = {
  /** Bytes of attachments one client address may store per day, UTC; more are refused with 429. */
  ATTACHMENT_PER_IP_DAILY_BYTES: wholeNumber(1, 100 * 1024 * 1024),
  /** Bytes of attachments the whole site may store per day, UTC; more are refused with 429. */
  ATTACHMENT_DAILY_BYTES: wholeNumber(1, 2 * 1024 * 1024 * 1024),
  /** Attachments are refused with 507 while the disk holding DATA_DIR has less free space than this many bytes; 0 turns the check off. */
  ATTACHMENT_MIN_FREE_DISK_BYTES: wholeNumber(0, 1024 * 1024 * 1024),
  /** Open reports from this many distinct networks (IPv4 /24, IPv6 /48) hide a review until a moderator decides; fewer leave it published and listed for the moderators. */
  REVIEW_REPORT_THRESHOLD: wholeNumber(1, 3),
  /** A client address that reported more reviews than this in 30 days, or more than half the published ones, does not count towards hiding one (its reports still reach the moderators). */
  REVIEW_REPORTER_MAX_REPORTS: wholeNumber(1, 5),
  /** Reviews one client address may send per day, UTC (429 beyond); allow-listed addresses are exempt. */
  REVIEW_PER_IP_DAILY_LIMIT: wholeNumber(1, 3),
  /** Reviews one network (IPv4 /24, IPv6 /48) may send per day, UTC (429 beyond); allow-listed addresses are exempt. */
  REVIEW_PER_NETWORK_DAILY_LIMIT: wholeNumber(1, 10),
  /** How long review lists and stats may be answered from memory (every local write clears them); 0 turns it off. */
  REVIEW_CACHE_TTL_MS: milliseconds(0, 1000),
};
