import { sql, type Kysely, type Selectable } from "kysely";
import type { DatabaseEngine } from "../../db/connect";
import type { Database, ReviewsTable } from "../../db/database";

// Reading pages of visible reviews, with or without a word search, on either engine.

type Db = Kysely<Database>;

/** More words than this add nothing to a search but cost; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/**
 * Search is literal and word-based in both engines: the text is cut into runs of letters and
 * digits, and a review matches when every word occurs whole in its title or text, ignoring case
 * (and accents on SQLite). Punctuation and operator characters only separate words.
 */
export function searchWords(search: string | undefined): string[] {
  const words = (search ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

export type ReviewSortField = "created_at" | "rating" | "helpful_count";

/** What the public may see of a review: never the e-mail. */
export type PublicReviewRow = Pick<
  Selectable<ReviewsTable>,
  | "id"
  | "name"
  | "title"
  | "description"
  | "rating"
  | "created_at"
  | "helpful_count"
  | "reply_text"
  | "reply_at"
>;

const publicColumns = [
  "r.id",
  "r.name",
  "r.title",
  "r.description",
  "r.rating",
  "r.created_at",
  "r.helpful_count",
  "r.reply_text",
  "r.reply_at",
] as const;

export interface ReviewPageQuery {
  rating?: number;
  /** Words to find, each matched whole and case-insensitively; empty means no search. */
  words: string[];
  sortBy: ReviewSortField;
  sortOrder: "asc" | "desc";
  offset: number;
  /** Rows to read: one more than the page, to learn whether another page follows. */
  take: number;
  /** Searches count their matches only up to this many. */
  countCap: number;
}

export interface ReviewPage {
  rows: PublicReviewRow[];
  /** Null when the counters already know the total. */
  total: number | null;
}

/** One page of visible reviews, sorted with the id as tiebreak in the same direction. */
export async function findReviewPage(
  db: Db,
  engine: DatabaseEngine,
  query: ReviewPageQuery,
): Promise<ReviewPage> {
  if (query.words.length === 0) {
    const rows = await visibleReviews(db, query).execute();
    return { rows, total: null };
  }
  return engine === "sqlite" ? searchSqlite(db, query) : searchPostgres(db, query);
}

function visibleReviews(db: Db, query: ReviewPageQuery) {
  return sortedVisibleReviews(db, query).limit(query.take).offset(query.offset);
}

function sortedVisibleReviews(
  db: Db,
  query: Pick<ReviewPageQuery, "rating" | "sortBy" | "sortOrder">,
) {
  return db
    .selectFrom("reviews as r")
    .select(publicColumns)
    .where("r.status", "=", "visible")
    .$if(query.rating !== undefined, (qb) => qb.where("r.rating", "=", query.rating as number))
    .orderBy(`r.${query.sortBy}`, query.sortOrder)
    .orderBy("r.id", query.sortOrder);
}

/** Rows read in one step of a walk, and the most a walk reads before giving up on it. */
const WALK_BATCH = 200;
const WALK_LIMIT = 20_000;

/** Words as FTS5's unicode61 tokenizer (remove_diacritics 2) indexes them. */
function indexedWords(text: string): Set<string> {
  const folded = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return new Set(folded.match(/[\p{L}\p{N}]+/gu));
}

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
}

/** Whether lower-cased ASCII `text` holds `word` with no letter or digit either side. */
function holdsWholeAscii(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text.charCodeAt(at - 1);
    const after = text.charCodeAt(at + word.length);
    if (!isAsciiLetterOrDigit(before) && !isAsciiLetterOrDigit(after)) return true;
  }
  return false;
}

/** Whether `text` holds every (folded) word whole, as the full-text index would answer. */
function holdsWords(text: string, words: string[]): boolean {
  // Plain ASCII text, the usual case, needs no Unicode folding: find each word and its edges.
  if (!/[\u0080-\uffff]/.test(text)) {
    const lower = text.toLowerCase();
    return words.every((word) => holdsWholeAscii(lower, word));
  }
  const rowWords = indexedWords(text);
  return words.every((word) => rowWords.has(word));
}

/**
 * Walks the visible reviews in list order and keeps those holding every word, checking the words
 * here rather than asking the full-text index row by row (far cheaper per row). Null when the
 * words are too rare in this order to fill the page within WALK_LIMIT rows.
 */
async function walkInListOrder(db: Db, query: ReviewPageQuery): Promise<PublicReviewRow[] | null> {
  const words = [...indexedWords(query.words.join(" "))];
  const found: PublicReviewRow[] = [];
  let toSkip = query.offset;
  let after: PublicReviewRow | undefined;
  // The first step expects about one row in four to match, later steps read full batches.
  let batchSize = Math.min(WALK_BATCH, (query.offset + query.take) * 4);
  for (let read = 0; read < WALK_LIMIT; read += batchSize, batchSize = WALK_BATCH) {
    const last = after;
    const batch = await sortedVisibleReviews(db, query)
      .$if(last !== undefined, (qb) =>
        // Keyset: continue right after the last row read, through the same index.
        qb.where((eb) =>
          eb(
            eb.refTuple(`r.${query.sortBy}`, "r.id"),
            query.sortOrder === "desc" ? "<" : ">",
            eb.tuple(last?.[query.sortBy] as string | number, last?.id as number),
          ),
        ),
      )
      .limit(batchSize)
      .execute();
    for (const row of batch) {
      if (!holdsWords(`${row.title} ${row.description}`, words)) continue;
      if (toSkip > 0) toSkip--;
      else if (found.push(row) === query.take) return found;
    }
    if (batch.length < batchSize) return found;
    after = batch.at(-1);
  }
  return null;
}

/**
 * FTS5 syntax for the words: each one quoted as a phrase (embedded quotes doubled), so operators
 * such as OR, NEAR( or * are searched as text. All words must occur, in the title or the text.
 */
function ftsText(words: string[]): string {
  return `{title description} : (${words.map((word) => `"${word.replaceAll('"', '""')}"`).join(" ")})`;
}

/**
 * The index holds visible reviews only, with the rating as a column, so it can count matches of
 * a rating filter plus a search by itself. Few matches: read them all through the index and
 * sort them. Many: walk the list's sort index and keep the matching rows, which stops after a
 * page instead of reading every match.
 */
async function searchSqlite(db: Db, query: ReviewPageQuery): Promise<ReviewPage> {
  const text = ftsText(query.words);
  const counted = query.rating === undefined ? text : `${text} AND rating : "${query.rating}"`;
  const { matches } = await db
    .selectFrom(
      sql<{
        one: number;
      }>`(select 1 as one from reviews_fts where reviews_fts match ${counted} limit ${query.countCap + 1})`.as(
        "m",
      ),
    )
    .select((eb) => eb.fn.countAll<number>().as("matches"))
    .executeTakeFirstOrThrow();

  const walked = matches > query.countCap ? await walkInListOrder(db, query) : null;
  if (walked) return { rows: walked, total: query.countCap };

  const rows = await db
    .selectFrom(sql<{ rowid: number }>`reviews_fts`.as("reviews_fts"))
    // CROSS JOIN keeps this join order in SQLite: matches first, then their rows.
    .crossJoin("reviews as r")
    .select(publicColumns)
    .where(sql<boolean>`reviews_fts match ${counted}`)
    .where("r.status", "=", "visible")
    .whereRef("r.id", "=", sql.ref("reviews_fts.rowid"))
    .orderBy(`r.${query.sortBy}`, query.sortOrder)
    .orderBy("r.id", query.sortOrder)
    .limit(query.take)
    .offset(query.offset)
    .execute();
  return { rows, total: Math.min(matches, query.countCap) };
}

async function searchPostgres(db: Db, query: ReviewPageQuery): Promise<ReviewPage> {
  // The same expression as the partial GIN index, so the planner can use it.
  const matches = sql<boolean>`to_tsvector('simple', r.title || ' ' || r.description) @@ plainto_tsquery('simple', ${query.words.join(" ")})`;
  const [rows, counted] = await Promise.all([
    visibleReviews(db, query).where(matches).execute(),
    db
      .selectFrom(
        db
          .selectFrom("reviews as r")
          .select(sql<number>`1`.as("one"))
          .where("r.status", "=", "visible")
          .$if(query.rating !== undefined, (qb) =>
            qb.where("r.rating", "=", query.rating as number),
          )
          .where(matches)
          .limit(query.countCap + 1)
          .as("m"),
      )
      .select((eb) => eb.fn.countAll().as("matches"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Math.min(Number(counted.matches), query.countCap) };
}
