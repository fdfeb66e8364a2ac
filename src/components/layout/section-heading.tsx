import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";

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
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2 id={id} className="mt-3 text-heading font-bold">
        {children}
      </h2>
    </div>
  );
}

/** A section titled by a SectionHeading, and named by it for assistive technology. */
export function HeadedSection({
  id,
  eyebrow,
  heading,
  className,
  children,
}: {
  /** The heading's id, which the section refers to. */
  id: string;
  eyebrow?: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow}>
        {heading}
      </SectionHeading>
      {children}
    </section>
  );
}
