import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { buttonVariants } from "@/components/ui/button-variants";

// An honest placeholder for a capability that is not available on the site yet.
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-content px-6 py-16">
      <div className="rounded-lg border border-dashed border-border bg-surface/70 p-8 md:p-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">
          Not available yet
        </p>
        <h2 className="mt-3 text-2xl font-bold">{title}</h2>
        <div className="mt-4 max-w-2xl space-y-3 leading-relaxed text-muted-foreground">
          {children}
        </div>
        <Link to="/contact" className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
          Contact the studio
        </Link>
      </div>
    </section>
  );
}
