import { CountList, PopularList, SidebarBlock, TagList } from "@/components/layout/sidebar-block";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import { newsImages } from "@/assets/media/news";
import { newsSidebar } from "#content/news";

const { headings } = newsSidebar;

export function NewsSidebar() {
  return (
    <aside aria-label="More from the news desk" className="space-y-6">
      <SidebarBlock id="news-categories" title={headings.categories}>
        <CountList items={newsSidebar.categories} />
      </SidebarBlock>

      <SidebarBlock id="news-popular" title={headings.popularArticles}>
        <PopularList items={newsSidebar.popularArticles} images={newsImages} />
      </SidebarBlock>

      <SidebarBlock id="news-tags" title={headings.tags}>
        <TagList tags={newsSidebar.tags} />
      </SidebarBlock>

      <SidebarBlock id="news-archives" title={headings.archives}>
        <CountList items={newsSidebar.archives} />
      </SidebarBlock>

      <NewsletterBox />
    </aside>
  );
}
