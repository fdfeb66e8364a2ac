import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function AiFactoryPage() {
  return (
    <>
      <PageHero
        path="/ai-factory"
        eyebrow="AI services"
        subtitle="Practical AI: image generation, voice agents, analytics and custom models."
      />
      <ComingSoon title="The AI service catalogue is being prepared">
        <p>
          The overview of our AI services is on its way. Tell us what you want to automate and we
          will suggest an approach.
        </p>
      </ComingSoon>
    </>
  );
}
