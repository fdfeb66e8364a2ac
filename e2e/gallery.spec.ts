import type { Page } from "@playwright/test";
import { galleryItems } from "#content/gallery";
import { expect, test } from "./fixtures";

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
