import type { Job } from "#content/jobs";

export const filterFields = [
  { key: "department", label: "Department", allLabel: "All departments" },
  { key: "location", label: "Location", allLabel: "All locations" },
  { key: "type", label: "Job Type", allLabel: "All job types" },
  { key: "experience", label: "Experience Level", allLabel: "All experience levels" },
] as const satisfies readonly { key: keyof Job; label: string; allLabel: string }[];

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

export function hasActiveFilters(filters: JobFilters): boolean {
  return filterFields.some(({ key }) => Boolean(filters[key]));
}

/** A mailto: address with an encoded subject, e.g. for 'Apply Now' with the job title. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
