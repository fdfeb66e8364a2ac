import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { SocialLinks } from "@/components/layout/social-links";
import { buttonVariants } from "@/components/ui/button-variants";
import { contactInfo } from "#content/contact-info";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";
import { ContactMap } from "./contact-map";

/**
 * The form first (on phones it opens the page), the direct lines to its left at desktop widths,
 * the map as a wide band below them, and the call to action as a closing display line.
 */
export function ContactPage() {
  const { hero, cta } = contactInfo;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} subtitle={hero.subtitle} />

      <div className="mx-auto grid max-w-content gap-x-12 gap-y-16 px-6 pb-section pt-6 lg:grid-cols-12">
        <ContactForm className="lg:col-span-7 lg:col-start-6 lg:row-start-1" />
        <div className="space-y-12 lg:col-span-5 lg:col-start-1 lg:row-start-1">
          <ContactDetails />
          <section aria-labelledby="contact-follow-heading">
            <h2 id="contact-follow-heading" className="text-title font-bold">
              {contactInfo.followHeading}
            </h2>
            <SocialLinks className="mt-5" />
          </section>
        </div>
      </div>

      <ContactMap className="reveal mx-auto max-w-content px-6 pb-section" />

      <section
        aria-labelledby="contact-cta-heading"
        className="reveal border-t border-border bg-[radial-gradient(ellipse_at_bottom_left,rgb(var(--color-accent)/0.12),transparent_60%)]"
      >
        <div className="mx-auto grid max-w-content gap-x-12 gap-y-8 px-6 py-section lg:grid-cols-12 lg:items-end">
          <h2 id="contact-cta-heading" className="text-display font-bold lg:col-span-7">
            {cta.heading}
          </h2>
          <div className="max-w-measure lg:col-span-5">
            <p className="text-lead text-muted-foreground">{cta.text}</p>
            <Link
              to="/projectrequest"
              className={buttonVariants({ size: "lg", className: "mt-8" })}
            >
              {cta.linkLabel}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
