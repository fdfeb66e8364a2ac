import { Suspense, type ReactNode } from "react";
import { useAfter } from "@/lib/deferred";

/** Holds the part's place, so nothing below it (the footer) moves into view meanwhile. */
const screenTall = <div className="min-h-svh" />;

type AfterFirstPaintProps = {
  children: ReactNode;
  /** A screen-tall block unless given: inside a list, a list item that holds the rest's place. */
  placeholder?: ReactNode;
};

/**
 * A part of a page that its first view can do without: the part of a long page below its first
 * screen, or data that comes later anyway. It is left out of the prerendered markup, so the first
 * paint parses, styles and lays out only the rest, its pictures do not share the network with the
 * first screen's, and React hydrates less; it renders once the page has painted (a lazy part, once
 * its code has come).
 */
export function AfterFirstPaint({ children, placeholder = screenTall }: AfterFirstPaintProps) {
  const wanted = useAfter("paint");
  return wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
