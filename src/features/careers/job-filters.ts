import type { Job } from "@/content/jobs";

export const filterFields = [
  { key: "department", label: "Department" },
  { key: "location", label: "Location" },
  { key: "type", label: "Job Type" },
  { key: "experience", label: "Experience Level" },
] as const satisfies readonly { key: keyof Job; label: string }[];

export type FilterKey = (typeof filterFields)[number]["key"];
export type JobFilters = Partial<Record<FilterKey, string>>;

/** The options of each filter: the distinct values the openings actually use, sorted. */
export function filterOptions(jobs: readonly Job[]): Record<FilterKey, string[]> {
  const options = {} as Record<FilterKey, string[]>;
  for (const { key } of filterFields) {
    options[key] = [...new Set(jobs.map((job) => job[key]))].sort();
  }
  return options;
}

/** Jobs matching every selected filter exactly; an unselected filter matches all. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return jobs.filter((job) =>
    filterFields.every(({ key }) => !filters[key] || job[key] === filters[key]),
  );
}
