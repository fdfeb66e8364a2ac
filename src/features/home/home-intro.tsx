import { Button } from "@/components/ui/button";
import { homeIntro } from "#content/intro";
import { Eyebrow } from "@/components/ui/eyebrow";
import { useDisclosure } from "@/lib/use-disclosure";

export function HomeIntro() {
  const more = useDisclosure();
  return (
    <section
      aria-labelledby="intro-heading"
      className="mx-auto grid max-w-content gap-x-12 gap-y-8 px-6 py-section lg:grid-cols-12"
    >
      {/* A large type moment on the left, the reading text on a measure to its right. */}
      <div className="lg:col-span-7">
        <Eyebrow>{homeIntro.eyebrow}</Eyebrow>
        <h2 id="intro-heading" className="mt-4 text-heading font-bold">
          {homeIntro.heading}
        </h2>
      </div>
      <div className="max-w-measure lg:col-span-5 lg:pt-10">
        <p className="text-lead text-muted-foreground">{homeIntro.lead}</p>
        <p id={more.regionId} hidden={!more.open} className="mt-4 text-lead text-muted-foreground">
          {homeIntro.more}
        </p>
        <Button variant="secondary" className="mt-8" {...more.toggleProps}>
          {more.open ? homeIntro.toggle.hide : homeIntro.toggle.show}
        </Button>
      </div>
    </section>
  );
}
