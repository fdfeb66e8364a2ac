import type { ReactNode } from "react";

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
        <li key={item.label} className="flex justify-between py-2 text-muted-foreground">
          <span>{item.label}</span>
          <span className="tabular-nums">({item.count})</span>
        </li>
      ))}
    </ul>
  );
}
