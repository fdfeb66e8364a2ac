import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function TestimonialsPage() {
  return (
    <>
      <PageHero
        path="/testimonials"
        eyebrow="Client voices"
        subtitle="What clients say about working with us."
      />
      <ComingSoon title="Reviews open soon">
        <p>
          Reading and writing reviews is not available yet. No reviews are shown until real ones can
          be collected.
        </p>
      </ComingSoon>
    </>
  );
}
