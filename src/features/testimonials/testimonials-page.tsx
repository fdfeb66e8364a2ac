import { useEffect, useState } from "react";
import { PageHero } from "@/components/layout/page-hero";
import { afterNextPaint } from "@/lib/after-next-paint";
import { CaseStudies } from "./case-studies";
import { NoticeToast } from "./notice-toast";
import { RatingSummary } from "./rating-summary";
import { ReviewControls } from "./review-controls";
import { ReviewFormDialog } from "./review-form-dialog";
import { ReviewList } from "./review-list";
import { createTestimonialsStore, TestimonialsStoreContext, useTestimonials } from "./store";

function ReviewsSection() {
  const stats = useTestimonials((state) => state.stats);
  const refresh = useTestimonials((state) => state.refresh);
  const cancel = useTestimonials((state) => state.cancel);

  useEffect(() => {
    // The page paints first; the reviews and their code follow.
    const cancelStart = afterNextPaint(refresh);
    return () => {
      cancelStart();
      cancel();
    };
  }, [refresh, cancel]);

  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[20rem_minmax(0,1fr)]"
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

export function TestimonialsPage() {
  // One store per visit of the page, so coming back starts from fresh filters and data.
  const [store] = useState(createTestimonialsStore);

  return (
    <TestimonialsStoreContext value={store}>
      <PageHero
        path="/testimonials"
        eyebrow="Client voices"
        subtitle="What clients say about working with us."
      />
      <ReviewsSection />
      <div className="mx-auto max-w-content px-6 pb-20">
        <CaseStudies />
      </div>
      <NoticeToast />
    </TestimonialsStoreContext>
  );
}
