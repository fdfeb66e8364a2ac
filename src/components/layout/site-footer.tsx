import { Mail, MapPin, Phone } from "lucide-react";
import { footer, formatAddress, site, type CountedItem } from "#content/site";

function CountedList({ title, items }: { title: string; items: readonly CountedItem[] }) {
  return (
    <section aria-labelledby={`footer-${title}`}>
      <h2
        id={`footer-${title}`}
        className="text-sm font-semibold uppercase tracking-[0.18em] text-foreground"
      >
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.label} className="flex justify-between gap-4 text-muted-foreground">
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
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <a
                href={site.phone.href}
                className="underline-offset-4 hover:text-foreground hover:underline"
              >
                {site.phone.display}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <a
                href={`mailto:${site.email}`}
                className="underline-offset-4 hover:text-foreground hover:underline"
              >
                {site.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <p className="border-t border-border px-6 py-5 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
