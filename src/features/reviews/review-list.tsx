import { LoaderCircle } from "lucide-react";
import { useDeferredValue } from "react";
import { Button } from "@/components/ui/button";
import { REVIEW_SEARCH_TOTAL_CAP, REVIEW_MESSAGES } from "#contract/reviews-rules";
import { formatCount } from "@/lib/format-count";
import { ReviewCard } from "./review-card";
import { useReviews } from "./store";

function statusText(loading: boolean, shown: number, total: number, searching: boolean): string {
  if (loading) return "Loading reviews…";
  if (total === 0) return "";
  if (total === 1) return "Showing 1 review";
  // Searches stop counting at the cap, so a total equal to it means "at least this many".
  const of =
    searching && total >= REVIEW_SEARCH_TOTAL_CAP ? `${formatCount(total)}+` : formatCount(total);
  return `Showing ${formatCount(shown)} of ${of} reviews`;
}

export function ReviewList() {
  // The store updates synchronously; rendering a page of cards is deferred, so React does it in
  // small slices and the page stays responsive while the cards appear.
  const reviews = useReviews((state) => state.reviews);
  const shownReviews = useDeferredValue(reviews);
  const status = useReviews((state) => state.status);
  const appending = useReviews((state) => state.appending);
  const hasMore = useReviews((state) => state.hasMore);
  const total = useReviews((state) => state.total);
  const searching = useReviews((state) => Boolean(state.filters.search));
  const filtered = useReviews((state) => Boolean(state.filters.search || state.filters.rating));
  const loadMore = useReviews((state) => state.loadMore);
  const loading = status === "loading";
  const replacing = loading && !appending;

  return (
    <div>
      <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
        {loading && <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />}
        {statusText(loading, reviews.length, total, searching)}
      </p>

      <div aria-busy={loading} className={replacing && reviews.length > 0 ? "opacity-60" : ""}>
        {status === "ready" && reviews.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            {filtered ? REVIEW_MESSAGES.noMatches : REVIEW_MESSAGES.empty}
          </p>
        ) : (
          <ul className="mt-4 space-y-5" aria-label="Reviews">
            {shownReviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            aria-disabled={loading || undefined}
            onClick={loadMore}
          >
            {loading && appending && (
              <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
            )}
            {REVIEW_MESSAGES.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
