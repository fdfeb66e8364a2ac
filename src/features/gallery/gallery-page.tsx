import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function GalleryPage() {
  return (
    <>
      <PageHero
        path="/gallery"
        eyebrow="Our services"
        subtitle="Images from our design, 3D and AI work."
      />
      <ComingSoon title="The gallery is being prepared">
        <p>The gallery of our services is being put together.</p>
      </ComingSoon>
    </>
  );
}
