import { IMAGE_HISTORY, PROMPT_REFUSED_DETAIL } from "#contract/ai-image-rules";
import { expect, test } from "./fixtures";

test("a prompt the safety filter refuses is explained in the banner and kept nowhere", async ({
  page,
  visit,
  expectNoAxeViolations,
}, testInfo) => {
  await visit("/ai-image");
  const main = page.getByRole("main");
  await page.getByLabel("Prompt", { exact: true }).fill("A nude figure by the window");
  await main.getByRole("button", { name: "Generate Image" }).click();

  const banner = page.getByRole("alert");
  await expect(banner).toHaveText(`Server error: ${PROMPT_REFUSED_DETAIL}`);
  // Brought into view whole, and not under the phone layout's fixed header.
  await expect(banner).toBeInViewport({ ratio: 1 });
  const box = (await banner.boundingBox())!;
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[role=alert]") !== null,
      { x: box.x + box.width / 2, y: box.y + 4 },
    ),
  ).toBe(true);
  await expect(page.getByRole("dialog", { name: "Your generated image" })).toBeHidden();
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath("safety-banner.png") });

  const history = main.getByRole("region", { name: "Generation History" });
  await expect(history.getByRole("button", { name: /nude figure/ })).toHaveCount(0);
  expect(
    (await page.evaluate((key) => localStorage.getItem(key), IMAGE_HISTORY.storageKey)) ?? "",
  ).not.toContain("nude");
});
