import { expect, isMobile, test } from "./fixtures";

// A phone visitor reaches the end of home: its secondary blocks fold and scroll sideways so the
// page stays under seven screens at 390 x 844 (`npm run bench:height` measures every route).
const MAX_SCREENS = 7;

test("home is under seven screens tall on a phone", async ({ page, visit }) => {
  test.skip(!isMobile(page), "the limit is a phone's");
  await visit("/");
  // Sections below the fold arrive after the first paint and as they scroll into view.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByRole("contentinfo").isVisible();
    })
    .toBe(true);
  await expect(page.getByRole("complementary", { name: "Explore" })).toBeVisible();
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  expect(screen).toBe(844);
  expect(height / screen).toBeLessThan(MAX_SCREENS);
  // Nothing spills sideways: the rows that scroll do so inside themselves.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
