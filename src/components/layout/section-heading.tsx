import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-8">
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold md:text-4xl">
        {children}
      </h2>
    </div>
  );
}
