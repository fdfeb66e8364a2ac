import type { Page } from "@playwright/test";
import { FIRST_FLAKES } from "../src/components/layout/snow-plan";
import { expect, test } from "./fixtures";
import { mainThreadTasks } from "./main-thread-tasks";

// The layer's own code and the particle engine, fetched apart from the first download.
const particlesCode = /\/assets\/particles-(canvas|engine)-[\w-]+\.js$/;
const canvas = "#background-particles canvas";

/** Resolves once the page has loaded and the browser has had its idle moment after it. */
async function loadedAndIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 2000 });
        if (document.readyState === "complete") idle();
        else addEventListener("load", idle, { once: true });
      }),
  );
}

/** Two pictures of an open stretch of the page, a moment apart: equal when nothing moved. */
async function moves(page: Page): Promise<boolean> {
  const clip = { x: 0, y: 0, width: page.viewportSize()!.width, height: 240 };
  const before = await page.screenshot({ clip, animations: "allow" });
  await page.waitForTimeout(400);
  const after = await page.screenshot({ clip, animations: "allow" });
  return !before.equals(after);
}

test.describe("background particles", () => {
  test.use({ reducedMotion: "no-preference" });

  test("start after the page has loaded, in a fixed layer that takes no clicks", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await expect(page.locator(canvas)).toHaveCount(1, { timeout: 10_000 });
    const timing = await page.evaluate((source) => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const code = performance
        .getEntriesByType("resource")
        .find((entry) => new RegExp(source).test(entry.name));
      return { loaded: navigation!.loadEventEnd, fetched: code?.startTime };
    }, particlesCode.source);
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded);

    const layer = page.locator("[aria-hidden]", { has: page.locator(canvas) });
    await expect(layer).toHaveCSS("position", "fixed");
    await expect(layer).toHaveCSS("pointer-events", "none");
    await expect(page.locator(canvas)).toHaveCSS("pointer-events", "none");
    expect(await layer.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });

    // The page's own links still take the click, wherever the snow falls.
    await page.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/#\/contact$/);
  });

  for (const path of ["/", "/about"]) {
    test(`never move the page on ${path}`, async ({ page, visit }) => {
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
      await visit(path);
      await expect(page.locator(canvas)).toHaveCount(1, { timeout: 10_000 });
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
    });
  }

  test("never run a task Lighthouse's phone would count as 50 ms", async ({ page }, testInfo) => {
    // Lighthouse's mobile run is what this guards; the page's size matters little to the cost.
    test.skip(testInfo.project.name !== "mobile", "measured once, on the phone");
    test.slow();
    let particleScripts = new Set<string>();
    const tasks = await mainThreadTasks(page, async () => {
      await page.goto("/#/about");
      const snow = page.locator(canvas);
      // Falling: the pacer shows its count on the canvas.
      await expect
        .poll(async () => Number((await snow.getAttribute("data-flakes")) ?? 0), {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(FIRST_FLAKES);
      // Several seconds more: the growth batches, the pacer's verdicts, steady frames.
      await page.waitForTimeout(8000);
      // The particles' code: its first chunks and every script fetched after them.
      particleScripts = new Set(
        await page.evaluate((source) => {
          const resources = performance.getEntriesByType("resource");
          const requested = Math.min(
            ...resources
              .filter((entry) => new RegExp(source).test(entry.name))
              .map((entry) => entry.startTime),
          );
          return resources
            .filter((entry) => entry.startTime >= requested)
            .map((entry) => entry.name);
        }, particlesCode.source),
      );
    });
    const snowTasks = tasks.filter((task) => task.scripts.some((url) => particleScripts.has(url)));
    // The steps of the start, the batches and the frames: dozens of tasks, each a quarter of 50 ms
    // at most here, so at most 50 ms on a CPU four times slower.
    expect(snowTasks.length).toBeGreaterThan(20);
    expect(snowTasks.filter((task) => task.cpuMs * 4 > 50)).toEqual([]);
  });

  test("stop falling while the tab is hidden", async ({ page, visit }) => {
    await visit("/about");
    await expect(page.locator(canvas)).toHaveCount(1, { timeout: 10_000 });
    await expect.poll(() => moves(page)).toBe(true);

    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
        Object.defineProperty(document, "visibilityState", {
          configurable: true,
          get: () => (value ? "hidden" : "visible"),
        });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setHidden(true);
    expect(await moves(page)).toBe(false);
    await setHidden(false);
    await expect.poll(() => moves(page)).toBe(true);
  });
});

test("no particles under reduced motion: their code is not even fetched", async ({
  page,
  visit,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (particlesCode.test(request.url())) fetched.push(request.url());
  });
  await visit("/");
  await loadedAndIdle(page);
  await expect(page.locator("#background-particles")).toHaveCount(0);
  expect(fetched).toEqual([]);
});
