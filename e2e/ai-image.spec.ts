import { readFile } from "node:fs/promises";
import type { Download, Locator, Page, Route } from "@playwright/test";
import { IMAGE_DEMO_NOTICE, IMAGE_DEMO_RENDERER, IMAGE_HISTORY } from "#contract/ai-image-rules";
import { expect, test } from "./fixtures";

const GENERATE = "**/api/ai-image/generate";

function promptBox(page: Page) {
  return page.getByLabel("Prompt", { exact: true });
}

function clickGenerate(page: Page) {
  return page.getByRole("main").getByRole("button", { name: "Generate Image" }).click();
}

function history(page: Page) {
  return page.getByRole("main").getByRole("region", { name: "Generation History" });
}

/**
 * Opens the studio for a test that generates, which takes a while: the page solves a challenge
 * against bots before each generation, and the demo draws its steps at a GPU's pace.
 */
function visitStudioToGenerate(visit: (path: string) => Promise<Locator>) {
  test.slow();
  return visit("/ai-image");
}

/** Generates `prompt` with the demo and answers the viewer once it shows the picture. */
async function generateDemo(page: Page, prompt: string) {
  await promptBox(page).fill(prompt);
  await clickGenerate(page);
  const viewer = page.getByRole("dialog", { name: "Your generated image" });
  await expect(viewer).toBeVisible({ timeout: 40_000 });
  await expect(viewer.getByRole("img")).toHaveJSProperty("complete", true);
  return viewer;
}

/** Whether the whole of `locator` lies within the screen as it is scrolled now. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

test("the prompt bar leads the first screen, and nothing on it moves after the first paint", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources: { node?: Node }[] };
        const nodes = shift.sources.map((source) => source.node?.nodeName ?? "?").join(" ");
        shifts.push(`${shift.value} (${nodes})`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const main = await visit("/ai-image");
  await expect(main.getByText(IMAGE_DEMO_NOTICE)).toBeVisible();
  await expectOnScreen(page, promptBox(page));
  await expectOnScreen(page, main.getByRole("button", { name: "Generate Image" }));
  await expectOnScreen(page, main.getByLabel("Model"));
  // The finer settings wait under Advanced.
  await expect(page.getByLabel("Seed (optional)")).toBeHidden();
  // The first frame of the grid starts on the first screen too.
  const firstFrame = history(page).getByRole("listitem").first();
  expect((await firstFrame.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  // Well past the stored history's arrival and the check against bots.
  await page.waitForLoadState("networkidle");
  await promptBox(page).focus();
  await page.waitForTimeout(2500);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts),
  ).toEqual([]);
  await expectNoAxeViolations();
});

test("the selects' lists and the finer settings are fetched when the visitor opens them", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  // Two fetches on demand and a check of the page on a shared machine.
  test.slow();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const fetched = (name: string) =>
    scripts.filter((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path));
  const main = await visit("/ai-image");
  await page.waitForLoadState("networkidle");
  expect([...fetched("select"), ...fetched("advanced-settings")]).toEqual([]);

  // Opened from the keyboard, the panel comes with its code; focus stays on its button.
  const advanced = main.getByRole("button", { name: "Advanced" });
  await advanced.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Seed (optional)")).toBeVisible();
  await expect(advanced).toHaveAttribute("aria-expanded", "true");
  await expect(advanced).toBeFocused();
  expect(fetched("advanced-settings")).toHaveLength(1);

  // The model's select opens from the keyboard with its list, the chosen model focused.
  const model = main.getByLabel("Model");
  await expect(model).toHaveText(/Stable Diffusion/);
  await model.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { selected: true })).toBeFocused();
  expect(fetched("select")).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(model).toBeFocused();
  await expect(model).toHaveAttribute("aria-expanded", "false");
  // Checked with the list closed: while open, Radix hides the rest of the page from readers.
  await expectNoAxeViolations();
});

test("a picture forms in its tile, opens large, downloads, and stays in the history grid after a reload", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visitStudioToGenerate(visit);
  const prompt = "A Kerala houseboat on the backwaters at dawn";
  await promptBox(page).fill(prompt);
  await clickGenerate(page);

  const tile = history(page).getByRole("group", { name: "Your image as it forms" });
  await expect(tile).toBeInViewport();
  const forming = tile.getByRole("img", { name: "Your image as it forms" });
  await expect(forming).toHaveAttribute("src", /^data:image\/png;base64,/, { timeout: 10_000 });
  await expect(tile.getByText(/^Step \d+ of 20 · About \d+ s left$/)).toBeVisible();
  await expect(tile.getByText("The model is painting your prompt")).toBeVisible();
  const tileBox = (await tile.boundingBox())!;
  await expectNoAxeViolations();

  const viewer = page.getByRole("dialog", { name: "Your generated image" });
  await expect(viewer).toBeVisible({ timeout: 40_000 });
  await expect(viewer).toContainText(prompt);
  // The demo names its renderer, never a model that did not run.
  await expect(viewer).toContainText(IMAGE_DEMO_RENDERER);
  await expect(viewer).not.toContainText("Stable Diffusion");
  await expect(viewer).toContainText("512 × 512 px");
  await expect(viewer).toContainText(/\d+\.\d s/);
  const picture = viewer.getByRole("img", { name: `Generated from the prompt: ${prompt}` });
  await expect(picture).toHaveJSProperty("complete", true);
  // Shown large: most of the screen's width on a phone, well over the old 400 px on a desktop.
  const width = (await picture.boundingBox())!.width;
  expect(width).toBeGreaterThan(Math.min(450, page.viewportSize()!.width * 0.75));
  await expectNoAxeViolations();

  const downloading = page.waitForEvent("download");
  await viewer.getByRole("link", { name: "Download Image" }).click();
  expect((await downloading).suggestedFilename()).toBe("generated-image.png");

  await viewer.getByRole("button", { name: "Generate Another" }).click();
  await expect(viewer).toBeHidden();
  await expect(promptBox(page)).toBeFocused();

  // The tile became the picture, in the same place.
  const opener = history(page).getByRole("button", { name: `Open: ${prompt}` });
  await expect(opener).toBeVisible();
  const openerBox = (await opener.boundingBox())!;
  expect(Math.abs(openerBox.x - tileBox.x)).toBeLessThan(2);
  // A history entry must not widen the page past the screen (phones would zoom out).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // Kept across visits: the picture itself is seen again, in the grid and large.
  await page.reload();
  await expect(promptBox(page)).toHaveValue("");
  const kept = opener.locator("img");
  await expect(kept).toHaveJSProperty("complete", true);
  expect(await kept.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(
    512,
  );
  await opener.click();
  await expect(viewer.getByRole("img")).toHaveJSProperty("complete", true);
  await expect(viewer).toContainText(IMAGE_DEMO_RENDERER);
  await expectNoAxeViolations();

  await viewer.getByRole("button", { name: "Delete" }).click();
  await expect(viewer).toBeHidden();
  await expect(opener).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key) ?? "", IMAGE_HISTORY.storageKey),
  ).not.toContain("houseboat");
});

/** The width and height of a downloaded picture, as the browser decodes it. */
async function pictureSize(page: Page, download: Download): Promise<[number, number]> {
  const bytes = await readFile(await download.path());
  const type = bytes.subarray(1, 4).toString() === "PNG" ? "image/png" : "image/jpeg";
  return page.evaluate(
    async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight] as [number, number];
    },
    `data:${type};base64,${bytes.toString("base64")}`,
  );
}

test("a picture of an earlier visit downloads in full, not as the history's small copy", async ({
  page,
  visit,
}) => {
  await visitStudioToGenerate(visit);
  await page.getByLabel("Size").click();
  await page.getByRole("option", { name: "1024 × 1024 · 1:1" }).click();
  const prompt = "A fox in the snow at night";
  const viewer = await generateDemo(page, prompt);
  await viewer.getByRole("button", { name: "Generate Another" }).click();

  await page.reload();
  await history(page)
    .getByRole("button", { name: `Open: ${prompt}` })
    .click();
  await expect(viewer).toContainText("1024 × 1024 px");
  const downloading = page.waitForEvent("download");
  await viewer.getByRole("link", { name: "Download Image" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("generated-image.png");
  expect(await pictureSize(page, download)).toEqual([1024, 1024]);

  // Cleared with the history: nothing of the picture stays in the browser.
  await viewer.getByRole("button", { name: "Delete" }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const opened = indexedDB.open("ai-image-pictures");
            opened.onsuccess = () => {
              const count = opened.result.transaction("pictures").objectStore("pictures").count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    )
    .toBe(0);
});

test("Use this seed opens the settings, fills the seed and brings it into view", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visitStudioToGenerate(visit);
  const viewer = await generateDemo(page, "A tin robot reading by a window");
  const shownSeed = (await viewer.getByText(/^\d+$/).first().textContent())!.trim();
  await viewer.getByRole("button", { name: "Generate Another" }).click();
  await promptBox(page).fill("something else");

  await history(page)
    .getByRole("button", { name: /^Open: A tin robot/ })
    .click();
  await viewer.getByRole("button", { name: "Use this seed" }).click();
  await expect(viewer).toBeHidden();
  const seed = page.getByLabel("Seed (optional)");
  await expect(seed).toHaveValue(shownSeed);
  await expect(seed).toBeFocused();
  await expect(seed).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Advanced" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(promptBox(page)).toHaveValue("A tin robot reading by a window");
  await expectNoAxeViolations();

  await promptBox(page).fill("");
  await history(page)
    .getByRole("button", { name: /^Open: A tin robot/ })
    .click();
  await viewer.getByRole("button", { name: "Use prompt" }).click();
  await expect(promptBox(page)).toHaveValue("A tin robot reading by a window");
  await expect(promptBox(page)).toBeFocused();
  await expect(promptBox(page)).toBeInViewport();

  await history(page).getByRole("button", { name: "Clear History" }).click();
  await expect(history(page).getByRole("button", { name: /^Open:/ })).toHaveCount(0);
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
  await visitStudioToGenerate(visit);
  await page.route(GENERATE, (route) =>
    route.fulfill({ status: 503, json: { detail: "The image queue is full" } }),
  );
  await promptBox(page).fill("A lantern in the rain");
  await clickGenerate(page);
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Server error: The image queue is full");
  await expect(history(page).getByRole("group")).toHaveCount(0);
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

test("Cancel on the tile stops the generation and frees the frame", async ({ page, visit }) => {
  await visit("/ai-image");
  // Held, so the tile is still forming when Cancel is pressed.
  await page.route(GENERATE, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  await promptBox(page).fill("A slow sunrise over hills");
  await clickGenerate(page);
  const tile = history(page).getByRole("group", { name: "Your image as it forms" });
  await expect(tile).toBeVisible();
  await tile.getByRole("button", { name: "Cancel" }).click();
  await expect(tile).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(
    page.getByRole("main").getByRole("button", { name: "Generate Image" }),
  ).toBeEnabled();
});

test("draws the prompt's subject: two subjects give visibly different pictures", async ({
  page,
  visit,
}) => {
  await visitStudioToGenerate(visit);
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("Seed (optional)").fill("2024");
  const first = await generateDemo(page, "A sailboat on the sea on a sunny day");
  const boat = await first.getByRole("img").getAttribute("src");
  await first.getByRole("button", { name: "Generate Another" }).click();
  const second = await generateDemo(page, "A city at night");
  const city = await second.getByRole("img").getAttribute("src");

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
    [boat, city],
  );
  expect(difference).toBeGreaterThan(30);
});

test("keeps the viewer's buttons within the screen, whatever the prompt's length", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visitStudioToGenerate(visit);
  const viewer = await generateDemo(
    page,
    "A lighthouse on a cliff at dusk, warm light spilling over the rocks, gulls circling, " +
      "painted in watercolour with soft edges and a quiet sea below, clouds lit in pink and gold",
  );
  const viewport = page.viewportSize()!;
  const controls = [
    viewer.getByRole("link", { name: "Download Image" }),
    ...["Use this seed", "Use prompt", "Generate Another", "Delete"].map((name) =>
      viewer.getByRole("button", { name }),
    ),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  await expectNoAxeViolations();
});
