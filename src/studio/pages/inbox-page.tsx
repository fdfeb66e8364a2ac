import { useCallback, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { InboxItem } from "#contract/studio";
import {
  INBOX_KINDS,
  INBOX_KIND_LABELS,
  ITEM_STATES,
  ITEM_STATE_LABELS,
} from "#contract/studio-rules";
import { cn } from "@/lib/class-names";
import { studioApi } from "../api";
import { ListBody, ShowMore, usePagedList } from "../paged-list";
import { Button, ErrorNote, fieldClass, formatTime, PageTitle } from "../ui";

function StateBadge({ item }: { item: InboxItem }) {
  return (
    <span
      className={cn(
        "rounded-pill px-2 py-0.5 text-xs font-semibold",
        item.state === "new" && "bg-signal text-signal-foreground",
        item.state === "in-progress" && "bg-muted text-foreground",
        item.state === "done" && "border border-success/60 text-success",
      )}
    >
      {ITEM_STATE_LABELS[item.state]}
    </span>
  );
}

function ItemRow({ item }: { item: InboxItem }) {
  return (
    <li>
      <Link
        to={`/items/${item.kind}/${item.id}`}
        className="flex min-h-tap flex-col gap-1 rounded border border-border bg-surface px-4 py-3 hover:bg-surface-raised focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="flex items-center gap-2 sm:w-44 sm:shrink-0">
          {item.unread ? (
            <span className="size-2 rounded-pill bg-accent" aria-label="Unread" role="img" />
          ) : null}
          <span className="text-xs uppercase tracking-wide text-muted-foreground">
            {INBOX_KIND_LABELS[item.kind]}
          </span>
        </span>
        <span className={cn("min-w-0 flex-1 truncate", item.unread && "font-semibold")}>
          {item.title}
          <span className="text-muted-foreground"> · {item.who}</span>
        </span>
        <span className="flex items-center gap-3 text-sm text-muted-foreground">
          <StateBadge item={item} />
          {item.handledBy ? <span>{item.handledBy}</span> : null}
          <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        </span>
      </Link>
    </li>
  );
}

/** Everything visitors sent that needs the staff, newest first. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const state = params.get("state") ?? "";
  const q = params.get("q") ?? "";
  const [search, setSearch] = useState(q);
  const items = usePagedList(
    useCallback((page: number) => studioApi.inbox({ kind, state, q, page }), [kind, state, q]),
  );

  const filter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    filter("q", search.trim());
  };

  return (
    <div className="space-y-6">
      <PageTitle>Inbox</PageTitle>
      <form
        role="search"
        onSubmit={submitSearch}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      >
        <label className="grid gap-1 text-sm">
          Kind
          <select
            className={fieldClass}
            value={kind}
            onChange={(e) => filter("kind", e.target.value)}
          >
            <option value="">Everything</option>
            {INBOX_KINDS.map((option) => (
              <option key={option} value={option}>
                {INBOX_KIND_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          State
          <select
            className={fieldClass}
            value={state}
            onChange={(e) => filter("state", e.target.value)}
          >
            <option value="">Any state</option>
            {ITEM_STATES.map((option) => (
              <option key={option} value={option}>
                {ITEM_STATE_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          Search titles and names
          <input
            type="search"
            className={fieldClass}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <Button type="submit" variant="quiet">
          Search
        </Button>
      </form>
      <ErrorNote message={items.error} />
      <ListBody list={items} empty="Nothing here.">
        {(shown) => (
          <ul className="space-y-2" aria-label="Inbox items">
            {shown.map((item) => (
              <ItemRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </ListBody>
      <ShowMore list={items} />
    </div>
  );
}
