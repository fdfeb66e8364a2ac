import { expect, isMobile, test } from "./fixtures";

// WCAG 2.5.5: on phones every control is at least 44 x 44 CSS px. Links inside running text are
// exempt, as are native check boxes and radios (their label is the target). The two AI tools
// are left out here: their screens are checked with their own specs.
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
];

for (const path of pages) {
  test(`${path}: tap targets are at least 44 px on phones`, async ({ page, visit }) => {
    test.skip(!isMobile(page), "the minimum applies to touch screens");
    await visit(path);
    const tooSmall = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        "a[href], button, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden])",
      );
      const found: string[] = [];
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        // Visually hidden helpers (a custom select's native twin) are nobody's target.
        if (box.width <= 1 || box.height <= 1 || control.closest(".sr-only")) continue;
        const paragraph = control.closest("p");
        const inRunningText =
          paragraph !== null &&
          (paragraph.textContent?.length ?? 0) > (control.textContent?.length ?? 0) + 20;
        if (inRunningText) continue;
        if (box.width < 44 || box.height < 44) {
          const name = control.getAttribute("aria-label") ?? control.textContent ?? "";
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
