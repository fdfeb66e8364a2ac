import { useEffect } from "react";
import { RatingSummary } from "./rating-summary";
import { ReviewControls } from "./review-controls";
import { ReviewFormDialog } from "./review-form-dialog";
import { ReviewList } from "./review-list";
import { useReviews } from "./store";

export function ReviewsSection() {
  const stats = useReviews((state) => state.stats);
  const refresh = useReviews((state) => state.refresh);
  const cancel = useReviews((state) => state.cancel);

  useEffect(() => {
    refresh();
    return cancel;
  }, [refresh, cancel]);

  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto grid max-w-content gap-10 px-6 pb-section pt-16 lg:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <h2 id="reviews-heading" className="sr-only">
        Reviews
      </h2>
      <div className="lg:sticky lg:top-8 lg:self-start">
        <RatingSummary stats={stats} action={<ReviewFormDialog />} />
      </div>
      <div className="min-w-0">
        <ReviewControls />
        <div className="mt-6">
          <ReviewList />
        </div>
      </div>
    </section>
  );
}
