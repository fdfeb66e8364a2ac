import type { SampleProject } from "@/content/projects";

/** Case-insensitive literal match over what a visitor can read on a project card. */
export function searchProjects(projects: readonly SampleProject[], query: string): SampleProject[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...projects];
  return projects.filter((project) =>
    [project.title, project.description, ...project.technologies, ...project.developers]
      .join("\n")
      .toLocaleLowerCase()
      .includes(needle),
  );
}
