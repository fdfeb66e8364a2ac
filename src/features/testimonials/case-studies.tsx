import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { SectionHeading } from "@/components/layout/section-heading";
import { buttonVariants } from "@/components/ui/button-variants";
import { caseStudies, caseStudiesCta, caseStudiesIntro } from "#content/case-studies";
import { Eyebrow } from "@/components/ui/eyebrow";

export function CaseStudies() {
  return (
    <section aria-labelledby="case-studies-heading" className="reveal">
      <SectionHeading id="case-studies-heading" eyebrow="Results">
        {caseStudiesIntro.heading}
      </SectionHeading>
      <p className="-mt-4 mb-8 max-w-2xl text-muted-foreground">{caseStudiesIntro.subtitle}</p>
      <ul className="grid gap-6 md:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.id} className="flex">
            <article className="flex flex-1 flex-col rounded-lg border border-border bg-surface p-6 shadow-card">
              <Eyebrow>{study.sector}</Eyebrow>
              <h3 className="mt-3 text-xl font-bold">{study.title}</h3>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
                {study.summary}
              </p>
              <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-4 border-t border-border pt-5">
                {study.results.map((result) => (
                  <div key={result.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-muted-foreground">{result.label}</dt>
                    <dd className="font-display text-4xl font-bold text-accent">{result.value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-start gap-5 rounded-lg border border-border bg-[radial-gradient(ellipse_at_top_right,rgb(var(--color-accent)/0.16),transparent_60%)] bg-surface p-8 md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h3 className="text-2xl font-bold">{caseStudiesCta.heading}</h3>
          <p className="mt-2 max-w-xl text-muted-foreground">{caseStudiesCta.text}</p>
        </div>
        <Link to={caseStudiesCta.href} className={buttonVariants({ size: "lg" })}>
          {caseStudiesCta.linkLabel}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
