import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./ui";

/** One page of a list as a console route answers it; a list that is never paged has no `hasMore`. */
export interface ListPage<T> {
  items: T[];
  hasMore?: boolean;
}

export interface PagedList<T> {
  /** What is shown so far: null until the first page arrives. */
  items: T[] | null;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** Fetches the next page and adds it below. */
  showMore: () => void;
  /** Fetches the list again from its first page, after a change to it. */
  refresh: () => void;
}

/** The fetch the list wants done; a new object is a new fetch, even for the same page. */
interface Wanted<T> {
  fetchPage: (page: number) => Promise<ListPage<T>>;
  page: number;
}

/**
 * A list the console fetches page by page (page 1 first). It starts over whenever `fetchPage`
 * changes, so a page passes a function that changes with its filters (`useCallback`), or one
 * defined outside the component for a list that has none.
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<ListPage<T>>): PagedList<T> {
  const [wanted, setWanted] = useState<Wanted<T>>({ fetchPage, page: 1 });
  // New filters: start over from page 1, in this render rather than after it.
  if (wanted.fetchPage !== fetchPage) setWanted({ fetchPage, page: 1 });
  const [shown, setShown] = useState<{
    answered: Wanted<T> | null;
    items: T[] | null;
    page: number;
    hasMore: boolean;
    error: string | null;
  }>({ answered: null, items: null, page: 0, hasMore: false, error: null });

  useEffect(() => {
    // Only the latest fetch's answer lands: not a slow one for the old filters, nor one arriving
    // after the page closed.
    let current = true;
    wanted.fetchPage(wanted.page).then(
      (answer) =>
        current &&
        setShown((before) => ({
          answered: wanted,
          items: wanted.page === 1 ? answer.items : [...(before.items ?? []), ...answer.items],
          page: wanted.page,
          hasMore: answer.hasMore ?? false,
          error: null,
        })),
      (failure: unknown) =>
        current &&
        setShown((before) => ({ ...before, answered: wanted, error: (failure as Error).message })),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const loading = shown.answered !== wanted;
  return {
    items: shown.items,
    hasMore: shown.hasMore,
    loading,
    error: loading ? null : shown.error,
    showMore: () => setWanted({ fetchPage, page: shown.page + 1 }),
    refresh: () => setWanted({ fetchPage, page: 1 }),
  };
}

/** The button under a paged list; it waits, announced, while the next page is on its way. */
export function ShowMore({ list }: { list: PagedList<unknown> }) {
  if (!list.hasMore) return null;
  return (
    <Button
      variant="quiet"
      disabled={list.loading}
      aria-busy={list.loading}
      onClick={list.showMore}
    >
      {list.loading ? "Loading…" : "Show more"}
    </Button>
  );
}

/** A list's body: a wait while its first page comes, a line when it is empty, else the items. */
export function ListBody<T>({
  list,
  empty,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.items === null) {
    return list.loading ? (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    ) : null;
  }
  if (list.items.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return children(list.items);
}
