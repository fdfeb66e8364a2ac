import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { buttonVariants } from "@/components/ui/button-variants";
import { contactInfo } from "#content/contact-info";
import { site } from "#content/site";
import { ProjectRequestForm } from "./project-request-form";

const nextSteps = [
  {
    title: "We read your request",
    text: "A confirmation e-mail is sent straight away, and the whole request reaches our team.",
  },
  {
    title: "We reply within 24 hours",
    text: "A member of the team comes back with questions and a first idea of scope.",
  },
  {
    title: "We agree on a plan",
    text: "A short call, a written estimate, and a start date that suits you.",
  },
] as const;

const directLines = [
  {
    icon: Phone,
    label: contactInfo.labels.phone,
    value: site.phone.display,
    href: site.phone.href,
  },
  { icon: Mail, label: contactInfo.labels.email, value: site.email, href: `mailto:${site.email}` },
  { icon: Clock, label: contactInfo.labels.hours, value: site.hours },
] as const;

/** The steps as a numbered line: the number set large, the line joining one step to the next. */
function NextSteps() {
  return (
    <section aria-labelledby="project-next-heading">
      <h2 id="project-next-heading" className="text-title font-bold">
        What happens next
      </h2>
      <ol className="mt-8">
        {nextSteps.map(({ title, text }, index) => (
          <li
            key={title}
            className="relative grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 pb-8 last:pb-0"
          >
            {index < nextSteps.length - 1 && (
              <span aria-hidden className="absolute bottom-2 left-8 top-14 w-px bg-border" />
            )}
            <span
              aria-hidden
              className="font-display text-heading font-bold leading-none text-signal tabular-nums"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className="pt-1">
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The form on two thirds at desktop widths, what happens next and the direct lines beside it,
 * staying in view while the form scrolls; on phones they follow the form.
 */
export function ProjectRequestPage() {
  return (
    <>
      <PageHero
        eyebrow="Start a project"
        subtitle="Tell us what you want to build. We reply to every request with questions, a rough plan and an honest estimate."
      />
      <div className="mx-auto grid max-w-content gap-x-12 gap-y-16 px-6 pb-section pt-6 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <ProjectRequestForm />
        </div>
        <aside
          aria-labelledby="project-next-heading"
          className="space-y-12 lg:sticky lg:top-8 lg:col-span-4 lg:self-start"
        >
          <NextSteps />
          <section
            aria-labelledby="project-contact-heading"
            className="border-t border-border pt-block"
          >
            <h2 id="project-contact-heading" className="text-title font-bold">
              Rather talk first?
            </h2>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              Send us a message or call during business hours, and we will help you shape the
              request.
            </p>
            <dl className="mt-6 space-y-4 text-sm">
              {directLines.map(({ icon: Icon, label, value, ...line }) => (
                <div key={label}>
                  <dt className="flex items-center gap-3 text-neutral-400">
                    <Icon aria-hidden className="size-4 shrink-0 text-signal" />
                    {label}
                  </dt>
                  {/* Indented by the icon and its gap, so the value lines up with its label. */}
                  <dd className="pl-7 font-medium">
                    {"href" in line ? (
                      <a
                        href={line.href}
                        className="inline-flex min-h-11 items-center underline-offset-4 hover:underline md:min-h-0"
                      >
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <Link
              to="/contact"
              className={buttonVariants({ variant: "secondary", className: "mt-8" })}
            >
              Contact us
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
