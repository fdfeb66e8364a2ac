import type { ReactNode } from "react";
import { Picture } from "@/components/ui/picture";
import type { ResponsiveImage } from "@/assets/media-shapes";
import { formatDate } from "@/lib/format-date";
import { badgeVariants } from "@/components/ui/badge-variants";
import { cn } from "@/lib/class-names";

/** A titled card in a page's sidebar column. */
export function SidebarBlock({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-surface p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Labels with a count in brackets, e.g. categories or archive months. */
export function CountList({ items }: { items: readonly { label: string; count: number }[] }) {
  return (
    <ul className="divide-y divide-border text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex justify-between py-2 text-neutral-300">
          <span>{item.label}</span>
          <span className="tabular-nums text-neutral-400">({item.count})</span>
        </li>
      ))}
    </ul>
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
