import type { Page } from "@playwright/test";
import { FIRST_FLAKES, LOW_FPS, MAX_FLAKES } from "../src/components/layout/snow-plan";
import { expect, test } from "./fixtures";

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

/** The snow's plan as the pacer shows it on the canvas, once the snow has started. */
async function plan(
  page: Page,
): Promise<{ flakes: number; fps: number; ceiling: number } | undefined> {
  return page.evaluate((selector) => {
    const snow = document.querySelector(selector);
    const read = (name: string) => Number(snow?.getAttribute(`data-${name}`) ?? Number.NaN);
    const current = { flakes: read("flakes"), fps: read("fps"), ceiling: read("ceiling") };
    return Object.values(current).some(Number.isNaN) ? undefined : current;
  }, canvas);
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

  // How long the snow's tasks take is a figure of the machine (`npm run bench:snow` prints it);
  // what is checked here is that the pacer measures the real library's frames and acts on them.
  test("grow past the first flakes where frames are cheap", async ({ page, visit }) => {
    await visit("/about");
    await expect
      .poll(async () => (await plan(page))?.flakes ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(FIRST_FLAKES);
  });

  test("give way on a CPU sixteen times slower: fewer flakes or half the frames", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a slow phone's case, checked once");
    test.slow();
    // Sixteen times slower, 400 flakes cost any machine more than the frame budget.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 16 });
    await page.goto("/#/about");
    // Answers the plan itself until it gives way, so a failure shows where it stood.
    const gaveWay = async () => {
      const current = await plan(page);
      return current && (current.fps === LOW_FPS || current.ceiling < MAX_FLAKES)
        ? "gave way"
        : current;
    };
    await expect.poll(gaveWay, { timeout: 60_000, intervals: [1000] }).toBe("gave way");
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
