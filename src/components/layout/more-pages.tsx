import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { morePages } from "#content/site";

/**
 * Careers and the gallery, as two linked cards with what each holds: where a visitor who has
 * read about the studio looks next.
 */
export function MorePagesCards({ className }: { className?: string }) {
  return (
    <nav aria-label="Careers and gallery" className={className}>
      <ul className="grid grid-cols-2 gap-3 md:gap-4">
        {morePages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="group flex h-full min-h-11 items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4 transition-colors md:p-5 hover:border-accent/60 focus-visible:border-accent/60"
            >
              <span>
                <span className="font-display text-lg font-bold">{page.label}</span>
                {/* Phones show the names alone, side by side. */}
                <span className="mt-1 hidden text-sm leading-relaxed text-muted-foreground md:block">
                  {page.blurb}
                </span>
              </span>
              <ArrowRight
                aria-hidden
                className="mt-1 size-5 shrink-0 text-signal transition-transform group-hover:translate-x-1 group-focus-visible:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
