import { Mail, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { PageHero } from "@/components/layout/page-hero";
import { SectionHeading } from "@/components/layout/section-heading";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { careersHero, jobs, resumeCallout } from "#content/jobs";
import { site } from "#content/site";
import { useDisclosure } from "@/lib/use-disclosure";
import { JobCard } from "./job-card";
import { JobFilterPanel, jobFilterControls } from "./job-filter-panel";
import {
  filterJobs,
  filterOptions,
  hasActiveFilters,
  mailtoHref,
  type JobFilters,
} from "./job-filters";

const options = filterOptions(jobs);

export function CareersPage() {
  const filterPanel = useDisclosure();
  const [filters, setFilters] = useState<JobFilters>({});
  const results = filterJobs(jobs, filters);
  const clearFilters = () => setFilters({});

  return (
    <>
      <PageHero eyebrow={careersHero.eyebrow} subtitle={careersHero.subtitle} />
      <section aria-labelledby="openings-heading" className="mx-auto max-w-content px-6 pb-16 pt-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="openings-heading" eyebrow="Open positions">
            Current Openings
          </SectionHeading>
          <Button
            variant="secondary"
            className="mb-8"
            {...filterPanel.toggleProps}
            // Pointing at or focusing the toggle starts fetching the filter controls.
            {...jobFilterControls.intentHandlers}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {filterPanel.open ? "Hide Filters" : "Show Filters"}
          </Button>
        </div>
        <JobFilterPanel
          id={filterPanel.regionId}
          hidden={!filterPanel.open}
          filters={filters}
          options={options}
          onChange={(key, value) => setFilters((current) => ({ ...current, [key]: value }))}
          onClear={clearFilters}
        />
        <p role="status" className="mt-6 text-sm text-muted-foreground">
          {hasActiveFilters(filters)
            ? `Showing ${results.length} of ${jobs.length} openings`
            : `${jobs.length} open positions`}
        </p>
        {results.length > 0 ? (
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {results.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-lg border border-dashed border-border p-10 text-center">
            <p className="text-lg">No jobs match your selected filters</p>
            <Button variant="secondary" size="sm" className="mt-5" onClick={clearFilters}>
              Clear all filters
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="resume-heading" className="reveal mx-auto max-w-content px-6 pb-20">
        <div className="relative overflow-hidden rounded-lg border border-border bg-surface p-8 shadow-card md:p-12">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(var(--color-accent)/0.12),transparent_60%)]"
          />
          <div className="relative max-w-2xl">
            <h2 id="resume-heading" className="text-2xl font-bold md:text-3xl">
              {resumeCallout.heading}
            </h2>
            <p className="mt-4 leading-relaxed text-muted-foreground">{resumeCallout.text}</p>
            <a
              href={mailtoHref(site.careersEmail, resumeCallout.subject)}
              className={buttonVariants({ className: "mt-6" })}
            >
              <Mail aria-hidden className="size-4" />
              {resumeCallout.linkLabel}
            </a>
            <p className="mt-3 text-sm text-muted-foreground">{site.careersEmail}</p>
          </div>
        </div>
      </section>
    </>
  );
}
