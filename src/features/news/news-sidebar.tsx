import { CountList, SidebarBlock } from "@/components/layout/sidebar-block";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import { Picture } from "@/components/ui/picture";
import { media } from "@/content/media";
import { newsSidebar } from "@/content/news";
import { formatDate } from "@/lib/format-date";

const { headings } = newsSidebar;

export function NewsSidebar() {
  return (
    <aside aria-label="More from the news desk" className="space-y-6">
      <SidebarBlock id="news-categories" title={headings.categories}>
        <CountList items={newsSidebar.categories} />
      </SidebarBlock>

      <SidebarBlock id="news-popular" title={headings.popularArticles}>
        <ul className="space-y-4">
          {newsSidebar.popularArticles.map((article) => {
            const image = media.news[article.imageIndex];
            return (
              <li key={article.articleId} className="flex items-center gap-4">
                {image && (
                  /* Decorative thumbnail: the title beside it says what it is. */
                  <Picture
                    image={image}
                    alt=""
                    sizes="5rem"
                    className="h-14 w-20 shrink-0 rounded object-cover"
                  />
                )}
                <div>
                  <p className="text-sm font-medium leading-snug">{article.title}</p>
                  <time dateTime={article.date} className="text-xs text-muted-foreground">
                    {formatDate(article.date)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
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
