import type { Page, Route } from "@playwright/test";
import { IMAGE_DEMO_NOTICE, IMAGE_HISTORY } from "#contract/ai-image-rules";
import { expect, test } from "./fixtures";

const GENERATE = "**/api/ai-image/generate";

async function fillPrompt(page: Page, prompt: string) {
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
}

test("generates a demo image, downloads it, and keeps it in the history", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  // The page solves a challenge against bots for the generation, then one for the next.
  test.slow();
  await visit("/ai-image");
  const main = page.getByRole("main");
  await expect(main.getByText(IMAGE_DEMO_NOTICE)).toBeVisible();
  await expectNoAxeViolations();

  // Hold the request so the overlay can be checked while it is open.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(GENERATE, async (route: Route) => {
    await held;
    await route.continue();
  });
  await fillPrompt(page, "A copper fox asleep in fresh snow");
  await main.getByRole("button", { name: "Generate Image" }).click();
  const overlay = page.getByRole("dialog", { name: "Generating your image" });
  await expect(overlay.getByRole("progressbar")).toBeVisible();
  await expect
    .poll(async () => Number(await overlay.getByRole("progressbar").getAttribute("aria-valuenow")))
    .toBeGreaterThanOrEqual(5);
  await expectNoAxeViolations();
  release();

  const result = page.getByRole("dialog", { name: "Your generated image" });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result).toContainText("A copper fox asleep in fresh snow");
  await expect(result).toContainText("Stable Diffusion 3.5 Large");
  await expect(result.getByRole("img")).toHaveJSProperty("complete", true);
  await expectNoAxeViolations();

  const downloading = page.waitForEvent("download");
  await result.getByRole("link", { name: "Download Image" }).click();
  expect((await downloading).suggestedFilename()).toBe("generated-image.png");

  await result.getByRole("button", { name: "Generate Another" }).click();
  await expect(result).toBeHidden();

  const history = main.getByRole("region", { name: "Generation History" });
  await expect(history.getByRole("button", { name: /A copper fox asleep/ })).toBeVisible();
  // A history entry must not widen the page past the screen (phones would zoom out).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // The history survives a reload, and choosing an item brings its prompt and model back.
  await page.reload();
  await expect(history.getByRole("button", { name: /A copper fox asleep/ })).toBeVisible();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue("");
  await history.getByRole("button", { name: /A copper fox asleep/ }).click();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue(
    "A copper fox asleep in fresh snow",
  );

  await history.getByRole("button", { name: "Clear History" }).click();
  await expect(history.getByRole("listitem")).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), IMAGE_HISTORY.storageKey),
  ).toBeNull();
});

test("asks for a prompt before generating", async ({ page, visit }) => {
  await visit("/ai-image");
  await page.getByRole("main").getByRole("button", { name: "Generate Image" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a prompt");
});

test("shows the server's error and an unreachable service in a dismissible banner", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  // Each attempt waits for a challenge against bots solved by the page.
  test.slow();
  await visit("/ai-image");
  const main = page.getByRole("main");
  await page.route(GENERATE, (route) =>
    route.fulfill({ status: 503, json: { detail: "The image queue is full" } }),
  );
  await fillPrompt(page, "A lantern in the rain");
  await main.getByRole("button", { name: "Generate Image" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Server error: The image queue is full");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations();
  await alert.getByRole("button", { name: "Dismiss error" }).click();
  await expect(alert).toHaveCount(0);

  await page.unroute(GENERATE);
  await page.route(GENERATE, (route) => route.abort("connectionrefused"));
  await main.getByRole("button", { name: "Generate Image" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Network error: Could not connect to the AI service",
  );
});

test("cancel closes the overlay and stops the generation", async ({ page, visit }) => {
  await visit("/ai-image");
  await fillPrompt(page, "A slow sunrise over hills");
  await page.getByRole("main").getByRole("button", { name: "Generate Image" }).click();
  const overlay = page.getByRole("dialog", { name: "Generating your image" });
  await expect(overlay).toBeVisible();
  await overlay.getByRole("button", { name: "Cancel" }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
