import { describe, expect, it } from "vitest";
import { newsArticles } from "#content/news";
import { searchArticles } from "./search-articles";

describe("searchArticles", () => {
  it("returns every article for an empty or blank query", () => {
    expect(searchArticles(newsArticles, "")).toHaveLength(newsArticles.length);
    expect(searchArticles(newsArticles, "  \t")).toHaveLength(newsArticles.length);
  });

  it("matches titles case-insensitively", () => {
    const first = newsArticles[0]!;
    expect(searchArticles(newsArticles, first.title.toUpperCase()).map((a) => a.id)).toEqual([
      first.id,
    ]);
  });

  it("matches the summary, category and author", () => {
    const second = newsArticles[1]!;
    for (const query of [second.summary.slice(0, 30), second.category, second.author]) {
      expect(searchArticles(newsArticles, query).map((a) => a.id)).toContain(second.id);
    }
  });

  it("treats the query literally and finds nothing for unknown words", () => {
    expect(searchArticles(newsArticles, ".*")).toEqual([]);
    expect(searchArticles(newsArticles, "quantum knitting")).toEqual([]);
  });
});
