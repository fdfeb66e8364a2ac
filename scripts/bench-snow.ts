// `npm run bench:snow`: the falling snow's cost to the main thread on a phone-sized /about, as
// Lighthouse's mobile run counts it (a task's time on this machine, times four; over 50 ms it is
// a long task). CPU time, not wall time: a busy machine lengthens the second, not the first.
import { chromium, type Page } from "@playwright/test";
import { FIRST_FLAKES } from "../src/components/layout/snow-plan";
import { chromiumFlags, chromiumPath, startBenchServer } from "./bench-lib/server";
import { mainThreadTasks, type MainThreadTask } from "./bench-lib/main-thread-tasks";
import { percentile } from "./lib/percentile";
// @ts-expect-error: plain ESM helper without type declarations
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

const port = Number(process.env.BENCH_PORT ?? 4330);
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile CPU is four times slower, and a task over 50 ms there is a long task. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// The layer's own code and the particle engine, fetched apart from the first download.
const particlesCode = /\/assets\/particles-(canvas|engine)-[\w-]+\.js$/;
const canvas = "#background-particles canvas";

type Run = {
  /** Tasks that entered a script of the snow's: its chunks and every script fetched after them. */
  snow: MainThreadTask[];
  /** Every task from the snow's first: with the one in which React mounts the layer. */
  since: MainThreadTask[];
  plan: string;
};

async function measure(page: Page): Promise<Run> {
  let snowScripts = new Set<string>();
  let plan = "";
  const tasks = await mainThreadTasks(page, async () => {
    await page.goto("/#/about");
    const snow = page.locator(canvas);
    await snow.waitFor({ state: "attached", timeout: 30_000 });
    for (let waited = 0; waited < 30_000; waited += 250) {
      if (Number((await snow.getAttribute("data-flakes")) ?? 0) >= FIRST_FLAKES) break;
      await page.waitForTimeout(250);
    }
    // Several seconds more: the growth batches, the pacer's verdicts, steady frames.
    await page.waitForTimeout(8000);
    plan = `${await snow.getAttribute("data-flakes")} flakes at ${await snow.getAttribute("data-fps")} fps`;
    snowScripts = new Set(
      await page.evaluate((source) => {
        const resources = performance.getEntriesByType("resource");
        const requested = Math.min(
          ...resources
            .filter((entry) => new RegExp(source).test(entry.name))
            .map((entry) => entry.startTime),
        );
        return resources.filter((entry) => entry.startTime >= requested).map((entry) => entry.name);
      }, particlesCode.source),
    );
  });
  const snow = tasks.filter((task) => task.scripts.some((url) => snowScripts.has(url)));
  const first = Math.min(...snow.map((task) => task.startUs));
  return { snow, since: tasks.filter((task) => task.startUs >= first), plan };
}

ensureDependencies();
ensureBuild();
const server = await startBenchServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results: Run[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: "no-preference",
    });
    results.push(await measure(await context.newPage()));
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const figure = (ms: number) =>
  `${ms.toFixed(1)} ms (${(ms * SLOWDOWN).toFixed(0)} at ${SLOWDOWN}x)`;
const scriptNames = (task: MainThreadTask) =>
  [...new Set(task.scripts.map((url) => url.split("/").pop()))].join(", ") || "no script";
console.table(
  results.map((result) => {
    const cpu = result.snow.map((task) => task.cpuMs);
    return {
      plan: result.plan,
      "snow tasks": cpu.length,
      "CPU p50": figure(percentile(cpu, 0.5)),
      "CPU p95": figure(percentile(cpu, 0.95)),
      "CPU max": figure(Math.max(...cpu)),
      [`over ${LONG_TASK_MS} at ${SLOWDOWN}x`]: cpu.filter((ms) => ms * SLOWDOWN > LONG_TASK_MS)
        .length,
    };
  }),
);
for (const [index, result] of results.entries()) {
  const largest = [...result.since].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3);
  console.log(`run ${index + 1}: the largest tasks since the snow's first, whatever their script`);
  for (const task of largest) console.log(`  ${figure(task.cpuMs)}  ${scriptNames(task)}`);
}
