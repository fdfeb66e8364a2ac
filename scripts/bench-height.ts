// `npm run bench:height`: how far a phone visitor scrolls. Each route of the production build at
// 390 × 844 (a common phone), fully shown, then its document height in pixels and in screens.
import { chromium } from "@playwright/test";
import { routes } from "../src/app/routes";
import { chromiumFlags, chromiumPath, startBenchServer } from "./bench-lib/server";
// @ts-expect-error: plain ESM helper without type declarations
import { ensureBuild, ensureDependencies } from "./lib/prepare.mjs";

const port = Number(process.env.BENCH_PORT ?? 4340);
const phone = { width: 390, height: 844 };

ensureDependencies();
ensureBuild();

const server = await startBenchServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: phone, reducedMotion: "reduce" });
  const rows: { route: string; "height (px)": number; screens: string }[] = [];
  for (const route of routes) {
    await page.goto(`${server.origin}/#${route.path}`);
    await page.locator("#root[data-ready]").waitFor({ state: "attached" });
    // Sections below the fold arrive after the first paint and as they scroll into view: scroll
    // to the end until the height stops growing, so the figure is the whole page.
    let height = 0;
    for (let settled = 0; settled < 2;) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(400);
      const next = await page.evaluate(() => document.documentElement.scrollHeight);
      settled = next === height ? settled + 1 : 0;
      height = next;
    }
    rows.push({
      route: route.path,
      "height (px)": height,
      screens: (height / phone.height).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  await browser.close();
  server.stop();
}
