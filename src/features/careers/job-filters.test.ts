import { describe, expect, it } from "vitest";
import { jobs } from "#content/jobs";
import { filterJobs, filterOptions, hasActiveFilters, mailtoHref } from "./job-filters";

describe("filterOptions", () => {
  it("offers exactly the distinct values used by the openings, sorted", () => {
    expect(filterOptions(jobs)).toEqual({
      department: ["Data", "Design", "Engineering", "Marketing"],
      location: ["Bangalore", "Remote"],
      type: ["Contract", "Full-time", "Part-time"],
      experience: ["Entry-level", "Mid-level", "Senior"],
    });
  });

  it("leaves out values no opening uses", () => {
    const engineering = jobs.filter((job) => job.department === "Engineering");
    expect(filterOptions(engineering).department).toEqual(["Engineering"]);
    expect(filterOptions(engineering).experience).toEqual(["Senior"]);
  });
});

describe("filterJobs", () => {
  it("returns every opening without filters", () => {
    expect(filterJobs(jobs, {})).toHaveLength(jobs.length);
  });

  it("matches each single filter exactly", () => {
    const options = filterOptions(jobs);
    for (const key of ["department", "location", "type", "experience"] as const) {
      for (const value of options[key]) {
        const result = filterJobs(jobs, { [key]: value });
        expect(result.length).toBeGreaterThan(0);
        expect(result.every((job) => job[key] === value)).toBe(true);
        expect(result).toHaveLength(jobs.filter((job) => job[key] === value).length);
      }
    }
  });

  it("combines filters with AND", () => {
    expect(filterJobs(jobs, { department: "Design", location: "Remote" }).map((j) => j.id)).toEqual(
      ["product-designer"],
    );
    expect(filterJobs(jobs, { location: "Bangalore", type: "Full-time" }).map((j) => j.id)).toEqual(
      ["senior-full-stack-engineer", "associate-machine-learning-engineer"],
    );
  });

  it("returns nothing when no opening matches every filter", () => {
    expect(filterJobs(jobs, { department: "Marketing", experience: "Senior" })).toEqual([]);
  });

  it("does not match partial values", () => {
    expect(filterJobs(jobs, { department: "Engineer" })).toEqual([]);
  });
});

describe("hasActiveFilters", () => {
  it("is true only when some filter has a value", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ location: undefined })).toBe(false);
    expect(hasActiveFilters({ location: "Remote" })).toBe(true);
  });
});

describe("mailtoHref", () => {
  it("encodes the subject", () => {
    expect(mailtoHref("careers@example.in", "Product Designer (UI/UX)")).toBe(
      "mailto:careers@example.in?subject=Product%20Designer%20(UI%2FUX)",
    );
  });
});
