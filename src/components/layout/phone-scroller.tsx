import type { ReactNode } from "react";
import { cn } from "@/lib/class-names";
import { useWideScreen } from "@/lib/use-media-query";

type PhoneScrollerProps = {
  /** A list of items, or a group of headed parts. */
  as?: "ul" | "div";
  /** Names the row: on phones it is a keyboard stop of its own. */
  label: string;
  /** Its layout from `md` up, where it no longer scrolls (`md:grid ...`, `md:block ...`). */
  className?: string;
  /** Fades the row's end, for rows of small chips where no item peeks in to say there is more. */
  fade?: boolean;
  children: ReactNode;
};

/**
 * A row that scrolls sideways on phones instead of stacking, snapping item by item: a long list
 * costs the page one row's height. Wider screens lay it out as `className` says. Its items are
 * `shrink-0 snap-start`, with the width they take on a phone.
 */
export function PhoneScroller({
  as: Tag = "ul",
  label,
  className,
  fade,
  children,
}: PhoneScrollerProps) {
  // Scrolling needs the keyboard too: on phones the row takes focus, and arrow keys scroll it.
  const wide = useWideScreen();
  return (
    <Tag
      role={Tag === "div" ? "group" : undefined}
      aria-label={label}
      tabIndex={wide ? undefined : 0}
      className={cn(
        // Relative, so positioned content inside (visually hidden text) scrolls and clips with it.
        "relative -mx-6 flex snap-x snap-mandatory scroll-px-6 gap-3 overflow-x-auto px-6 pb-3 md:mx-0 md:snap-none md:overflow-visible md:px-0 md:pb-0",
        fade && "[mask-image:linear-gradient(to_right,black_80%,transparent)] md:[mask-image:none]",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
