import type { Page } from "@playwright/test";
import { redirects, routes } from "../src/app/routes";
import { expect, test } from "./fixtures";

// index.html holds every route's first screen, prerendered by React at build time: index.html's
// inline script shows the one the URL names before any of the app's scripts has arrived, and the
// app then hydrates that markup instead of rendering it again.

/** Holds back the app's scripts (not index.html's inline one) until `release` is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What a hydration failure looks like: React's warnings, or its (minified) recoverable errors. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

for (const route of routes) {
  test(`${route.path}: the first screen shows before any of the app's scripts has run`, async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (script) => script.abort());
    await page.goto(`/#${route.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
    // On phones the navigation is there, behind the menu button.
    await expect(
      page.getByRole("navigation", { name: "Main", includeHidden: true }),
    ).toBeAttached();
    if (route.arrivalImage) {
      const image = page.locator('main img[fetchpriority="high"]').first();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    // Nothing of the app ran: the inline script alone put the markup there.
    await expect(page.locator("#root[data-ready]")).toHaveCount(0);
    await expect(page.locator("[data-route]")).toHaveCount(0);
  });

  test(`${route.path}: the app hydrates the first screen as it is`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));

    const release = await holdAppScripts(page);
    // Not until the load event: the held scripts hold it back.
    await page.goto(`/#${route.path}`, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The heading's box is compared below: measured in its final font.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = await page.evaluate(() => {
      const main = document.querySelector("main");
      const h1 = document.querySelector("h1");
      // Kept to compare with what the app shows: hydrating keeps these very elements.
      Object.assign(window, { prerendered: { main, h1 } });
      return { text: h1?.textContent, box: h1?.getBoundingClientRect().toJSON() as unknown };
    });

    release();
    await expect(page.locator("#root[data-ready]")).toHaveCount(1);
    const after = await page.evaluate(() => {
      const { prerendered } = window as unknown as {
        prerendered: { main: HTMLElement; h1: HTMLElement };
      };
      const h1 = document.querySelector("h1");
      return {
        text: h1?.textContent,
        box: h1?.getBoundingClientRect().toJSON() as unknown,
        sameElements: document.querySelector("main") === prerendered.main && h1 === prerendered.h1,
      };
    });
    expect(problems).toEqual([]);
    expect(after).toEqual({ ...before, sameElements: true });
  });
}

test("a visitor who moves on while the app's scripts load gets the page they moved to, with its menu item current", async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto("/#/", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => (location.hash = "#/contact"));
  release();
  await expect(page.locator("#root[data-ready]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  const main = page.getByRole("navigation", { name: "Main", includeHidden: true });
  await expect(main.locator('[aria-current="page"]')).toHaveText("Contact");
});

for (const { from, to } of redirects) {
  test(`${from} shows the first screen of ${to}, whose address it takes`, async ({ page }) => {
    await page.route("**/assets/*.js", (script) => script.abort());
    await page.goto(`/#${from}`);
    await expect(page).toHaveURL(new RegExp(`#${to}$`));
    const title = routes.find((route) => route.path === to)?.title ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
}
