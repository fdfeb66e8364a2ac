import type { ReactNode } from "react";
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
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(var(--color-accent)/0.14),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(165_180_252/0.12),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-content px-6 py-16 md:py-24">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent">{eyebrow}</p>
        )}
        <h1 className="mt-3 text-4xl font-bold md:text-6xl">{title}</h1>
        {subtitle && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{subtitle}</p>
        )}
        {children}
      </div>
    </section>
  );
}
