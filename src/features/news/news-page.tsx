import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function NewsPage() {
  return (
    <>
      <PageHero
        path="/news"
        eyebrow="From the studio"
        subtitle="Notes on AI, 3D, design and engineering from our team."
      />
      <ComingSoon title="Articles are being prepared">
        <p>Our first articles are being edited.</p>
      </ComingSoon>
    </>
  );
}
