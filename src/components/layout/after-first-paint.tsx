import { Suspense, type ReactNode } from "react";
import { useAfter } from "@/lib/deferred";

/** Holds the part's place, so nothing below it (the footer) moves into view meanwhile. */
const placeholder = <div className="min-h-svh" />;

/**
 * A part of a page that its first view can do without: the part of a long page below its first
 * screen, or data that comes later anyway. It is left out of the prerendered markup, so the first
 * paint parses, styles and lays out only the rest and React hydrates less, and it renders once the
 * page has painted (a lazy part, once its code has come).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const wanted = useAfter("paint");
  return wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
