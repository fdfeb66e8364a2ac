import { LogoMark } from "@/components/layout/logo";
import { PageHero } from "@/components/layout/page-hero";
import { Eyebrow } from "@/components/ui/eyebrow";
import { Picture } from "@/components/ui/picture";
import { leadershipSpotlight } from "#content/leadership";
import { arrivalImage } from "./arrival-image";

/**
 * A portrait feature: the portrait large beside the name in display type; then the founder's
 * words as a letter, the first paragraph set large.
 */
export function LeadershipPage() {
  const { greeting, name, role, paragraphs } = leadershipSpotlight;
  const [opening, closing] = paragraphs;
  return (
    <>
      <PageHero
        eyebrow={leadershipSpotlight.hero.eyebrow}
        subtitle={leadershipSpotlight.hero.subtitle}
      />
      <article
        aria-labelledby="leader-name"
        className="mx-auto max-w-content overflow-x-clip px-6 pb-section"
      >
        <header className="grid items-end gap-x-12 gap-y-10 lg:grid-cols-12">
          <div className="relative lg:col-span-6">
            <div
              aria-hidden
              className="absolute -inset-8 rounded-full bg-[radial-gradient(circle,rgb(var(--color-signal)/0.2),transparent_65%)]"
            />
            <Picture
              image={arrivalImage.image}
              sizes={arrivalImage.sizes}
              priority
              className="relative aspect-square w-full max-w-portrait rounded-lg border border-border object-cover shadow-card"
            />
            <LogoMark className="absolute -bottom-6 right-4 size-20 drop-shadow-xl lg:right-0" />
          </div>
          <div className="lg:col-span-6 lg:pb-4">
            <p className="snow-shelter text-lead text-muted-foreground">{greeting}</p>
            <h2 id="leader-name" className="mt-3 text-heading font-bold">
              {name}
            </h2>
            <Eyebrow className="mt-5">{role}</Eyebrow>
          </div>
        </header>

        {/* The letter: its opening as a large type moment, the rest offset on the measure. */}
        <div className="reveal mt-section grid gap-x-12 gap-y-8 border-t border-border pt-block lg:grid-cols-12">
          <p className="snow-shelter text-title text-foreground lg:col-span-9">{opening}</p>
          <p className="snow-shelter max-w-measure text-lead text-muted-foreground lg:col-span-7 lg:col-start-6">
            {closing}
          </p>
        </div>
      </article>
    </>
  );
}
