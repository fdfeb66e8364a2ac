import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";
import { usePageTitle } from "./page-title";

/**
 * How a page opens:
 * - `index`: pages whose content is the point (the work, lists, forms, the AI tools). A short
 *   heading row, the title beside its one-line purpose, so the content starts on the first screen.
 * - `statement`: editorial pages. The title is a plain label, so the display moment is the
 *   page's statement set large beside it, at a reading measure.
 */
export type PageHeroKind = "index" | "statement";

type PageHeroProps = {
  kind?: PageHeroKind;
  eyebrow?: string;
  subtitle?: ReactNode;
};

/** The page's heading block; the heading is the title the route table gives the page. */
export function PageHero({ kind = "index", eyebrow, subtitle }: PageHeroProps) {
  const title = usePageTitle();
  if (kind === "statement") {
    return (
      <section className="relative mx-auto max-w-content px-6 pb-12 pt-14 md:pb-16 md:pt-24">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className="mt-3 text-title font-bold text-signal">{title}</h1>
        {subtitle && (
          <p className="snow-shelter mt-6 max-w-[24ch] text-balance font-display text-heading font-semibold md:text-[clamp(2.5rem,1.4rem+3vw,4.25rem)]">
            {subtitle}
          </p>
        )}
      </section>
    );
  }
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
