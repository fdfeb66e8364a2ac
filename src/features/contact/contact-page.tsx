import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function ContactPage() {
  return (
    <>
      <PageHero
        path="/contact"
        eyebrow="Get In Touch"
        subtitle="Tell us about your idea, your deadline or your problem."
      />
      <ComingSoon title="The contact form opens soon">
        <p>
          Messages cannot be sent from this page yet. Until then, call or write to us using the
          details in the footer.
        </p>
      </ComingSoon>
    </>
  );
}
