import type { NewsArticle } from "@/content/news";

/** Case-insensitive literal match over what a visitor can read on an article card. */
export function searchArticles(articles: readonly NewsArticle[], query: string): NewsArticle[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...articles];
  return articles.filter((article) =>
    [article.title, article.summary, article.category, article.author]
      .join("\n")
      .toLocaleLowerCase()
      .includes(needle),
  );
}
