import type { Page } from "@playwright/test";
import { galleryItems } from "#content/gallery";
import { expect, isMobile, test } from "./fixtures";

const last = galleryItems.length - 1;
const lightbox = (page: Page) => page.getByRole("dialog");
const thumbnail = (page: Page, index: number) =>
  page.getByRole("button", { name: new RegExp(`^Enlarge ${galleryItems[index]!.title}:`) });

test("the grid shows every image with its title and caption", async ({ page, visit }) => {
  await visit("/gallery");
  const items = page.getByRole("region", { name: "Images" }).getByRole("listitem");
  await expect(items).toHaveCount(galleryItems.length);
  for (const [index, item] of galleryItems.entries()) {
    await expect(items.nth(index)).toContainText(item.title);
    await expect(items.nth(index)).toContainText(item.caption);
    const alt = await items.nth(index).getByRole("img").getAttribute("alt");
    expect(alt?.trim().length ?? 0).toBeGreaterThan(10);
  }
});

test("the lightbox opens, moves with arrows and buttons, and closes with Escape", async ({
  page,
  visit,
}) => {
  await visit("/gallery");
  await thumbnail(page, 0).click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(galleryItems[0]!.title);
  await expect(dialog.getByText(galleryItems[0]!.caption)).toBeVisible();
  await expect(dialog).toContainText(`Image 1 of ${galleryItems.length}`);
  await expect(dialog.getByRole("img")).toHaveAttribute("alt", /\w{3,}/);

  await page.keyboard.press("ArrowRight");
  await expect(dialog).toHaveAccessibleName(galleryItems[1]!.title);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toHaveAccessibleName(galleryItems[last]!.title);
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog).toHaveAccessibleName(galleryItems[0]!.title);
  await dialog.getByRole("button", { name: "Previous image" }).click();
  await expect(dialog).toHaveAccessibleName(galleryItems[last]!.title);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus returns to the thumbnail of the image shown last.
  await expect(thumbnail(page, last)).toBeFocused();
});

test("the close button closes the lightbox and returns focus", async ({ page, visit }) => {
  await visit("/gallery");
  await thumbnail(page, 2).click();
  await lightbox(page).getByRole("button", { name: "Close image" }).click();
  await expect(lightbox(page)).toBeHidden();
  await expect(thumbnail(page, 2)).toBeFocused();
});

test("the open lightbox has no accessibility violations", async ({
  page,
  visit,
  expectNoAxeViolations,
}) => {
  await visit("/gallery");
  await thumbnail(page, 4).click();
  await expect(lightbox(page)).toBeVisible();
  await expectNoAxeViolations();
});

test("the lightbox shows the picture full bleed on black, as large as the screen allows", async ({
  page,
  visit,
}) => {
  await visit("/gallery");
  await thumbnail(page, 1).click();
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "rgb(0, 0, 0)",
  );
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.width).toBe(viewport.width);
  expect(dialogBox.height).toBe(viewport.height);
  const picture = dialog.getByRole("img");
  await expect(picture).toHaveJSProperty("complete", true);
  const box = (await picture.boundingBox())!;
  if (isMobile(page)) {
    // A landscape picture on an upright phone: edge to edge across the screen.
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
  } else {
    expect((box.width * box.height) / (viewport.width * viewport.height)).toBeGreaterThan(0.7);
  }
  // Never cropped off the screen.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
});

test("a swipe on the picture moves to the next or previous image", async ({ page, visit }) => {
  test.skip(!isMobile(page), "touch screens only");
  await visit("/gallery");
  await thumbnail(page, 0).click();
  const dialog = lightbox(page);
  await expect(dialog).toHaveAccessibleName(galleryItems[0]!.title);
  const box = (await dialog.getByRole("img").boundingBox())!;
  const y = box.y + box.height / 2;
  // Real touch input, as a finger gives it: the browser turns it into pointer events.
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number, toY = y) => {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: fromX, y }],
    });
    for (let step = 1; step <= 5; step++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y: y + ((toY - y) * step) / 5 }],
      });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };

  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(dialog).toHaveAccessibleName(galleryItems[1]!.title);
  await expect(dialog).toContainText(`Image 2 of ${galleryItems.length}`);
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(dialog).toHaveAccessibleName(galleryItems[0]!.title);
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(dialog).toHaveAccessibleName(galleryItems[last]!.title);
  // A short nudge or a mostly vertical move turns no page.
  await swipe(box.x + box.width * 0.5, box.x + box.width * 0.45);
  await swipe(box.x + box.width * 0.5, box.x + box.width * 0.4, y + 120);
  await expect(dialog).toHaveAccessibleName(galleryItems[last]!.title);
});
