import { CountList, PopularList, SidebarBlock, TagList } from "@/components/layout/sidebar-block";
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

export function HomeSidebar() {
  return (
    <aside
      aria-label="More from the studio"
      className="gap-6 lg:columns-2 xl:columns-3 [&>*]:mb-6 [&>*]:break-inside-avoid"
    >
      <SidebarBlock id="sidebar-categories" title={homeSidebarHeadings.categories}>
        <CountList items={homeCategories} />
      </SidebarBlock>

      <SidebarBlock id="sidebar-popular" title={homeSidebarHeadings.popularProjects}>
        <PopularList items={popularProjects} images={projectImages} />
      </SidebarBlock>

      <SidebarBlock id="sidebar-tags" title={homeSidebarHeadings.tagCloud}>
        <div className="space-y-5">
          {tagSections.map((section) => (
            <div key={section.heading}>
              <h3 className="text-sm font-semibold">{section.heading}</h3>
              <TagList tags={section.tags} className="mt-2" />
            </div>
          ))}
        </div>
      </SidebarBlock>

      <NewsletterBox />

      <SidebarBlock id="sidebar-archives" title={homeSidebarHeadings.archives}>
        <CountList items={archiveMonths} />
      </SidebarBlock>

      <SidebarBlock id="sidebar-about" title={aboutUsNote.heading}>
        <p className="text-sm leading-relaxed text-muted-foreground">{aboutUsNote.text}</p>
      </SidebarBlock>
    </aside>
  );
}
