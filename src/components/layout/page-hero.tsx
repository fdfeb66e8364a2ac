import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";
import { usePageTitle } from "./page-title";

type PageHeroProps = {
  eyebrow?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The page's heading block; the heading is the title the route table gives the page. */
export function PageHero({ eyebrow, subtitle, children }: PageHeroProps) {
  const title = usePageTitle();
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(var(--color-signal)/0.16),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(var(--color-accent)/0.08),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-content px-6 py-section">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className="mt-4 max-w-4xl text-display font-bold">{title}</h1>
        {subtitle && (
          <p className="snow-shelter mt-6 max-w-measure text-lead text-muted-foreground">
            {subtitle}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
