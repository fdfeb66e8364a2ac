import { Clock, FileCheck2, MessagesSquare } from "lucide-react";
import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { buttonVariants } from "@/components/ui/button-variants";
import { ProjectRequestForm } from "./project-request-form";

const nextSteps = [
  {
    icon: FileCheck2,
    title: "We read your request",
    text: "A confirmation e-mail is sent straight away, and the whole request reaches our team.",
  },
  {
    icon: Clock,
    title: "We reply within 24 hours",
    text: "A member of the team comes back with questions and a first idea of scope.",
  },
  {
    icon: MessagesSquare,
    title: "We agree on a plan",
    text: "A short call, a written estimate, and a start date that suits you.",
  },
] as const;

export function ProjectRequestPage() {
  return (
    <>
      <PageHero
        eyebrow="Start a project"
        subtitle="Tell us what you want to build. We reply to every request with questions, a rough plan and an honest estimate."
      />
      <div className="mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[minmax(0,8fr)_minmax(0,4fr)]">
        <ProjectRequestForm />
        <aside aria-labelledby="project-next-heading" className="space-y-6">
          <section className="rounded-lg border border-border bg-surface p-6">
            <h2 id="project-next-heading" className="text-lg font-bold">
              What happens next
            </h2>
            <ol className="mt-5 space-y-5">
              {nextSteps.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded bg-muted text-signal">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section
            aria-labelledby="project-contact-heading"
            className="rounded-lg border border-border bg-surface p-6"
          >
            <h2 id="project-contact-heading" className="text-lg font-bold">
              Rather talk first?
            </h2>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              Send us a message or call during business hours, and we will help you shape the
              request.
            </p>
            <Link
              to="/contact"
              className={buttonVariants({ variant: "secondary", className: "mt-5" })}
            >
              Contact us
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
