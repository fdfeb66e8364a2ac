// `npm run bench:web`: Lighthouse (mobile) on every route of the production build, plus JS size.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { routes } from "../src/app/routes";
import { chromiumFlags, chromiumPath, startBenchServer } from "./bench-lib/server";
// @ts-expect-error: plain ESM helper without type declarations
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

const port = Number(process.env.BENCH_PORT ?? 4320);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
type NetworkRequest = { url: string; resourceType?: string; networkRequestTime?: number };

/**
 * Every script the page asked for before its largest contentful paint (as observed in the run,
 * not simulated): what a visitor's first view waits for, whichever code asked for it.
 */
function scriptsBeforeLcp(lhr: Report): string[] {
  const metrics = lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined;
  const lcp = metrics?.items?.[0]?.observedLargestContentfulPaint;
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items;
  if (lcp === undefined || !requests) throw new Error("The report has no LCP or network requests");
  return requests
    .filter((request) => request.resourceType === "Script")
    .filter((request) => (request.networkRequestTime ?? Infinity) < lcp)
    .map((request) => new URL(request.url).pathname);
}

function gzipKb(path: string): number {
  return gzipSync(readFileSync(join("dist", path)), { level: 9 }).length / 1024;
}

ensureDependencies();
ensureBuild();

const server = await startBenchServer(port);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

type Row = Record<string, string | number>;

// Lighthouse scores vary from run to run: each route is measured BENCH_RUNS times (default 3)
// and the run with the median performance score is reported, as Lighthouse's docs advise.
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_ROUTES="/news,/testimonials" measures only those; BENCH_REPORT_DIR keeps each median report.
const only = process.env.BENCH_ROUTES?.split(",").map((path) => path.trim());
const reportDir = process.env.BENCH_REPORT_DIR;

async function medianRun(path: string): Promise<Report | undefined> {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${server.origin}/#${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const score = result?.lhr.categories.performance?.score;
    if (result && typeof score === "number") reports.push(result.lhr);
    else console.log(`${path}: a run failed (${result?.lhr.runtimeError?.code ?? "no report"})`);
  }
  reports.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return reports[Math.floor(reports.length / 2)];
}
const rows: Row[] = [];
let homeScripts: string[] | undefined;
try {
  for (const route of routes.filter((candidate) => !only || only.includes(candidate.path))) {
    const lhr = await medianRun(route.path);
    if (!lhr) {
      console.log(`${route.path}: no run produced a performance score`);
      continue;
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = route.path.slice(1) || "home";
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    if (route.path === "/") homeScripts = scriptsBeforeLcp(lhr);
    const { categories, audits } = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      route: route.path,
      perf: score("performance"),
      a11y: score("accessibility"),
      "best-pr": score("best-practices"),
      seo: score("seo"),
      "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      "total KB": Math.round((audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
    });
    const failed = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
      )
      .map((audit) => audit.id);
    if (failed.length) console.log(`${route.path}: failing audits: ${failed.join(", ")}`);
  }
  // The initial-JS figure is read off home, measured even when BENCH_ROUTES leaves it out.
  if (homeScripts === undefined) {
    const home = await medianRun("/");
    if (home) homeScripts = scriptsBeforeLcp(home);
  }
} finally {
  chrome.kill();
  server.stop();
}

console.table(rows);
homeScripts ??= [];
const total = homeScripts.reduce((sum, path) => sum + gzipKb(path), 0);
console.log(
  `Initial JS (every script fetched before home's LCP, gzip -9): ${total.toFixed(1)} KB in ${homeScripts.length} file(s)`,
);
for (const path of homeScripts) console.log(`  ${path}  ${gzipKb(path).toFixed(1)} KB`);
