import { useState } from "react";
import { SectionHeading } from "@/components/layout/section-heading";
import { SearchField } from "@/components/ui/search-field";
import { homeSidebarHeadings } from "#content/home-sidebar";
import { sampleProjects } from "#content/projects";
import { ProjectCard } from "./project-card";
import { searchProjects } from "./search-projects";

export function ProjectList() {
  const [query, setQuery] = useState("");
  const results = searchProjects(sampleProjects, query);

  return (
    <section aria-labelledby="projects-heading">
      <SectionHeading id="projects-heading" eyebrow="Recent work">
        Sample Projects
      </SectionHeading>
      <search className="mb-8">
        <SearchField
          label={homeSidebarHeadings.searchPlaceholder.replace("...", "")}
          placeholder={homeSidebarHeadings.searchPlaceholder}
          value={query}
          onChange={setQuery}
          status={
            query.trim() ? `${results.length} of ${sampleProjects.length} projects match` : ""
          }
        />
      </search>
      {results.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2">
          {results.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          No projects match “{query.trim()}”. Try another word.
        </p>
      )}
      <nav aria-label="Project pages" className="mt-10">
        <ul className="flex gap-2">
          <li>
            <span
              aria-current="page"
              className="grid size-10 place-items-center rounded-pill bg-accent font-semibold text-accent-foreground"
            >
              <span className="sr-only">Page </span>1
            </span>
          </li>
        </ul>
      </nav>
    </section>
  );
}
