import type { Page } from "@playwright/test";
import { redirects, routes } from "../src/app/routes";
import { expect, test } from "./fixtures";

// index.html's loader shows the page's prerendered first screen, then, once it has painted, fetches
// the entry together with the code of the page in the URL hash, instead of discovering that code
// only after the entry has run.

const loaded = (page: Page) =>
  page
    .locator('head script[data-loader], head link[rel="modulepreload"][data-loader]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          new URL((element as HTMLLinkElement).href || (element as HTMLScriptElement).src).pathname,
      ),
    );

for (const path of [...routes.map((route) => route.path), ...redirects.map(({ from }) => from)]) {
  test(`${path}: every script needed to hydrate the page is fetched by the loader at once`, async ({
    page,
    visit,
  }) => {
    // When the app marks #root ready, the page is hydrated.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.getElementById("root")?.hasAttribute("data-ready")) return;
        (window as unknown as { shownAt: number }).shownAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    });
    await visit(path);

    const announced = await loaded(page);
    expect(announced.length).toBeGreaterThan(1);
    // Code a page loads later (data, validation) may come after it is hydrated, never before.
    const fetchedBeforeShown = await page.evaluate(() => {
      const { shownAt } = window as unknown as { shownAt: number };
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js") && entry.startTime < shownAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(fetchedBeforeShown.length).toBeGreaterThan(1);
    expect(fetchedBeforeShown.filter((script) => !announced.includes(script))).toEqual([]);
  });
}

test("the prerendered first screen paints before any script is fetched", async ({
  page,
  visit,
}) => {
  await visit("/about");
  const { firstPaint, firstScript } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstPaint).toBeLessThan(firstScript);
});

test("an unknown path loads home's code, as it shows home", async ({ page, visit }) => {
  await visit("/");
  const home = await loaded(page);
  await page.goto("about:blank");
  await visit("/no-such-page");
  expect(await loaded(page)).toEqual(home);
  await expect(page).toHaveURL(/#\/$/);
});
