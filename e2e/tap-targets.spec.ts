import { expect, isMobile, test } from "./fixtures";

// WCAG 2.5.5: on phones every control is at least 44 x 44 CSS px. Links inside running text are
// exempt. A native check box or radio is measured by its label, which is its target.
const pages = [
  "/",
  "/projects",
  "/ai-factory",
  "/projectrequest",
  "/leadershipSpotlight",
  "/testimonials",
  "/news",
  "/about",
  "/contact",
  "/gallery",
  "/career",
  "/ai-call",
  "/ai-image",
];

for (const path of pages) {
  test(`${path}: tap targets are at least 44 px on phones`, async ({ page, visit }) => {
    test.skip(!isMobile(page), "the minimum applies to touch screens");
    await visit(path);
    // The check against bots loads once the visitor reaches for its form: its controls are
    // measured too.
    const challenge = page.locator("[data-bot-challenge]");
    if ((await challenge.count()) > 0) {
      await page.locator("form:has([data-bot-challenge]) textarea").first().focus();
      await expect(challenge.locator("input[type=checkbox]")).toBeAttached();
      // Its stylesheet arrives with it: measure once nothing more is loading.
      await page.waitForLoadState("networkidle");
    }
    const tooSmall = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        "a[href], button, select, textarea, input:not([type=hidden])",
      );
      const found: string[] = [];
      for (const control of controls) {
        const choice =
          control instanceof HTMLInputElement &&
          (control.type === "checkbox" || control.type === "radio");
        const target = (choice && control.labels?.[0]) || control;
        const box = target.getBoundingClientRect();
        // Visually hidden helpers (a custom select's native twin) are nobody's target.
        if (box.width <= 1 || box.height <= 1 || control.closest(".sr-only")) continue;
        const paragraph = control.closest("p");
        const inRunningText =
          paragraph !== null &&
          (paragraph.textContent?.length ?? 0) > (control.textContent?.length ?? 0) + 20;
        if (inRunningText) continue;
        if (box.width < 44 || box.height < 44) {
          const name = control.getAttribute("aria-label") ?? target.textContent ?? "";
          found.push(
            `${name.trim().slice(0, 40)} (${Math.round(box.width)}x${Math.round(box.height)})`,
          );
        }
      }
      return found;
    });
    expect(tooSmall).toEqual([]);
  });
}
