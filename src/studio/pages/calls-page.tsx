import { Link } from "react-router-dom";
import type { CallSummary } from "#contract/studio-calls";
import { callsApi } from "../calls-api";
import { ListBody, ShowMore, usePagedList } from "../paged-list";
import { ErrorNote, formatTime, PageTitle } from "../ui";

/** "3 min 05 s", "42 s"; a dash while the call has not ended. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes === 0 ? `${rest} s` : `${minutes} min ${String(rest).padStart(2, "0")} s`;
}

/** "Phone call (demo)", "Browser call". */
export function channelLabel(call: CallSummary): string {
  const channel = call.channel === "browser" ? "Browser call" : "Phone call";
  return call.demo ? `${channel} (demo)` : channel;
}

function CallRow({ call }: { call: CallSummary }) {
  return (
    <li>
      <Link
        to={`/calls/${call.id}`}
        className="flex min-h-tap flex-col gap-1 rounded border border-border bg-surface px-4 py-3 hover:bg-surface-raised focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="text-xs uppercase tracking-wide text-muted-foreground sm:w-40 sm:shrink-0">
          {channelLabel(call)}
        </span>
        <span className="min-w-0 flex-1 truncate">{call.instruction}</span>
        <span className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{call.status}</span>
          <span>{call.number ?? "no number"}</span>
          <span>{formatDuration(call.durationSeconds)}</span>
          <time dateTime={call.createdAt}>{formatTime(call.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

const callsPage = (page: number) =>
  callsApi.calls(page).then((answer) => ({ items: answer.calls, hasMore: answer.hasMore }));

/** Every call the dialer placed, newest first. */
export function CallsPage() {
  const calls = usePagedList(callsPage);

  return (
    <div className="space-y-6">
      <PageTitle>Calls</PageTitle>
      <p className="text-sm text-muted-foreground">
        Numbers are shown masked. Numbers whose owners want no calls are on the{" "}
        <Link to="/do-not-call" className="text-accent underline">
          do-not-call list
        </Link>
        .
      </p>
      <ErrorNote message={calls.error} />
      <ListBody list={calls} empty="No calls yet.">
        {(items) => (
          <ul className="space-y-2" aria-label="Calls">
            {items.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </ul>
        )}
      </ListBody>
      <ShowMore list={calls} />
    </div>
  );
}
