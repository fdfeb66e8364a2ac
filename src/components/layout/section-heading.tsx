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
