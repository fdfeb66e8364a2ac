import type { Page } from "@playwright/test";
import { redirects, routes } from "../src/app/routes";
import { expect, test } from "./fixtures";

// index.html's loader paints the first-load screen, then fetches the entry together with the code
// of the page in the URL hash, instead of discovering that code only after the entry has run.

const loaded = (page: Page) =>
  page
    .locator("head [data-loader]")
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          new URL((element as HTMLLinkElement).href || (element as HTMLScriptElement).src).pathname,
      ),
    );

for (const path of [...routes.map((route) => route.path), ...redirects.map(({ from }) => from)]) {
  test(`${path}: every script the page needs is fetched by the loader at once`, async ({
    page,
    visit,
  }) => {
    const requested = new Set<string>();
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") requested.add(new URL(sent.url()).pathname);
    });
    await visit(path);

    const announced = await loaded(page);
    expect(announced.length).toBeGreaterThan(1);
    expect([...requested].filter((script) => !announced.includes(script))).toEqual([]);
  });
}

test("the first-load screen paints before any script is fetched", async ({ page, visit }) => {
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
});
