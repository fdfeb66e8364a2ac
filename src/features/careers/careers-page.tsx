import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function CareersPage() {
  return (
    <>
      <PageHero
        path="/career"
        eyebrow="Join us"
        subtitle="Open roles in engineering, design, data and marketing."
      />
      <ComingSoon title="Openings are being published">
        <p>Our job openings are being published.</p>
      </ComingSoon>
    </>
  );
}
