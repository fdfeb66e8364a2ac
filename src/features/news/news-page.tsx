import { useState } from "react";
import { AfterFirstPaint } from "@/components/layout/after-first-paint";
import { PageHero } from "@/components/layout/page-hero";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { SinglePageNav } from "@/components/ui/single-page-nav";
import { newsArticles, newsHero, newsSidebar } from "#content/news";
import { ArticleCard } from "./article-card";
import { NewsSidebar } from "./news-sidebar";
import { searchArticles } from "./search-articles";

const { headings } = newsSidebar;

export function NewsPage() {
  const [query, setQuery] = useState("");
  const results = searchArticles(newsArticles, query);
  const [first, ...rest] = results;

  return (
    <>
      <PageHero eyebrow={newsHero.eyebrow} subtitle={newsHero.subtitle} />
      {/* One column on phones (search, articles, sidebar); on wide screens the search heads the sidebar. */}
      <div className="reveal mx-auto grid max-w-content gap-6 px-6 pb-16 pt-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <search
          aria-labelledby="news-search"
          className="rounded-lg border border-border bg-surface p-6 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="news-search" className="text-lg font-bold">
            {headings.search}
          </h2>
          <SearchField
            placeholder={headings.searchPlaceholder}
            value={query}
            onChange={setQuery}
            matches={{ shown: results.length, total: newsArticles.length, noun: "articles" }}
            className="mt-4"
          />
        </search>

        <section
          aria-labelledby="news-articles"
          className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="news-articles" className="sr-only">
            {headings.articles}
          </h2>
          {first ? (
            <ul className="space-y-6">
              <li>
                <ArticleCard article={first} />
              </li>
              {/* Below the first article on every screen: their pictures wait for the first paint. */}
              <AfterFirstPaint placeholder={<li aria-hidden className="min-h-svh" />}>
                {rest.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </AfterFirstPaint>
            </ul>
          ) : (
            <div className="rounded-lg border border-dashed border-border p-8 text-center">
              <p className="text-muted-foreground">
                No articles match “{query.trim()}”. Try another word.
              </p>
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => setQuery("")}>
                Clear search
              </Button>
            </div>
          )}
          <SinglePageNav label="Article pages" />
        </section>

        <div className="lg:col-start-2 lg:row-start-2">
          <NewsSidebar />
        </div>
      </div>
    </>
  );
}
