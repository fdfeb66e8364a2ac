import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { SocialLinks } from "@/components/layout/social-links";
import { buttonVariants } from "@/components/ui/button-variants";
import { contactInfo } from "#content/contact-info";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import { ContactMap } from "./contact-map";

export function ContactPage() {
  const { hero, cta } = contactInfo;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} subtitle={hero.subtitle} />

      <div className="mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ContactDetails />
        <ContactMap />
      </div>

      <ContactForm className="mx-auto max-w-content px-6 pb-16" />

      <section
        aria-labelledby="contact-cta-heading"
        className="reveal mx-auto max-w-content px-6 pb-16"
      >
        <div className="relative overflow-hidden rounded-lg border border-border bg-surface p-8 shadow-card md:p-12">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgb(var(--color-accent)/0.14),transparent_60%)]"
          />
          <div className="relative flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="contact-cta-heading" className="text-2xl font-bold md:text-3xl">
                {cta.heading}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{cta.text}</p>
            </div>
            <Link to="/projectrequest" className={buttonVariants({ size: "lg" })}>
              {cta.linkLabel}
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="contact-follow-heading"
        className="reveal mx-auto max-w-content px-6 pb-20"
      >
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="contact-follow-heading" className="text-xl font-bold">
            {contactInfo.followHeading}
          </h2>
          <SocialLinks />
        </div>
      </section>
    </>
  );
}
