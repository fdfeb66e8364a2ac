import type { ReactNode } from "react";
import { PhoneDisclosure } from "@/components/ui/phone-disclosure";
import { PhoneScroller } from "./phone-scroller";
import { Picture } from "@/components/ui/picture";
import type { ResponsiveImage } from "@/assets/media-shapes";
import { formatDate } from "@/lib/format-date";
import { badgeVariants } from "@/components/ui/badge-variants";
import { cn } from "@/lib/class-names";

/**
 * A titled block of a page's sidebar: a card in the sidebar's column on wide screens, and on
 * phones a plain part of one section, divided by a line. `folded` blocks close behind their
 * title on phones.
 */
export function SidebarBlock({
  id,
  title,
  level = 2,
  folded,
  children,
}: {
  id: string;
  title: string;
  /** The title's heading level: 3 where the sidebar has a heading of its own. */
  level?: 2 | 3;
  folded?: boolean;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={id} className="text-lg font-bold">
      {title}
    </Heading>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "border-t border-border md:rounded-lg md:border md:bg-surface md:p-6",
        folded ? "py-2" : "py-5",
      )}
    >
      {folded ? (
        <PhoneDisclosure summary={heading}>
          <div className="mt-3 md:mt-4">{children}</div>
        </PhoneDisclosure>
      ) : (
        <>
          {heading}
          <div className="mt-3 md:mt-4">{children}</div>
        </>
      )}
    </section>
  );
}

/** Labels with a count in brackets, e.g. categories or archive months. */
export function CountList({
  items,
  scrollOnPhones,
}: {
  items: readonly { label: string; count: number }[];
  /** A row of chips scrolling sideways on phones, named by this label; a list on wider screens. */
  scrollOnPhones?: string;
}) {
  const rows = items.map((item) => (
    <li
      key={item.label}
      className={cn(
        "flex justify-between gap-2 py-2 text-neutral-300",
        scrollOnPhones &&
          "shrink-0 snap-start rounded-pill bg-muted px-3 py-1.5 md:rounded-none md:bg-transparent md:px-0 md:py-2",
      )}
    >
      <span>{item.label}</span>
      <span className="tabular-nums text-neutral-400">({item.count})</span>
    </li>
  ));
  if (!scrollOnPhones) return <ul className="divide-y divide-border text-sm">{rows}</ul>;
  return (
    <PhoneScroller
      label={scrollOnPhones}
      fade
      className="gap-2 text-sm md:block md:divide-y md:divide-border"
    >
      {rows}
    </PhoneScroller>
  );
}

/** Popular items (projects, articles): a small thumbnail from `images`, the title and its date. */
export function PopularList({
  items,
  images,
}: {
  items: readonly { title: string; date: string; imageIndex: number }[];
  images: readonly ResponsiveImage[];
}) {
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const image = images[item.imageIndex];
        return (
          <li key={item.title} className="flex items-center gap-4">
            {image && (
              /* Decorative thumbnail: the title beside it says what it is. */
              <Picture
                image={image}
                alt=""
                sizes="5rem"
                className="h-14 w-20 shrink-0 rounded object-cover"
              />
            )}
            <div>
              <p className="text-sm font-medium leading-snug">{item.title}</p>
              <time dateTime={item.date} className="text-xs text-muted-foreground">
                {formatDate(item.date)}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Tags as small pills. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul className={cn(className, "flex flex-wrap gap-2")}>
      {tags.map((tag) => (
        <li key={tag} className={badgeVariants({ variant: "tag" })}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
