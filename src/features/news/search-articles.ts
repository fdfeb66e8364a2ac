import type { NewsArticle } from "#content/news";
import { filterByText } from "@/lib/filter-by-text";

/** Matches what a visitor can read on an article card. */
export function searchArticles(articles: readonly NewsArticle[], query: string): NewsArticle[] {
  return filterByText(articles, query, (article) => [
    article.title,
    article.summary,
    article.category,
    article.author,
  ]);
}
