import { newsArticles, newsHero, newsSidebar } from "#content/news";
import { expect, test } from "./fixtures";

test("the hero and the three articles with their details and counts", async ({ page, visit }) => {
  await visit("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News & Insights");
  await expect(page.getByText(newsHero.subtitle)).toBeVisible();
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(3);
  for (const [index, article] of newsArticles.entries()) {
    const card = articles.nth(index);
    await expect(card.getByRole("heading")).toHaveText(article.title);
    for (const text of [article.category, article.summary, article.author]) {
      await expect(card).toContainText(text);
    }
    await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
    await expect(card).toContainText(`${article.likes} likes`);
    await expect(card).toContainText(`${article.views.toLocaleString("en-IN")} views`);
    await expect(card).toContainText(`${article.comments} comments`);
  }
  const pages = page.getByRole("navigation", { name: "Article pages" });
  await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 1");
});

test("the search box filters the articles and says when nothing matches", async ({
  page,
  visit,
}) => {
  await visit("/news");
  const articles = page.getByRole("article");
  const search = page.getByRole("searchbox", { name: "Search articles" });
  const target = newsArticles[2]!;

  await search.fill(target.author.toUpperCase());
  await expect(articles).toHaveCount(1);
  await expect(articles.first().getByRole("heading")).toHaveText(target.title);
  await expect(page.getByRole("search").getByRole("status")).toHaveText("1 of 3 articles match");

  await search.fill(newsArticles[0]!.category);
  await expect(articles.first().getByRole("heading")).toHaveText(newsArticles[0]!.title);

  await search.fill("underwater basket weaving");
  await expect(articles).toHaveCount(0);
  await expect(page.getByText("No articles match “underwater basket weaving”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(articles).toHaveCount(3);
  await expect(search).toHaveValue("");
});

test("the sidebar carries categories, popular articles, tags, archives and the newsletter", async ({
  page,
  visit,
}) => {
  await visit("/news");
  const sidebar = page.getByRole("complementary", { name: "More from the news desk" });
  const block = (name: string) => sidebar.getByRole("region", { name, exact: true });
  for (const category of newsSidebar.categories) {
    await expect(
      block("Categories").getByRole("listitem").filter({ hasText: category.label }),
    ).toContainText(`(${category.count})`);
  }
  for (const article of newsSidebar.popularArticles) {
    await expect(block("Popular Articles")).toContainText(article.title);
  }
  for (const tag of newsSidebar.tags) {
    await expect(block("Tags").getByRole("listitem").filter({ hasText: tag })).toHaveCount(1);
  }
  for (const month of newsSidebar.archives) {
    await expect(
      block("Archives").getByRole("listitem").filter({ hasText: month.label }),
    ).toContainText(`(${month.count})`);
  }
  await expect(sidebar.getByRole("heading", { name: /newsletter/i })).toBeVisible();
});
