import { CountList, PopularList, SidebarBlock } from "@/components/layout/sidebar-block";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import { media } from "@/assets/media";
import { newsSidebar } from "#content/news";

const { headings } = newsSidebar;

export function NewsSidebar() {
  return (
    <aside aria-label="More from the news desk" className="space-y-6">
      <SidebarBlock id="news-categories" title={headings.categories}>
        <CountList items={newsSidebar.categories} />
      </SidebarBlock>

      <SidebarBlock id="news-popular" title={headings.popularArticles}>
        <PopularList
          items={newsSidebar.popularArticles.map((article) => ({
            key: article.articleId,
            title: article.title,
            date: article.date,
            image: media.news[article.imageIndex],
          }))}
        />
      </SidebarBlock>

      <SidebarBlock id="news-tags" title={headings.tags}>
        <ul className="flex flex-wrap gap-2">
          {newsSidebar.tags.map((tag) => (
            <li key={tag} className="rounded-pill bg-muted px-3 py-1 text-xs text-foreground">
              {tag}
            </li>
          ))}
        </ul>
      </SidebarBlock>

      <SidebarBlock id="news-archives" title={headings.archives}>
        <CountList items={newsSidebar.archives} />
      </SidebarBlock>

      <NewsletterBox />
    </aside>
  );
}
