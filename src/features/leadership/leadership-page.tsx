import { LogoMark } from "@/components/layout/logo";
import { PageHero } from "@/components/layout/page-hero";
import { Picture } from "@/components/ui/picture";
import { leadershipSpotlight } from "#content/leadership";
import { arrivalImage } from "./arrival-image";
import { Eyebrow } from "@/components/ui/eyebrow";

export function LeadershipPage() {
  const { greeting, name, role, paragraphs } = leadershipSpotlight;
  return (
    <>
      <PageHero
        eyebrow={leadershipSpotlight.hero.eyebrow}
        subtitle={leadershipSpotlight.hero.subtitle}
      />
      <section
        aria-labelledby="leader-name"
        className="reveal mx-auto grid max-w-content items-center gap-12 px-6 py-16 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:py-24"
      >
        <div className="relative mx-auto w-full max-w-sm">
          <div
            aria-hidden
            className="absolute -inset-6 rounded-full bg-[radial-gradient(circle,rgb(var(--color-accent)/0.18),transparent_65%)]"
          />
          <Picture
            image={arrivalImage.image}
            sizes={arrivalImage.sizes}
            priority
            className="relative aspect-square w-full rounded-lg border border-border object-cover shadow-card"
          />
          <LogoMark className="absolute -bottom-5 -right-3 size-16 md:-right-5 drop-shadow-xl" />
        </div>
        <div>
          <p className="text-lg text-muted-foreground">{greeting}</p>
          <h2 id="leader-name" className="mt-2 text-4xl font-bold md:text-5xl">
            {name}
          </h2>
          <Eyebrow className="mt-3">{role}</Eyebrow>
          <div className="mt-8 max-w-measure space-y-5 text-lead text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
