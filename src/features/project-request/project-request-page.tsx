import { ComingSoon } from "@/components/layout/coming-soon";
import { PageHero } from "@/components/layout/page-hero";

export function ProjectRequestPage() {
  return (
    <>
      <PageHero
        path="/projectrequest"
        eyebrow="Start a project"
        subtitle="Submit Your Project Details: our team will contact you within 24 hours."
      />
      <ComingSoon title="Online project requests open soon">
        <p>
          The project request form is not online yet, so nothing can be submitted here today. Write
          to us through the contact details below and we will reply within 24 hours.
        </p>
      </ComingSoon>
    </>
  );
}
