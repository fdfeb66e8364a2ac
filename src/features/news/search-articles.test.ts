import { describe, expect, it } from "vitest";
import { newsArticles } from "#content/news";
import { searchArticles } from "./search-articles";
import { itSearchesCards } from "../../../test-support/web/card-search-cases";

describe("searchArticles", () => {
  itSearchesCards(newsArticles, searchArticles);

  it("matches the summary, category and author", () => {
    const second = newsArticles[1]!;
    for (const query of [second.summary.slice(0, 30), second.category, second.author]) {
      expect(searchArticles(newsArticles, query).map((a) => a.id)).toContain(second.id);
    }
  });
});
