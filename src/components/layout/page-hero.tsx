import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";
import { usePageTitle } from "./page-title";

type PageHeroProps = {
  eyebrow?: string;
  subtitle?: ReactNode;
};

/**
 * The page's heading row: the title the route table gives the page beside its one-line purpose,
 * short, so that the content (the work, a list, a form, a tool) starts on the first screen.
 */
export function PageHero({ eyebrow, subtitle }: PageHeroProps) {
  const title = usePageTitle();
  return (
    <section className="relative mx-auto max-w-content px-6 pb-6 pt-10 md:pt-16 lg:grid lg:grid-cols-12 lg:items-end lg:gap-x-12 lg:pb-10">
      <div className="lg:col-span-5">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className="mt-3 text-heading font-bold md:text-[clamp(2.75rem,1.6rem+3vw,4.5rem)]">
          {title}
        </h1>
      </div>
      {subtitle && (
        <p className="snow-shelter mt-4 max-w-measure text-lead text-muted-foreground lg:col-span-7 lg:mt-0 lg:pb-2">
          {subtitle}
        </p>
      )}
    </section>
  );
}
