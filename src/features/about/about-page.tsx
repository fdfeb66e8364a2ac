import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function AboutPage() {
  return (
    <>
      <PageHero
        path="/about"
        eyebrow="Who we are"
        subtitle="A small studio of engineers, designers and artists in Bangalore."
      />
      <ComingSoon title="Our story is being written">
        <p>The full story of the studio is being prepared.</p>
      </ComingSoon>
    </>
  );
}
