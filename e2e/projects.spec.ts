import { projectsPageIntro, works } from "#content/projects";
import { site } from "#content/site";
import { expect, test } from "./fixtures";

// The portfolio's subtitles in order, as the product specifies them.
const subtitles =
  "Technology, Python Language, Coding, Website Design, Big Data, Digital Market, Animation, Photography, Interior Design, Music, Application, AI".split(
    ", ",
  );

test("twelve tiles 'Work 01' to 'Work 12' with the subtitles in order", async ({ page, visit }) => {
  await visit("/projects");
  await expect(page.getByText(projectsPageIntro.subtitle)).toBeVisible();
  const tiles = page.getByRole("region", { name: "Portfolio" }).getByRole("listitem");
  await expect(tiles).toHaveCount(12);
  for (const [index, subtitle] of subtitles.entries()) {
    const tile = tiles.nth(index);
    const title = `Work ${String(index + 1).padStart(2, "0")}`;
    await expect(tile.getByRole("heading")).toHaveText(title);
    await expect(tile).toContainText(subtitle);
    await expect(tile.getByRole("link")).toHaveAttribute("href", "#/");
    // Alt text comes from the media manifest: present, and not just the tile's title.
    const alt = await tile.getByRole("img").getAttribute("alt");
    expect(alt?.trim().length ?? 0).toBeGreaterThan(10);
    expect(alt).not.toContain(title);
  }
  expect(works.map((work) => work.subtitle)).toEqual(subtitles);
});

test("a tile leads to the home page", async ({ page, visit }) => {
  await visit("/projects");
  await page.getByRole("link", { name: /Work 07/ }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.statement);
});
