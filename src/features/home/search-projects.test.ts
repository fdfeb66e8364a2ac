import { describe, expect, it } from "vitest";
import { sampleProjects } from "#content/projects";
import { searchProjects } from "./search-projects";

describe("searchProjects", () => {
  it("returns every project for an empty or blank query", () => {
    expect(searchProjects(sampleProjects, "")).toHaveLength(sampleProjects.length);
    expect(searchProjects(sampleProjects, "   ")).toHaveLength(sampleProjects.length);
  });

  it("matches titles case-insensitively", () => {
    const first = sampleProjects[0]!;
    expect(searchProjects(sampleProjects, first.title.toUpperCase()).map((p) => p.id)).toEqual([
      first.id,
    ]);
  });

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

  it("treats the query literally, not as a pattern", () => {
    expect(searchProjects(sampleProjects, ".*")).toEqual([]);
  });
});
