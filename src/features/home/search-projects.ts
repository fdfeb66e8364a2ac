import type { SampleProject } from "#content/projects";
import { filterByText } from "@/lib/filter-by-text";

/** Matches what a visitor can read on a project card. */
export function searchProjects(projects: readonly SampleProject[], query: string): SampleProject[] {
  return filterByText(projects, query, (project) => [
    project.title,
    project.description,
    ...project.technologies,
    ...project.developers,
  ]);
}
