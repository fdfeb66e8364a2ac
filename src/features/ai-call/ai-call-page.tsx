import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function AiCallPage() {
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        subtitle="An AI voice agent that places a phone call and shows the live transcript."
      />
      <ComingSoon title="The AI call dialer is not available yet">
        <p>
          Placing AI phone calls from this site is not available yet. No call can be started from
          this page.
        </p>
      </ComingSoon>
    </>
  );
}
