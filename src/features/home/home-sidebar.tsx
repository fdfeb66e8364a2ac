import { CountList, PopularList, SidebarBlock } from "@/components/layout/sidebar-block";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import {
  aboutUsNote,
  archiveMonths,
  homeCategories,
  homeSidebarHeadings,
  popularProjects,
  tagSections,
} from "#content/home-sidebar";
import { media } from "@/assets/media";

export function HomeSidebar() {
  return (
    <aside aria-label="More from the studio" className="space-y-6">
      <SidebarBlock id="sidebar-categories" title={homeSidebarHeadings.categories}>
        <CountList items={homeCategories} />
      </SidebarBlock>

      <SidebarBlock id="sidebar-popular" title={homeSidebarHeadings.popularProjects}>
        <PopularList
          items={popularProjects.map((project) => ({
            key: project.title,
            title: project.title,
            date: project.date,
            image: media.projects[project.imageIndex],
          }))}
        />
      </SidebarBlock>

      <SidebarBlock id="sidebar-tags" title={homeSidebarHeadings.tagCloud}>
        <div className="space-y-5">
          {tagSections.map((section) => (
            <div key={section.heading}>
              <h3 className="text-sm font-semibold">{section.heading}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {section.tags.map((tag) => (
                  <li key={tag} className="rounded-pill bg-muted px-3 py-1 text-xs text-foreground">
                    {tag}
                  </li>
                ))}
              </ul>
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
