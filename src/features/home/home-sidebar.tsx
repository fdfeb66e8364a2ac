import { CountList, PopularList, SidebarBlock, TagList } from "@/components/layout/sidebar-block";
import { PhoneScroller } from "@/components/layout/phone-scroller";
import { SectionHeading } from "@/components/layout/section-heading";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import {
  aboutUsNote,
  archiveMonths,
  homeCategories,
  homeSidebarHeadings,
  popularProjects,
  tagSections,
} from "#content/home-sidebar";
import { projectImages } from "@/assets/media/projects";

/** The tag cloud's headed sections: side by side in a sideways row on phones, stacked above. */
function TagSections() {
  return (
    <PhoneScroller as="div" label="Tag sections" fade className="gap-5 md:block md:space-y-5">
      {tagSections.map((section) => (
        <div key={section.heading} className="w-72 shrink-0 snap-start md:w-auto">
          <h4 className="text-sm font-semibold">{section.heading}</h4>
          <TagList tags={section.tags} className="mt-2" />
        </div>
      ))}
    </PhoneScroller>
  );
}

/**
 * The studio's categories, popular projects, tags, newsletter, archives and note. On phones one
 * compact section: lists scroll sideways and the archives and note fold away; wider screens
 * show them as cards in columns.
 */
export function HomeSidebar() {
  return (
    <aside aria-labelledby="explore-heading">
      <SectionHeading id="explore-heading" eyebrow="More from the studio">
        Explore
      </SectionHeading>
      <div className="md:gap-6 lg:columns-2 xl:columns-3 md:[&>*]:mb-6 [&>*]:break-inside-avoid">
        <SidebarBlock id="sidebar-categories" level={3} title={homeSidebarHeadings.categories}>
          <CountList items={homeCategories} scrollOnPhones="Project categories" />
        </SidebarBlock>

        <SidebarBlock id="sidebar-popular" level={3} title={homeSidebarHeadings.popularProjects}>
          <PopularList items={popularProjects} images={projectImages} />
        </SidebarBlock>

        <SidebarBlock id="sidebar-tags" level={3} title={homeSidebarHeadings.tagCloud}>
          <TagSections />
        </SidebarBlock>

        <div className="py-5 md:py-0">
          <NewsletterBox />
        </div>

        <SidebarBlock id="sidebar-archives" level={3} folded title={homeSidebarHeadings.archives}>
          <CountList items={archiveMonths} />
        </SidebarBlock>

        <SidebarBlock id="sidebar-about" level={3} folded title={aboutUsNote.heading}>
          <p className="text-sm leading-relaxed text-muted-foreground">{aboutUsNote.text}</p>
        </SidebarBlock>
      </div>
    </aside>
  );
}
