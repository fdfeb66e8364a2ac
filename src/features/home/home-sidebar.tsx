import type { ReactNode } from "react";
import { NewsletterBox } from "@/components/newsletter/newsletter-box";
import { Picture } from "@/components/ui/picture";
import {
  aboutUsNote,
  archiveMonths,
  homeCategories,
  homeSidebarHeadings,
  popularProjects,
  tagSections,
} from "@/content/home-sidebar";
import { media } from "@/content/media";
import { formatDate } from "@/lib/format-date";

function SidebarBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CountList({ items }: { items: readonly { label: string; count: number }[] }) {
  return (
    <ul className="divide-y divide-border text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex justify-between py-2 text-muted-foreground">
          <span>{item.label}</span>
          <span className="tabular-nums">({item.count})</span>
        </li>
      ))}
    </ul>
  );
}

export function HomeSidebar() {
  return (
    <aside aria-label="More from the studio" className="space-y-6">
      <SidebarBlock id="sidebar-categories" title={homeSidebarHeadings.categories}>
        <CountList items={homeCategories} />
      </SidebarBlock>

      <SidebarBlock id="sidebar-popular" title={homeSidebarHeadings.popularProjects}>
        <ul className="space-y-4">
          {popularProjects.map((project) => {
            const image = media.projects[project.imageIndex];
            return (
              <li key={project.title} className="flex items-center gap-4">
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
                  <p className="font-medium leading-snug">{project.title}</p>
                  <time dateTime={project.date} className="text-xs text-muted-foreground">
                    {formatDate(project.date)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
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
