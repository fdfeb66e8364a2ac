import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { SectionHeading } from "@/components/layout/section-heading";
import { buttonVariants } from "@/components/ui/button-variants";
import { Eyebrow } from "@/components/ui/eyebrow";
import { caseStudies, caseStudiesCta, caseStudiesIntro } from "#content/case-studies";

/**
 * A ledger of results: one row per study, its story on seven columns and its figures in display
 * type on five, so the numbers read down the page as a column of their own. It opens the page:
 * results speak before any rating does, and before the first review.
 */
export function CaseStudies() {
  return (
    <section aria-labelledby="case-studies-heading">
      <div className="grid gap-x-12 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <SectionHeading id="case-studies-heading" eyebrow="Results">
            {caseStudiesIntro.heading}
          </SectionHeading>
        </div>
        <p className="mb-10 max-w-measure text-lead text-muted-foreground lg:col-span-5 lg:pt-9">
          {caseStudiesIntro.subtitle}
        </p>
      </div>
      <ul className="border-t border-border">
        {caseStudies.map((study) => (
          <li key={study.id} className="border-b border-border">
            <article className="grid gap-x-12 gap-y-6 py-10 md:py-12 lg:grid-cols-12">
              <div className="lg:col-span-7">
                <Eyebrow>{study.sector}</Eyebrow>
                <h3 className="mt-3 text-title font-bold">{study.title}</h3>
                <p className="mt-4 max-w-measure leading-relaxed text-muted-foreground">
                  {study.summary}
                </p>
              </div>
              <dl className="flex flex-wrap gap-x-10 gap-y-6 lg:col-span-5 lg:justify-end">
                {study.results.map((result) => (
                  <div key={result.label} className="flex flex-col-reverse lg:items-end">
                    <dt className="mt-2 max-w-44 text-sm text-muted-foreground lg:text-right">
                      {result.label}
                    </dt>
                    <dd className="font-display text-display font-bold tabular-nums">
                      {result.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's closing line, after the reviews: from reading about results to starting one. */
export function CaseStudiesCta() {
  return (
    <section aria-labelledby="case-studies-cta-heading" className="reveal">
      <div className="grid items-end gap-x-12 gap-y-8 lg:grid-cols-12">
        <h2 id="case-studies-cta-heading" className="text-heading font-bold lg:col-span-7">
          {caseStudiesCta.heading}
        </h2>
        <div className="max-w-measure lg:col-span-5">
          <p className="text-lead text-muted-foreground">{caseStudiesCta.text}</p>
          <Link
            to={caseStudiesCta.href}
            className={buttonVariants({ size: "lg", className: "mt-8" })}
          >
            {caseStudiesCta.linkLabel}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
