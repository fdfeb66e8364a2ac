// The size budget (`npm run size`, part of `npm test` after the build): per route, the JavaScript
// it needs to hydrate its prerendered first screen, that is the entry script, the chunks every
// page shares and the page's own chunks, exactly as index.html's first-load script fetches them (the
// build writes that list to dist/.vite/first-load.json). Sizes are gzip -9; size-limit's kB is
// 1000 bytes (`npm run bench:web` prints KB of 1024).
//
// Each budget started at the route's size when it was set, rounded up to the next kB. To move
// one, change its figure here in the same commit as the code that needs it, and say why in the
// commit message; lower it when a change makes the route lighter.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Per route path: the most kB of gzip JavaScript it may fetch to hydrate its first screen. */
const budgets = {
  "/": "130 kB",
  "/projects": "100 kB",
  "/ai-factory": "100 kB",
  "/projectrequest": "125 kB",
  "/leadershipSpotlight": "96 kB",
  "/testimonials": "108 kB",
  "/news": "112 kB",
  "/about": "96 kB",
  "/contact": "124 kB",
  "/gallery": "99 kB",
  "/career": "108 kB",
  "/ai-call": "136 kB",
  "/ai-image": "131 kB",
};

/**
 * The studio console (/studio/, a build of its own that no public page loads): the scripts its
 * page starts with, read from its built index.html. Measured 113.65 kB: the way in (sign-in and
 * invitation pages, passkeys) and the signed-in layout; each page is fetched when it first opens
 * (143.12 kB when every page was in the first load).
 */
const studioBudget = "114 kB";

const manifestFile = join(import.meta.dirname, "dist/.vite/first-load.json");
if (!existsSync(manifestFile)) {
  throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
}
/** @type {import("./src/app/first-load").FirstLoadManifest} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

/** The files a route fetches first, as paths in dist/ (the manifest has URLs from the site root). */
const firstLoad = (path) =>
  [manifest.entry, ...manifest.shared, ...(manifest.pages[path] ?? [])].map((url) =>
    join("dist", url),
  );
const same = (a, b) => a.length === b.length && a.every((file, index) => file === b[index]);

for (const path of Object.keys(budgets)) {
  if (!(path in manifest.pages)) throw new Error(`${path} has a budget but is not a route`);
}
// A path that fetches exactly what a budgeted route fetches (a redirect) is held to its budget.
const unbudgeted = Object.keys(manifest.pages).filter(
  (path) =>
    !(path in budgets) &&
    !Object.keys(budgets).some((route) => same(firstLoad(route), firstLoad(path))),
);
if (unbudgeted.length > 0) {
  throw new Error(`No size budget for ${unbudgeted.join(", ")}: add one to .size-limit.js`);
}

const studioPage = join(import.meta.dirname, "dist/studio/index.html");
if (!existsSync(studioPage))
  throw new Error(`${studioPage} is missing: run \`npm run build\` first.`);
const studioFirstLoad = [
  ...readFileSync(studioPage, "utf8").matchAll(
    /<(?:script\b[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="\/studio\/([^"]+\.js)"/g,
  ),
].map(([, file]) => join("dist/studio", file));

export default [
  ...Object.entries(budgets).map(([path, limit]) => ({
    name: `${path}: JavaScript to hydrate the first screen`,
    path: firstLoad(path),
    limit,
  })),
  {
    name: "/studio/: JavaScript the console starts with",
    path: studioFirstLoad,
    limit: studioBudget,
  },
].map((check) => ({
  ...check,
  gzip: true,
  // The time plugin would run every file in a Chrome of its own at once: too much for a shared
  // two-core machine, and a timing is no budget. Its loading time, from the size, is kept.
  running: false,
}));
