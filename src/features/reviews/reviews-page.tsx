import { useState } from "react";
import { AfterFirstPaint } from "@/components/layout/after-first-paint";
import { PageHero } from "@/components/layout/page-hero";
import { deferred } from "@/lib/deferred";
import { CaseStudies, CaseStudiesCta } from "./case-studies";
import { NoticeToast } from "./notice-toast";
import { createReviewsStore, ReviewsStoreContext } from "./store";

const ReviewsSection = deferred(() => import("./reviews-section")).component(
  (module) => module.ReviewsSection,
);

export function ReviewsPage() {
  // One store per visit of the page, so coming back starts from fresh filters and data.
  const [store] = useState(createReviewsStore);

  return (
    <ReviewsStoreContext value={store}>
      <PageHero eyebrow="Client voices" subtitle="What clients say about working with us." />
      <div className="mx-auto max-w-content px-6 pt-6">
        <CaseStudies />
      </div>
      {/* The hero and the results paint first; the reviews, their controls and form follow. */}
      <AfterFirstPaint>
        <ReviewsSection />
      </AfterFirstPaint>
      <div className="mx-auto max-w-content px-6 pb-section">
        <CaseStudiesCta />
      </div>
      <NoticeToast />
    </ReviewsStoreContext>
  );
}
