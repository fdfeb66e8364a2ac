import type { ReactNode } from "react";
import { routeByPath } from "@/app/routes";

type PageHeroProps = {
  /** The route whose declared title becomes the page heading. */
  path: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

export function PageHero({ path, eyebrow, subtitle, children }: PageHeroProps) {
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
        <h1 className="mt-3 text-4xl font-bold md:text-6xl">{routeByPath(path).title}</h1>
        {subtitle && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{subtitle}</p>
        )}
        {children}
      </div>
    </section>
  );
}
