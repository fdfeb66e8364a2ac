import { LogoMark } from "@/components/layout/logo";
import { MorePagesCards } from "@/components/layout/more-pages";
import { usePageTitle } from "@/components/layout/page-title";
import { SocialLinks } from "@/components/layout/social-links";
import { about } from "#content/about";
import { site } from "#content/site";
import { Eyebrow } from "@/components/ui/eyebrow";

export function AboutPage() {
  const title = usePageTitle();
  return (
    <>
      {/* An editorial page: its title is a plain label, so the statement beside it is set large. */}
      <section className="mx-auto max-w-content px-6 pb-12 pt-14 md:pb-16 md:pt-24">
        <Eyebrow>{site.name}</Eyebrow>
        <h1 className="mt-3 text-title font-bold text-signal">{title}</h1>
        <p className="snow-shelter mt-6 max-w-[24ch] text-balance font-display text-heading font-semibold md:text-[clamp(2.5rem,1.4rem+3vw,4.25rem)]">
          {site.tagline}
        </p>
      </section>
      <section
        aria-labelledby="about-mission"
        className="reveal mx-auto grid max-w-content gap-12 px-6 pb-16 md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] md:pb-24"
      >
        <div className="flex flex-col items-start gap-6 rounded-lg border border-border bg-surface p-8 shadow-card md:self-start">
          <LogoMark className="size-20" />
          <div>
            <p className="font-display text-2xl font-bold">{site.name}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {site.address.city}, {site.address.country}
            </p>
          </div>
          <div>
            <p className="mb-3 text-sm font-semibold">Follow our work</p>
            <SocialLinks only={about.socials} />
          </div>
        </div>
        <div>
          <Eyebrow>{about.eyebrow}</Eyebrow>
          <h2 id="about-mission" className="mt-3 text-3xl font-bold leading-tight md:text-4xl">
            {about.heading}
          </h2>
          <div className="snow-shelter mt-8 max-w-measure space-y-5 text-lead text-muted-foreground">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <MorePagesCards className="mt-10 max-w-measure" />
        </div>
      </section>
    </>
  );
}
