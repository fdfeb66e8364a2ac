import type { Locator, Page, Route } from "@playwright/test";
import { IMAGE_DEMO_NOTICE, IMAGE_DEMO_RENDERER, IMAGE_HISTORY } from "#contract/ai-image-rules";
import { expect, test } from "./fixtures";

const GENERATE = "**/api/ai-image/generate";

async function fillPrompt(page: Page, prompt: string) {
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
}

function clickGenerate(page: Page) {
  return page.getByRole("main").getByRole("button", { name: "Generate Image" }).click();
}

/**
 * Opens the studio for a test that generates more than once, which takes a while: the page
 * solves a challenge against bots before each generation.
 */
function visitStudioToGenerateAgain(visit: (path: string) => Promise<Locator>) {
  test.slow();
  return visit("/ai-image");
}

test("generates a demo image, downloads it, and keeps it in the history", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  const main = await visitStudioToGenerateAgain(visit);
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
  await clickGenerate(page);
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
  // The demo names its renderer, never a model that did not run.
  await expect(result).toContainText(IMAGE_DEMO_RENDERER);
  await expect(result).not.toContainText("Stable Diffusion");
  await expect(result).toContainText("512 × 512 px");
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
  await clickGenerate(page);
  await expect(page.getByRole("alert")).toHaveText("Please enter a prompt");
});

test("shows the server's error and an unreachable service in a dismissible banner", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visitStudioToGenerateAgain(visit);
  await page.route(GENERATE, (route) =>
    route.fulfill({ status: 503, json: { detail: "The image queue is full" } }),
  );
  await fillPrompt(page, "A lantern in the rain");
  await clickGenerate(page);
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Server error: The image queue is full");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations();
  await alert.getByRole("button", { name: "Dismiss error" }).click();
  await expect(alert).toHaveCount(0);

  await page.unroute(GENERATE);
  await page.route(GENERATE, (route) => route.abort("connectionrefused"));
  await clickGenerate(page);
  await expect(page.getByRole("alert")).toHaveText(
    "Network error: Could not connect to the AI service",
  );
});

test("cancel closes the overlay and stops the generation", async ({ page, visit }) => {
  await visit("/ai-image");
  await fillPrompt(page, "A slow sunrise over hills");
  await clickGenerate(page);
  const overlay = page.getByRole("dialog", { name: "Generating your image" });
  await expect(overlay).toBeVisible();
  await overlay.getByRole("button", { name: "Cancel" }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

/** Generates `prompt` with the demo and answers the result dialog once it shows the picture. */
async function generateDemo(page: Page, prompt: string) {
  await fillPrompt(page, prompt);
  await clickGenerate(page);
  const result = page.getByRole("dialog", { name: "Your generated image" });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByRole("img")).toHaveJSProperty("complete", true);
  return result;
}

test("shows the demo picture forming in the overlay, with the step and the time left", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visit("/ai-image");
  await fillPrompt(page, "Mountains at sunrise above a misty valley");
  await clickGenerate(page);
  const overlay = page.getByRole("dialog", { name: "Generating your image" });
  const forming = overlay.getByRole("img", { name: "Your image as it forms" });
  await expect(forming).toBeVisible({ timeout: 10_000 });
  await expect(forming).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(overlay.getByText(/^Step \d+ of 20 · About \d+ s left$/)).toBeVisible();
  await expectNoAxeViolations();
  await expect(page.getByRole("dialog", { name: "Your generated image" })).toBeVisible({
    timeout: 20_000,
  });
});

test("draws visibly different demo pictures for two different prompts", async ({ page, visit }) => {
  await visit("/ai-image");
  const seed = page.getByLabel("Seed (optional)");
  await seed.fill("2024");
  const first = await generateDemo(page, "Mountains at sunset over a golden desert");
  const warm = await first.getByRole("img").getAttribute("src");
  await first.getByRole("button", { name: "Generate Another" }).click();
  const second = await generateDemo(page, "A galaxy of stars around a frozen blue planet");
  const cold = await second.getByRole("img").getAttribute("src");

  // Mean difference per colour channel, 0 to 255, measured by drawing both in the page.
  const difference = await page.evaluate(
    async ([a, b]) => {
      const pixels = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = 128;
        canvas.height = 128;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0, 128, 128);
        return context.getImageData(0, 0, 128, 128).data;
      };
      const [pa, pb] = [await pixels(a!), await pixels(b!)];
      let sum = 0;
      for (let i = 0; i < pa.length; i += 4) {
        for (let c = 0; c < 3; c += 1) sum += Math.abs(pa[i + c]! - pb[i + c]!);
      }
      return sum / ((pa.length / 4) * 3);
    },
    [warm, cold],
  );
  expect(difference).toBeGreaterThan(15);
});

test("keeps the result dialog's buttons within the screen, whatever its width", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visit("/ai-image");
  const result = await generateDemo(
    page,
    "A lighthouse on a cliff at dusk, warm light spilling over the rocks, gulls circling, " +
      "painted in watercolour with soft edges and a quiet sea below, clouds lit in pink and gold",
  );
  const viewport = page.viewportSize()!;
  for (const name of ["Download Image", "Use this seed", "Generate Another"]) {
    const box = await result
      .getByRole(name === "Download Image" ? "link" : "button", { name })
      .boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, name).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
  }
  await expectNoAxeViolations();
});

test("puts prompt, model, size and seed back with Use this seed, from the result and the history", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visit("/ai-image");
  const result = await generateDemo(page, "A tin robot reading by a window");
  const shownSeed = (await result.getByText(/^\d+$/).first().textContent())!.trim();
  await result.getByRole("button", { name: "Use this seed" }).click();
  await expect(result).toBeHidden();
  const seed = page.getByLabel("Seed (optional)");
  await expect(seed).toHaveValue(shownSeed);

  const history = page.getByRole("main").getByRole("region", { name: "Generation History" });
  await expect(history.getByText(`Seed ${shownSeed}`)).toBeVisible();
  await expect(
    history.getByText(new RegExp(IMAGE_DEMO_RENDERER.replace(/[()]/g, "."))),
  ).toBeVisible();
  await expectNoAxeViolations();

  await fillPrompt(page, "something else");
  await seed.fill("");
  await history.getByRole("button", { name: "Use this seed" }).click();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue(
    "A tin robot reading by a window",
  );
  await expect(seed).toHaveValue(shownSeed);
});
