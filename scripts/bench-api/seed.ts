// The reviews `npm run bench:api` reads: a deterministic mix of names, titles, texts, ratings and
// Helpful votes, bulk-loaded straight into SQLite.
import SqliteDatabase from "better-sqlite3";

// A small deterministic generator, so every run seeds the same reviews.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const firstNames = [
  "Asha",
  "Ravi",
  "Meera",
  "Arjun",
  "Priya",
  "Karthik",
  "Divya",
  "Vikram",
  "Ananya",
  "Rohan",
  "Sara",
  "Daniel",
  "Lena",
  "Omar",
  "Yuki",
  "Maria",
];
const lastNames = [
  "Rao",
  "Iyer",
  "Menon",
  "Shah",
  "Nair",
  "Kumar",
  "Reddy",
  "Das",
  "Fischer",
  "Silva",
  "Khan",
  "Tanaka",
];
const titles = [
  "Great partner",
  "Fast and reliable",
  "Exceeded expectations",
  "Solid work",
  "Would hire again",
  "Beautiful design",
  "Good value",
  "Some delays",
  "Helpful team",
  "Clean code",
  "Not what we hoped",
  "Impressive 3D renders",
  "Smooth cloud migration",
  "Clear communication",
  "Average experience",
  "Outstanding support",
  "Creative ideas",
  "Reliable delivery",
  "Mixed feelings",
  "Highly recommended",
];
const sentences = [
  "The team rebuilt our online shop in six weeks.",
  "Their design sense gave our brand a fresh look.",
  "Communication was clear and regular throughout the project.",
  "The mobile app launched on time and works smoothly.",
  "We saw a clear rise in sales after the relaunch.",
  "The 3D visualisation helped us win the client.",
  "Our cloud costs dropped after the migration.",
  "They explained every technical choice in plain words.",
  "The interface design is clean and easy to use.",
  "Support after launch has been quick and friendly.",
  "A few deadlines slipped but the result was worth it.",
  "The SAP rollout was handled with great care.",
  "Their machine learning model cut our manual work in half.",
  "Pricing was fair for the quality delivered.",
  "We would have liked more frequent updates.",
  "The chatbot answers most customer questions now.",
  "Every screen was tested on phones and tablets.",
  "The logo and visual design won praise from our customers.",
  "They found and fixed problems we did not know we had.",
  "Documentation was thorough and useful for our staff.",
  "The first prototype was ready within days.",
  "Some features needed a second round of fixes.",
  "Our website now loads much faster.",
  "Working with them felt like having an in-house team.",
  "The design workshop helped us agree on priorities.",
  "Data from the old system moved over without loss.",
  "The animations on the landing page look stunning.",
  "Budget and scope stayed under control.",
  "Their DevOps setup made our releases painless.",
  "We are already planning the next project with them.",
  "The team was patient with our many change requests.",
  "Accessibility was considered from the start.",
  "Reports are now generated automatically every morning.",
  "The product design process was well organised.",
  "Onboarding our staff to the new tools was easy.",
  "The studio suggested ideas we had not thought of.",
  "Quality assurance caught issues early.",
  "The price was higher than other quotes we had.",
  "They respected our brand guidelines closely.",
  "The final handover was smooth and complete.",
];

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** Ratings lean positive, as real reviews do. */
function rating(next: () => number): number {
  const roll = next();
  return roll < 0.45 ? 5 : roll < 0.7 ? 4 : roll < 0.85 ? 3 : roll < 0.93 ? 2 : 1;
}

/** Most reviews get few or no Helpful votes; a few get many. */
function helpful(next: () => number): number {
  return Math.floor(next() ** 4 * 200);
}

/**
 * Fills the reviews table of a migrated SQLite database at `databaseFile` with `count` reviews,
 * the same ones on every run, and prints how long it took.
 */
export function seedReviews(databaseFile: string, count: number): void {
  const started = performance.now();
  const sqlite = new SqliteDatabase(databaseFile);
  sqlite.pragma("journal_mode = DELETE");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("cache_size = -262144");

  // Indexes and full-text triggers are dropped for the bulk load and rebuilt once afterwards,
  // from their own stored definitions, which is far faster than maintaining them row by row.
  const definitions = sqlite
    .prepare<[], { name: string; type: string; sql: string }>(
      "select name, type, sql from sqlite_master where tbl_name = 'reviews' and type in ('index', 'trigger') and sql is not null",
    )
    .all();
  for (const { name, type } of definitions) sqlite.exec(`drop ${type} ${name}`);

  const next = random(42);
  const insert = sqlite.prepare(
    "insert into reviews (name, email_normalised, title, description, rating, created_at, helpful_count) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const start = Date.parse("2023-01-01T00:00:00.000Z");
  const step = (Date.parse("2026-11-01T00:00:00.000Z") - start) / count;
  sqlite.transaction(() => {
    for (let index = 0; index < count; index++) {
      const sentenceCount = 2 + Math.floor(next() * 3);
      const text = Array.from({ length: sentenceCount }, () => pick(sentences, next)).join(" ");
      insert.run(
        `${pick(firstNames, next)} ${pick(lastNames, next)}`,
        `reviewer${index}@example.com`,
        pick(titles, next),
        text,
        rating(next),
        new Date(start + index * step + next() * step).toISOString(),
        helpful(next),
      );
    }
  })();
  const inserted = performance.now();

  sqlite.transaction(() => {
    for (const { type, sql } of definitions) if (type === "index") sqlite.exec(sql);
    sqlite.exec(
      "insert into reviews_fts (rowid, title, description, rating) select id, title, description, rating from reviews where status = 'visible'",
    );
    sqlite.exec("insert into reviews_fts (reviews_fts) values ('optimize')");
    for (const { type, sql } of definitions) if (type === "trigger") sqlite.exec(sql);
    // The counters, recounted once from the seeded rows.
    sqlite.exec(`update review_stats set
      review_count = (select count(*) from reviews r where r.status = 'visible' and (review_stats.rating = 0 or r.rating = review_stats.rating)),
      rating_sum = (select coalesce(sum(r.rating), 0) from reviews r where r.status = 'visible' and (review_stats.rating = 0 or r.rating = review_stats.rating))`);
  })();
  sqlite.exec("analyze");
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
  const finished = performance.now();
  console.log(
    `Seeded ${count.toLocaleString("en")} reviews in ${((finished - started) / 1000).toFixed(1)} s ` +
      `(rows ${((inserted - started) / 1000).toFixed(1)} s, indexes and full-text ${((finished - inserted) / 1000).toFixed(1)} s)`,
  );
}
