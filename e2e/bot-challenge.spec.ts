import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The check against bots costs a phone hundreds of milliseconds of script: only visitors who
// reach for the form get it, and its box holds its place until then.
const forms = [
  { path: "/ai-call", field: "Initial message", submit: "Send code" },
  { path: "/ai-image", field: "Prompt", submit: "Generate Image" },
];

/** Whether the page has fetched the widget's script. */
function widgetFetched(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/altcha-widget-[\w-]+\.js$/.test(entry.name)),
  );
}

/** Where a control sits on the page, wherever the page is scrolled. */
function placeOnPage(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
  });
}

for (const { path, field, submit } of forms) {
  test(`${path}: the check against bots comes with the first focus in the form, in its place`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const main = page.getByRole("main");
    const challenge = page.getByRole("checkbox", {
      name: /^(I.m not a robot|Verifying...|Verified)$/,
    });
    const button = main.getByRole("button", { name: submit });
    // Well past the load event and the longest wait for idle time (2 s).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(3000);
    expect(await widgetFetched(page)).toBe(false);
    await expect(challenge).toHaveCount(0);
    await expect(page.locator("[data-bot-challenge]")).toBeAttached();
    const before = await placeOnPage(button);

    await main.getByLabel(field, { exact: true }).focus();
    await expect(challenge).toBeVisible();
    expect(await widgetFetched(page)).toBe(true);
    expect(await placeOnPage(button)).toEqual(before);
    // Solved, it still fits its box.
    await expect(challenge).toHaveAccessibleName("Verified", { timeout: 20_000 });
    expect(await placeOnPage(button)).toEqual(before);
  });
}

test("/ai-image: the check's place is the check's height, and the pictures below never move", async ({
  page,
  visit,
}) => {
  await visit("/ai-image");
  const main = page.getByRole("main");
  const place = page.locator("[data-bot-challenge]").locator("..");
  const check = page.locator("[data-bot-challenge]");
  const pictures = main.getByRole("heading", { name: "Generation History" });
  const heights: number[] = [];
  const measure = async () => {
    heights.push((await check.boundingBox())?.height ?? 0);
    return placeOnPage(pictures);
  };
  const before = await measure();

  await main.getByLabel("Prompt", { exact: true }).focus();
  const challenge = page.getByRole("checkbox", { name: /^(I.m not a robot|Verifying...)$/ });
  await expect(challenge).toBeVisible();
  expect(await measure()).toEqual(before);
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeVisible({ timeout: 20_000 });
  expect(await measure()).toEqual(before);
  // No empty band under the check: its place is no taller than the check ever is.
  const reserved = (await place.boundingBox())?.height ?? 0;
  expect(reserved).toBeLessThanOrEqual(Math.max(...heights) + 2);
});
