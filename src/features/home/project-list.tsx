import { useState } from "react";
import { HeadedSection } from "@/components/layout/section-heading";
import { PhoneScroller } from "@/components/layout/phone-scroller";
import { SearchField } from "@/components/ui/search-field";
import { SinglePageNav } from "@/components/ui/single-page-nav";
import { homeSidebarHeadings } from "#content/home-sidebar";
import { sampleProjects } from "#content/projects";
import { ProjectCard } from "./project-card";
import { searchProjects } from "./search-projects";

export function ProjectList() {
  const [query, setQuery] = useState("");
  const results = searchProjects(sampleProjects, query);

  return (
    <HeadedSection id="projects-heading" eyebrow="Recent work" heading="Sample Projects">
      <search className="mb-8">
        <SearchField
          placeholder={homeSidebarHeadings.searchPlaceholder}
          value={query}
          onChange={setQuery}
          matches={{ shown: results.length, total: sampleProjects.length, noun: "projects" }}
        />
      </search>
      {results.length > 0 ? (
        <PhoneScroller
          label="Sample projects"
          className="md:grid md:grid-cols-2 md:gap-6 xl:grid-cols-3"
        >
          {results.map((project) => (
            <li key={project.id} className="flex w-[82%] shrink-0 snap-start md:w-auto">
              <ProjectCard project={project} />
            </li>
          ))}
        </PhoneScroller>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          No projects match “{query.trim()}”. Try another word.
        </p>
      )}
      <SinglePageNav label="Project pages" />
    </HeadedSection>
  );
}
