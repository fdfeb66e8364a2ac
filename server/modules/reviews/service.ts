import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import {
  type Review,
  type reviewActionResponseSchema,
  type reviewListQuerySchema,
  type ReviewListResponse,
  type ReviewStats,
  type reviewSubmissionSchema,
} from "#contract/reviews";
import { REVIEW_SEARCH_TOTAL_CAP } from "#contract/reviews-rules";
import { networkKey } from "../../client-address";
import type { Config } from "../../config";
import type { DatabaseEngine } from "../../db/connect";
import type { Database } from "../../db/database";
import { lockSiteWide } from "../../db/site-lock";
import { Refusal } from "../../refusal";
import { findHeldWord } from "./held-words";
import type { ReadCache } from "./read-cache";
import {
  adjustStats,
  changeStatus,
  countReportsByAddress,
  countReviewsSince,
  dismissReports,
  findOpenReporters,
  findPendingReviews,
  findReview,
  incrementCounter,
  insertReview,
  insertVote,
  readStats,
  setReply,
  type PendingReviewRow,
  type ReviewVoteKind,
} from "./repository";
import { findReviewPage, searchWords, type PublicReviewRow } from "./search";
import { MAX_REVIEW_LINKS, REVIEW_MESSAGES } from "#contract/reviews-rules";

export type ReviewsConfig = Pick<
  Config,
  | "REVIEW_REPORT_THRESHOLD"
  | "REVIEW_REPORTER_MAX_REPORTS"
  | "REVIEW_PER_IP_DAILY_LIMIT"
  | "REVIEW_PER_NETWORK_DAILY_LIMIT"
  | "RATE_LIMIT_ALLOW_LIST"
>;

export interface ReviewsDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: ReviewsConfig;
  /** Short-lived answers of the list and stats; absent means every read goes to the database. */
  cache?: ReadCache;
}

function cached<T>(deps: ReviewsDeps, key: string, load: () => Promise<T>): Promise<T> {
  return deps.cache ? deps.cache.get(key, load) : load();
}

export type ReviewListInput = z.output<typeof reviewListQuerySchema>;
export type ReviewSubmissionInput = z.output<typeof reviewSubmissionSchema>;
export type ReviewActionResponse = z.infer<typeof reviewActionResponseSchema>;

export const REVIEW_NOT_FOUND_DETAIL = "Review not found";
export const REVIEW_DAILY_LIMIT_DETAIL =
  "Too many reviews were sent from your network today. Please try again tomorrow.";
export const REPLY_MAX_LENGTH = 2000;

function notFound(): Refusal {
  return new Refusal("not-found", REVIEW_NOT_FOUND_DETAIL);
}

/** Ids are positive integers; anything else names no review. */
export function parseReviewId(raw: string): number | null {
  return /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
}

/** http(s) addresses and bare www. hosts, the usual shape of link spam. */
export function countLinks(text: string): number {
  return text.match(/(?:https?:\/\/|\bwww\.)\S/gi)?.length ?? 0;
}

function toPublicReview(row: PublicReviewRow): Review {
  return {
    _id: String(row.id),
    name: row.name,
    title: row.title,
    description: row.description,
    rating: Number(row.rating),
    created_at: row.created_at,
    helpful_count: Number(row.helpful_count),
    reply:
      row.reply_text === null
        ? null
        : { text: row.reply_text, created_at: row.reply_at ?? row.created_at },
  };
}

export function listReviews(
  deps: ReviewsDeps,
  query: ReviewListInput,
): Promise<ReviewListResponse> {
  const words = searchWords(query.search);
  const key = JSON.stringify([
    query.rating,
    words,
    query.sort_by,
    query.sort_order,
    query.page,
    query.limit,
  ]);
  return cached(deps, `list:${key}`, () => loadReviewList(deps, query, words));
}

async function loadReviewList(
  deps: ReviewsDeps,
  query: ReviewListInput,
  words: string[],
): Promise<ReviewListResponse> {
  const page = await findReviewPage(deps.db, deps.engine, {
    rating: query.rating,
    words,
    sortBy: query.sort_by,
    sortOrder: query.sort_order,
    offset: (query.page - 1) * query.limit,
    take: query.limit + 1,
    countCap: REVIEW_SEARCH_TOTAL_CAP,
  });
  // Without a search the counters know the total exactly, for all ratings or one.
  const stats = page.total === null ? await reviewStats(deps) : null;
  const total =
    page.total ??
    (query.rating === undefined
      ? (stats?.total_reviews ?? 0)
      : (stats?.rating_distribution[String(query.rating) as "1"] ?? 0));
  return {
    reviews: page.rows.slice(0, query.limit).map(toPublicReview),
    has_more: page.rows.length > query.limit,
    total,
  };
}

export function reviewStats(deps: ReviewsDeps): Promise<ReviewStats> {
  return cached(deps, "stats", () => loadReviewStats(deps));
}

async function loadReviewStats(deps: ReviewsDeps): Promise<ReviewStats> {
  const rows = await readStats(deps.db);
  const count = (rating: number) => rows.find((row) => row.rating === rating)?.review_count ?? 0;
  const totals = rows.find((row) => row.rating === 0);
  const total = totals?.review_count ?? 0;
  return {
    total_reviews: total,
    average_rating: total > 0 ? Math.round(((totals?.rating_sum ?? 0) / total) * 10) / 10 : 0,
    rating_distribution: {
      "1": count(1),
      "2": count(2),
      "3": count(3),
      "4": count(4),
      "5": count(5),
    },
  };
}

/** Why a review waits for a moderator before it is published, or null to publish it at once. */
function holdReason(text: string): string | null {
  const links = countLinks(text);
  if (links > 0) return links === 1 ? "1 link" : `${links} links`;
  const word = findHeldWord(text);
  return word ? `listed word "${word}"` : null;
}

function startOfDay(now: Date): string {
  const day = new Date(now);
  day.setUTCHours(0, 0, 0, 0);
  return day.toISOString();
}

/**
 * Stores a review from the client key `ip`: published at once, or held for a moderator when it
 * carries a link or a listed word. Refused with 429 past the address's or its network's reviews
 * for the day, counted from the stored reviews under a lock every instance shares.
 */
export async function submitReview(
  deps: ReviewsDeps,
  submission: ReviewSubmissionInput,
  ip: string,
): Promise<{ _id: string; held: boolean }> {
  if (submission.website?.trim()) throw new Refusal("invalid", REVIEW_MESSAGES.rejected);
  const text = [submission.name, submission.title, submission.description].join(" ");
  if (countLinks(text) > MAX_REVIEW_LINKS)
    throw new Refusal("invalid", REVIEW_MESSAGES.tooManyLinks);
  const heldReason = holdReason(text);
  const network = networkKey(ip);
  const now = new Date();

  const id = await deps.db.transaction().execute(async (trx) => {
    if (!deps.config.RATE_LIMIT_ALLOW_LIST.includes(ip)) {
      await lockSiteWide(trx, deps.engine, "reviewSubmission");
      const today = startOfDay(now);
      if (
        (await countReviewsSince(trx, "ip", ip, today)) >= deps.config.REVIEW_PER_IP_DAILY_LIMIT ||
        (await countReviewsSince(trx, "network", network, today)) >=
          deps.config.REVIEW_PER_NETWORK_DAILY_LIMIT
      ) {
        throw new Refusal("limited", REVIEW_DAILY_LIMIT_DETAIL);
      }
    }
    const inserted = await insertReview(trx, {
      name: submission.name,
      email_normalised: submission.email.trim().toLowerCase(),
      title: submission.title,
      description: submission.description,
      rating: submission.rating,
      created_at: now.toISOString(),
      status: heldReason === null ? "visible" : "hidden",
      held_reason: heldReason,
      ip,
      network,
    });
    if (inserted === null) throw new Refusal("invalid", REVIEW_MESSAGES.alreadyReviewed);
    if (heldReason === null) await adjustStats(trx, submission.rating, 1);
    return inserted;
  });
  if (heldReason === null) deps.cache?.clear();
  return { _id: String(id), held: heldReason !== null };
}

export interface Voter {
  /** The browser's anonymous id, or `ip:<address key>` when it sent none. */
  visitorId: string;
  /** The key per-address limits count the client by (an IPv6 client by its /64). */
  ip: string;
}

const voteMessages: Record<ReviewVoteKind, { counted: string; repeated: string }> = {
  helpful: {
    counted: "Thank you for your feedback.",
    repeated: "You have already marked this review as helpful.",
  },
  report: {
    counted: REVIEW_MESSAGES.reported,
    repeated: "You have already reported this review. Our team will review it.",
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a reporter's other reports are counted. */
const REPORTER_HISTORY_MS = 30 * DAY_MS;

/**
 * How many distinct networks (/24, /48) a review's open reports come from, so one person with
 * many addresses or made-up visitor ids is one voice; an address that reported more than
 * REVIEW_REPORTER_MAX_REPORTS reviews lately, or more than half the published ones, reports
 * everything and is not counted at all.
 */
async function reportingNetworks(
  trx: Kysely<Database>,
  config: ReviewsConfig,
  id: number,
  now: Date,
): Promise<number> {
  const reporters = await findOpenReporters(trx, id);
  const since = new Date(now.getTime() - REPORTER_HISTORY_MS).toISOString();
  const reported = await countReportsByAddress(trx, reporters, since);
  const published = (await readStats(trx)).find((row) => row.rating === 0)?.review_count ?? 0;
  const most = Math.min(config.REVIEW_REPORTER_MAX_REPORTS, Math.max(1, Math.floor(published / 2)));
  const networks = new Set(
    reporters.filter((ip) => (reported.get(ip) ?? 0) <= most).map((ip) => networkKey(ip)),
  );
  return networks.size;
}

/**
 * Counts a visitor's Helpful or Report once per review, and a Helpful once per review and address
 * too: the visitor id is whatever the client sends. A reported review stays published and listed
 * for the moderators, unless its reports come from REVIEW_REPORT_THRESHOLD networks
 * (`reportingNetworks`): then it is hidden until they decide.
 */
export async function voteOnReview(
  deps: ReviewsDeps,
  rawId: string,
  kind: ReviewVoteKind,
  voter: Voter,
): Promise<ReviewActionResponse> {
  const id = parseReviewId(rawId);
  if (id === null) throw notFound();
  const now = new Date();
  const answer = await deps.db.transaction().execute(async (trx) => {
    const review = await findReview(trx, id);
    if (!review || review.status !== "visible") throw notFound();
    const counted = await insertVote(trx, {
      review_id: id,
      visitor_id: voter.visitorId,
      kind,
      ip: voter.ip,
      created_at: now.toISOString(),
    });
    let helpfulCount = Number(review.helpful_count);
    if (counted && kind === "helpful") {
      helpfulCount = await incrementCounter(trx, id, "helpful_count");
    } else if (counted) {
      await incrementCounter(trx, id, "report_count");
      const networks = await reportingNetworks(trx, deps.config, id, now);
      if (networks >= deps.config.REVIEW_REPORT_THRESHOLD) {
        const reason = `reported from ${networks} networks`;
        const hidden = await changeStatus(trx, id, ["visible"], "hidden", reason);
        if (hidden) await adjustStats(trx, hidden.rating, -1);
      }
    }
    const messages = voteMessages[kind];
    return {
      _id: String(id),
      helpful_count: helpfulCount,
      message: counted ? messages.counted : messages.repeated,
    };
  });
  deps.cache?.clear();
  return answer;
}

function requireId(raw: string): number {
  const id = parseReviewId(raw);
  if (id === null) throw new Refusal("not-found", `Review ${raw} not found`);
  return id;
}

/** Reviews waiting for a moderator: held or hidden ones first, then published ones reported. */
export async function pendingReviews(deps: ReviewsDeps): Promise<PendingReviewRow[]> {
  return findPendingReviews(deps.db);
}

/**
 * Runs a moderator's change in one transaction: the review's own by default; the console passes one
 * that also appends its audit entry, so the change and its record are kept, or neither is. The read
 * cache is cleared once it has committed.
 */
export type ModerationTransaction = (
  change: (trx: Transaction<Database>) => Promise<void>,
) => Promise<void>;

const ownTransaction =
  (deps: ReviewsDeps): ModerationTransaction =>
  (change) =>
    deps.db.transaction().execute(change);

/**
 * Publishes a review (held, hidden or removed) and dismisses its reports: only reports made after
 * this can hide it again.
 */
export async function approveReview(
  deps: ReviewsDeps,
  rawId: string,
  inTransaction = ownTransaction(deps),
): Promise<void> {
  const id = requireId(rawId);
  await inTransaction(async (trx) => {
    if (!(await findReview(trx, id))) throw new Refusal("not-found", `Review ${rawId} not found`);
    const shown = await changeStatus(trx, id, ["hidden", "removed"], "visible");
    if (shown) await adjustStats(trx, shown.rating, 1);
    await dismissReports(trx, id, new Date().toISOString());
  });
  deps.cache?.clear();
}

/** Takes a review off the site for good; the row stays so its e-mail cannot review again. */
export async function removeReview(
  deps: ReviewsDeps,
  rawId: string,
  inTransaction = ownTransaction(deps),
): Promise<void> {
  const id = requireId(rawId);
  await inTransaction(async (trx) => {
    const review = await findReview(trx, id);
    if (!review) throw new Refusal("not-found", `Review ${rawId} not found`);
    if (review.status === "removed")
      throw new Refusal("conflict", `Review ${rawId} is already removed`);
    const removed = await changeStatus(trx, id, ["visible", "hidden"], "removed");
    if (removed?.previous === "visible") await adjustStats(trx, removed.rating, -1);
  });
  deps.cache?.clear();
}

/** Sets (or replaces) the studio's public reply under a review. */
export async function replyToReview(
  deps: ReviewsDeps,
  rawId: string,
  text: string,
  inTransaction = ownTransaction(deps),
): Promise<void> {
  const id = requireId(rawId);
  const reply = text.trim();
  if (!reply) throw new Refusal("invalid", "The reply is empty");
  if (reply.length > REPLY_MAX_LENGTH) {
    throw new Refusal("invalid", `Please keep the reply under ${REPLY_MAX_LENGTH + 1} characters`);
  }
  await inTransaction(async (trx) => {
    if (!(await setReply(trx, id, reply, new Date().toISOString()))) {
      throw new Refusal("not-found", `Review ${rawId} not found or removed`);
    }
  });
  deps.cache?.clear();
}
