// `npm run bench:api`: the reviews API at 1,000,000 reviews against bare Fastify, each served by
// a process of its own as `npm start` runs the site, then what each hook and plugin costs a
// request, the call dialer's turn time and event delivery, and the image safety classifier's
// time per picture. Prints figures; never fails on them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { connectDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { benchAiCall } from "./bench-api/ai-call";
import { benchHookCosts } from "./bench-api/hook-costs";
import { benchImageSafety } from "./bench-api/image-safety";
import { measure, type LoadSettings } from "./bench-api/measure";
import { startBareFastify, startSite } from "./bench-api/processes";
import { printSettings, printTable } from "./bench-api/report";
import { seedReviews } from "./bench-api/seed";

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const load: LoadSettings = {
  durationS: Number(process.env.BENCH_DURATION ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};

const dataDir = mkdtempSync(join(tmpdir(), "site-bench-api-"));
try {
  // `npm start`'s defaults (request logs at info on stdout among them), but for these.
  const siteEnv = {
    DATA_DIR: dataDir,
    STATIC_DIR: dataDir,
    HOST: "127.0.0.1",
    // The load comes from this machine; without this the per-IP limits would answer 429.
    RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
  };
  const config = loadConfig(siteEnv);
  const setup = connectDatabase(config);
  await migrateToLatest(setup);
  await setup.close();
  seedReviews(join(dataDir, "site.db"), REVIEWS);

  const bare = await startBareFastify();
  const passes = [
    { title: `With the ${config.REVIEW_CACHE_TTL_MS} ms read cache (the default)`, env: siteEnv },
    {
      title: "Every read from the database (REVIEW_CACHE_TTL_MS=0)",
      env: { ...siteEnv, REVIEW_CACHE_TTL_MS: "0" },
    },
  ];
  const tables = [];
  try {
    for (const pass of passes) {
      const site = await startSite(pass.env);
      try {
        tables.push({
          title: pass.title,
          figures: await measure(bare, site, config.API_KEY, load),
        });
      } finally {
        await site.stop();
      }
    }
  } finally {
    await bare.stop();
  }
  printSettings(load);
  for (const { title, figures } of tables) printTable(title, figures);
  await benchHookCosts(siteEnv, config.API_KEY, load);
  await benchAiCall({
    turns: Number(process.env.BENCH_CALL_TURNS ?? 500),
    sockets: Number(process.env.BENCH_CALL_SOCKETS ?? 1000),
    lines: Number(process.env.BENCH_CALL_LINES ?? 20),
  });
  await benchImageSafety(Number(process.env.BENCH_SAFETY_PICTURES ?? 20));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
