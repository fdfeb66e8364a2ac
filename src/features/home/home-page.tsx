import { Link } from "react-router-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { site } from "@/content/site";

export function HomePage() {
  return (
    <section className="relative flex min-h-[calc(100svh-4rem)] items-center overflow-hidden md:min-h-svh">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_30%,rgb(var(--color-accent)/0.18),transparent_55%),radial-gradient(ellipse_at_80%_70%,rgb(165_180_252/0.16),transparent_60%)]"
      />
      <div className="relative mx-auto w-full max-w-content px-6 py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent">
          Technology studio · Bangalore
        </p>
        <h1 className="mt-4 max-w-3xl text-5xl font-bold leading-[1.05] md:text-7xl">
          {site.name}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
          {site.tagline}.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/gallery" className={buttonVariants({ size: "lg" })}>
            Our Services
          </Link>
          <Link to="/contact" className={buttonVariants({ variant: "secondary", size: "lg" })}>
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
