import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function LeadershipPage() {
  return (
    <>
      <PageHero
        path="/leadershipSpotlight"
        eyebrow="Leadership"
        subtitle="The people who set the standard for how we work."
      />
      <ComingSoon title="The leadership profile is being written">
        <p>Our founder's profile is being prepared.</p>
      </ComingSoon>
    </>
  );
}
