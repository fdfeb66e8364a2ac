import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function ProjectsPage() {
  return (
    <>
      <PageHero
        path="/projects"
        eyebrow="Selected work"
        subtitle="Twelve pieces from our studio, from Python tooling to interior renders."
      />
      <ComingSoon title="The portfolio is being prepared">
        <p>
          Our twelve portfolio pieces are being photographed and written up. Ask us for case studies
          in the meantime.
        </p>
      </ComingSoon>
    </>
  );
}
