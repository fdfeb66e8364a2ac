import { describe, expect, it } from "vitest";
import { sampleProjects } from "#content/projects";
import { searchProjects } from "./search-projects";
import { itSearchesCards } from "../../../test-support/web/card-search-cases";

describe("searchProjects", () => {
  itSearchesCards(sampleProjects, searchProjects);

  it("matches technologies and developer names", () => {
    const first = sampleProjects[0]!;
    const byDeveloper = searchProjects(sampleProjects, first.developers[0]!);
    expect(byDeveloper.map((p) => p.id)).toContain(first.id);
    const technology = first.technologies[0]!;
    const withTechnology = sampleProjects.filter((p) => p.technologies.includes(technology));
    expect(searchProjects(sampleProjects, technology)).toEqual(
      expect.arrayContaining(withTechnology),
    );
  });
});
