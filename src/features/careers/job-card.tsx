import { Briefcase, CalendarDays, Clock, MapPin } from "lucide-react";
import { badgeVariants } from "@/components/ui/badge-variants";
import { buttonVariants } from "@/components/ui/button-variants";
import type { Job } from "#content/jobs";
import { site } from "#content/site";
import { formatDate } from "@/lib/format-date";
import { mailtoHref } from "./job-filters";

export function JobCard({ job }: { job: Job }) {
  const facts = [
    { icon: Briefcase, label: "Department", value: job.department },
    { icon: MapPin, label: "Location", value: job.location },
    { icon: Clock, label: "Job type", value: job.type },
  ];
  return (
    <article
      aria-labelledby={`job-${job.id}`}
      className="flex h-full flex-col rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      {/* The level keeps its corner whatever the title's length: the title wraps beside it. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-4">
        <h3 id={`job-${job.id}`} className="text-xl font-bold leading-snug md:text-2xl">
          {job.title}
        </h3>
        <p className={`${badgeVariants()} mt-1 whitespace-nowrap`}>
          <span className="sr-only">Experience level: </span>
          {job.experience}
        </p>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="sr-only">{label}</dt>
            <dd className="flex items-center gap-1.5">
              <Icon aria-hidden className="size-4 text-signal" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 leading-relaxed text-muted-foreground">{job.description}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.16em]">Requirements</h4>
      <ul className="mt-3 flex-1 space-y-2 text-sm leading-relaxed text-muted-foreground">
        {job.requirements.map((requirement) => (
          <li key={requirement} className="flex gap-3">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-signal" />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-border pt-5">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4" />
          <span>
            Posted <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
          </span>
        </p>
        <a
          href={mailtoHref(site.careersEmail, job.title)}
          className={buttonVariants({ size: "sm" })}
        >
          Apply Now<span className="sr-only">: {job.title}</span>
        </a>
      </div>
    </article>
  );
}
