import type { ReactNode } from "react";
import { StarRating } from "@/components/ui/star-rating";
import type { ReviewStats } from "#contract/reviews";
import { formatCount } from "@/lib/format-count";
import { starCount } from "#contract/reviews-rules";

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Bar width as a share of all reviews; the divisor is at least 1, so no count divides by zero. */
export function distributionShare(count: number, total: number): number {
  return count / Math.max(total, 1);
}

/**
 * The reviews' card: once there are reviews, their average, count and distribution; before the
 * first (or while the figures load), an invitation to write one instead of a row of zeros.
 * `action` (the write button and its form) keeps its place in both, so it stays open across a
 * change.
 */
export function RatingSummary({ stats, action }: { stats: ReviewStats | null; action: ReactNode }) {
  const hasReviews = stats !== null && stats.total_reviews > 0;
  return (
    <section
      aria-labelledby="rating-summary-heading"
      className="rounded-lg border border-border bg-surface p-6 shadow-card"
    >
      <h2 id="rating-summary-heading" className="text-lg font-bold">
        {hasReviews ? "Rating summary" : "Worked with us?"}
      </h2>
      {hasReviews ? (
        <RatingFigures stats={stats} />
      ) : (
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Tell other visitors how it went: a rating and a few lines are enough.
        </p>
      )}
      <div className="mt-6">{action}</div>
    </section>
  );
}

function RatingFigures({ stats }: { stats: ReviewStats }) {
  const total = stats.total_reviews;
  const averageText = stats.average_rating.toFixed(1);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="font-display text-display font-bold leading-none" aria-hidden>
          {averageText}
        </p>
        <div className="pb-1">
          <StarRating
            value={Math.round(stats.average_rating)}
            label={`Average rating ${averageText} out of 5`}
            starClassName="size-5"
          />
          <p className="mt-1 text-sm text-muted-foreground">
            {total === 1 ? "Based on 1 review" : `Based on ${formatCount(total)} reviews`}
          </p>
        </div>
      </div>
      <ul className="mt-6 space-y-2.5" aria-label="Rating distribution">
        {RATINGS.map((rating) => {
          const count = stats.rating_distribution[rating] ?? 0;
          return (
            <li key={rating} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-muted-foreground" aria-hidden>
                {starCount(rating)}
              </span>
              <span className="sr-only">{`${starCount(rating)}: ${count}`}</span>
              <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-pill bg-muted">
                <span
                  data-testid={`distribution-${rating}`}
                  className="block h-full rounded-pill bg-signal"
                  style={{ width: `${distributionShare(count, total) * 100}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums" aria-hidden>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
