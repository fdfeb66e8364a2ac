import { Suspense } from "react";
import { deferred } from "@/lib/deferred";
import type { JobFilterControlsProps } from "./job-filter-controls";

export const jobFilterControls = deferred(() => import("./job-filter-controls"));
const JobFilterControls = jobFilterControls.component((module) => module.JobFilterControls);

type JobFilterPanelProps = JobFilterControlsProps & { id: string; hidden: boolean };

export function JobFilterPanel({ id, hidden, ...controls }: JobFilterPanelProps) {
  return (
    <div
      id={id}
      hidden={hidden}
      role="group"
      aria-label="Job filters"
      className="mt-6 rounded-lg border border-border bg-surface p-6"
    >
      {/* The controls render only when the panel opens: the page's first paint does not wait for them. */}
      {!hidden && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading filters...</p>}>
          <JobFilterControls {...controls} />
        </Suspense>
      )}
    </div>
  );
}
