// `npm run bench:api`: the reviews API at 1,000,000 reviews against bare Fastify and a trivial
// route of the same server, in the same run, then the call dialer's turn time and event
// delivery. Prints figures; never fails on them.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import SqliteDatabase from "better-sqlite3";
import Fastify from "fastify";
import pino from "pino";
import { z } from "zod";
import { buildApp } from "../server/app";
import { loadConfig, type Config } from "../server/config";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { benchAiCall } from "./bench-api-ai-call";

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const TRIVIAL_PATH = "/api/bench/ping";

interface Route {
  name: string;
  path: string;
  /** Sent as a browser does; without it nothing is compressed. */
  acceptEncoding?: string;
  shareOfBare?: number;
  shareOfTrivial?: number;
}

/** The routes measured, each against bare Fastify and the trivial route of the same round. */
const routes: Route[] = [
  { name: "trivial route", path: TRIVIAL_PATH, shareOfBare: 0.6 },
  { name: "default list", path: "/api/reviews", shareOfBare: 0.5, shareOfTrivial: 0.6 },
  // The same list as browsers ask for it: above 1 KB, so compressed.
  {
    name: "default list, compressed",
    path: "/api/reviews",
    acceptEncoding: "gzip, deflate, br, zstd",
  },
  {
    name: "filtered search",
    path: "/api/reviews?rating=5&search=design&sort_by=helpful_count&sort_order=desc",
    shareOfTrivial: 0.4,
  },
  { name: "stats", path: "/api/reviews/stats", shareOfTrivial: 0.85 },
];
const P99_TARGET_MS = 25;

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

function seed(databaseFile: string): number {
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
  const step = (Date.parse("2026-11-01T00:00:00.000Z") - start) / REVIEWS;
  sqlite.transaction(() => {
    for (let index = 0; index < REVIEWS; index++) {
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
    `Seeded ${REVIEWS.toLocaleString("en")} reviews in ${((finished - started) / 1000).toFixed(1)} s ` +
      `(rows ${((inserted - started) / 1000).toFixed(1)} s, indexes and full-text ${((finished - inserted) / 1000).toFixed(1)} s)`,
  );
  return finished - started;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the server's thread per request, in µs: steadier than requests/s on a busy machine. */
  cpuUs: number | undefined;
  /** Requests per second over bare Fastify's in the same round. */
  shareOfBare: number;
  /** Requests per second over the trivial route's in the same round. */
  shareOfTrivial: number;
  failed: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * CPU milliseconds used so far by this process's main thread, which runs every server here (the
 * load generator has its own thread); undefined where Linux's /proc is not available.
 */
function serverThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    // utime and stime, in clock ticks of 10 ms, are the 14th and 15th fields; the command name
    // in parentheses, which may hold spaces, ends before the third.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Fastify's hello-world, untouched: what a route costs with no plugin, hook or log at all. */
async function startBareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  await bare.listen({ host: "127.0.0.1", port: 0 });
  const { port } = bare.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => bare.close() };
}

/**
 * Serves the seeded database with `config` and loads bare Fastify and each route in turn, ROUNDS
 * times over, the order reversed every other round, so that other work on the machine weighs on
 * every server alike; figures are medians of the rounds, ratios taken within each round.
 */
async function measure(config: Config, bareUrl: string): Promise<Figures[]> {
  // Request logs are on, as in production, and written to /dev/null: every line is built and
  // written, whatever terminal or collector would read it.
  const logStream = pino.destination({ dest: "/dev/null", sync: true });
  const app = await buildApp(config, { logStream });
  // Configured like the real read routes, so it runs every hook they do.
  app.get(
    TRIVIAL_PATH,
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: { response: { 200: z.object({ ok: z.boolean() }) } },
    },
    () => ({ ok: true }),
  );
  await app.listen({ host: config.HOST, port: config.PORT });
  const { port } = app.server.address() as { port: number };
  const targets = [
    { name: "bare Fastify", url: bareUrl },
    ...routes.map((route) => ({
      name: route.name,
      url: `http://127.0.0.1:${port}${route.path}`,
      acceptEncoding: route.acceptEncoding,
    })),
  ];
  const load = async (
    { url, acceptEncoding }: { url: string; acceptEncoding?: string },
    duration: number,
  ) => {
    const cpuBefore = serverThreadCpuMs();
    const result = await autocannon({
      url,
      headers: {
        "x-api-key": config.API_KEY,
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
      connections: CONNECTIONS,
      duration,
      // The load generator runs in its own thread, so it does not share the server's event loop.
      workers: 1,
    });
    const cpuAfter = serverThreadCpuMs();
    const cpuUs =
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
    return { ...result, cpuUs };
  };
  const rounds: Awaited<ReturnType<typeof load>>[][] = [];
  try {
    for (const target of targets) await load(target, 2);
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...targets.keys()];
      if (round % 2 === 1) order.reverse();
      const results: Awaited<ReturnType<typeof load>>[] = [];
      for (const index of order) results[index] = await load(targets[index]!, DURATION_S);
      rounds.push(results);
    }
  } finally {
    await app.close();
    logStream.end();
  }
  const rpsOf = (round: autocannon.Result[], index: number) => round[index]?.requests.average ?? 0;
  return targets.map((target, index) => {
    const results = rounds.map((round) => round[index]!);
    const cpu = results.map((result) => result.cpuUs);
    return {
      name: target.name,
      rps: median(results.map((result) => result.requests.average)),
      cpuUs: cpu.includes(undefined) ? undefined : median(cpu as number[]),
      shareOfBare: median(rounds.map((round) => rpsOf(round, index) / rpsOf(round, 0))),
      shareOfTrivial: median(rounds.map((round) => rpsOf(round, index) / rpsOf(round, 1))),
      p50: median(results.map((result) => result.latency.p50)),
      p99: median(results.map((result) => result.latency.p99)),
      failed: results.reduce(
        (sum, result) => sum + result.errors + result.timeouts + result.non2xx,
        0,
      ),
    };
  });
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

function printTable(title: string, figures: Figures[]): void {
  console.log(`\n${title}\n`);
  console.log(
    "| route | requests/s | p50 ms | p99 ms | share of bare | vs trivial | CPU µs/request | target |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const result of figures) {
    const route = routes.find(({ name }) => name === result.name);
    const goals = route
      ? [
          ...(route.shareOfBare ? [`≥ ${percent(route.shareOfBare)} of bare`] : []),
          ...(route.shareOfTrivial ? [`≥ ${percent(route.shareOfTrivial)} of trivial`] : []),
          `p99 < ${P99_TARGET_MS}`,
        ]
      : [];
    const met =
      !route ||
      (result.shareOfBare >= (route.shareOfBare ?? 0) &&
        result.shareOfTrivial >= (route.shareOfTrivial ?? 0) &&
        result.p99 < P99_TARGET_MS);
    console.log(
      `| ${result.name} | ${Math.round(result.rps).toLocaleString("en")} | ${result.p50} | ${result.p99} | ` +
        `${percent(result.shareOfBare)} | ${route ? percent(result.shareOfTrivial) : ""} | ` +
        `${result.cpuUs?.toFixed(0) ?? "n/a"} | ` +
        `${route ? `${goals.join(", ")}: ${met ? "met" : "missed"}` : "baseline"} |` +
        (result.failed > 0 ? ` ${result.failed} failed requests` : ""),
    );
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "site-bench-api-"));
try {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    // The load comes from this machine; without this the per-IP limits would answer 429.
    RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
  });
  const setup = connectDatabase(config);
  await migrateToLatest(setup);
  await setup.close();
  seed(join(dataDir, "site.db"));

  const bare = await startBareFastify();
  const cached = await measure(config, bare.url);
  const uncached = await measure({ ...config, REVIEW_CACHE_TTL_MS: 0 }, bare.url);
  await bare.close();
  const [load1, load5] = loadavg();
  console.log(
    `\nautocannon: ${CONNECTIONS} connections; ${ROUNDS} rounds of ${DURATION_S} s per route after a 2 s warm-up, medians; ` +
      `load average ${load1?.toFixed(1)} (1 min), ${load5?.toFixed(1)} (5 min) on ${availableParallelism()} CPUs`,
  );
  printTable(`With the ${config.REVIEW_CACHE_TTL_MS} ms read cache (the default)`, cached);
  printTable("Every read from the database (REVIEW_CACHE_TTL_MS=0)", uncached);
  await benchAiCall({
    turns: Number(process.env.BENCH_CALL_TURNS ?? 500),
    sockets: Number(process.env.BENCH_CALL_SOCKETS ?? 1000),
    lines: Number(process.env.BENCH_CALL_LINES ?? 20),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
