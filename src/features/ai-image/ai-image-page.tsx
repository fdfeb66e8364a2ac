import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function AiImagePage() {
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        subtitle="Turn a written prompt into an image with Stable Diffusion models."
      />
      <ComingSoon title="The AI image generator is not available yet">
        <p>
          Generating images from this site is not available yet. No image can be created from this
          page.
        </p>
      </ComingSoon>
    </>
  );
}
