import { Suspense, useState } from "react";
import { PageHero } from "@/components/layout/page-hero";
import { deferred, useAfter } from "@/lib/deferred";
import { CaseStudies } from "./case-studies";
import { NoticeToast } from "./notice-toast";
import { createTestimonialsStore, TestimonialsStoreContext } from "./store";

const ReviewsSection = deferred(() => import("./reviews-section")).component(
  (module) => module.ReviewsSection,
);

/** Holds the reviews' place, so nothing below them moves into view meanwhile. */
function ReviewsPlaceholder() {
  return <div className="min-h-svh" />;
}

export function TestimonialsPage() {
  // One store per visit of the page, so coming back starts from fresh filters and data.
  const [store] = useState(createTestimonialsStore);
  const reviewsWanted = useAfter("paint");

  return (
    <TestimonialsStoreContext value={store}>
      <PageHero eyebrow="Client voices" subtitle="What clients say about working with us." />
      {/* The hero paints first; the reviews, their controls and their form follow. */}
      {reviewsWanted ? (
        <Suspense fallback={<ReviewsPlaceholder />}>
          <ReviewsSection />
        </Suspense>
      ) : (
        <ReviewsPlaceholder />
      )}
      <div className="mx-auto max-w-content px-6 pb-section">
        <CaseStudies />
      </div>
      <NoticeToast />
    </TestimonialsStoreContext>
  );
}
