import { Mail, MapPin, Phone } from "lucide-react";
import { footer, formatAddress, site, type CountedItem } from "#content/site";
import { useCurrentYear } from "@/lib/use-current-year";

function CountedList({ title, items }: { title: string; items: readonly CountedItem[] }) {
  return (
    <section aria-labelledby={`footer-${title}`}>
      <h2
        id={`footer-${title}`}
        className="text-sm font-semibold uppercase tracking-[0.18em] text-foreground"
      >
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-border/60 text-sm md:mt-4 md:space-y-2 md:divide-y-0">
        {items.map((item) => (
          <li
            key={item.label}
            className="flex min-h-11 items-center justify-between gap-4 text-muted-foreground md:min-h-0"
          >
            <span>{item.label}</span>
            <span className="tabular-nums" aria-label={`${item.count} items`}>
              ({item.count})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-surface/80">
      <div className="mx-auto grid max-w-content gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-xl font-bold">
            {site.name}
          </h2>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{footer.blurb}</p>
        </section>
        <CountedList title="Solutions" items={footer.solutionCategories} />
        <CountedList title="Explore" items={footer.exploreTopics} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-[0.18em]">
            Contact
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-muted-foreground">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-signal" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden className="size-4 shrink-0 text-signal" />
              <a
                href={site.phone.href}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0"
              >
                {site.phone.display}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden className="size-4 shrink-0 text-signal" />
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0"
              >
                {site.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <p className="border-t border-border px-6 py-5 text-center text-xs text-muted-foreground">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
