import { ArrowRight, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { footer, formatAddress, morePages, site, type CountedItem } from "#content/site";
import { PhoneDisclosure } from "@/components/ui/phone-disclosure";
import { useCurrentYear } from "@/lib/use-current-year";

/** A footer column; on phones it folds behind its heading, so the footer stays a few lines. */
function FooterSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-b border-border/60 md:border-0">
      <PhoneDisclosure
        summaryClassName="py-1 md:py-0"
        summary={
          <h2 id={id} className="text-sm font-semibold uppercase tracking-[0.18em] text-foreground">
            {title}
          </h2>
        }
      >
        <div className="pb-4 md:mt-4 md:pb-0">{children}</div>
      </PhoneDisclosure>
    </section>
  );
}

function CountedList({ items }: { items: readonly CountedItem[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex justify-between gap-4 text-muted-foreground">
          <span>{item.label}</span>
          <span className="tabular-nums" aria-label={`${item.count} items`}>
            ({item.count})
          </span>
        </li>
      ))}
    </ul>
  );
}

const footerLink =
  "inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0";

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-surface/80">
      <div className="mx-auto grid max-w-content gap-x-10 px-6 py-10 sm:grid-cols-2 md:gap-y-10 md:py-14 lg:grid-cols-4">
        <section
          aria-labelledby="footer-about"
          className="pb-4 sm:col-span-2 md:pb-0 lg:col-span-1"
        >
          <h2 id="footer-about" className="font-display text-xl font-bold">
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground md:mt-4">
            {footer.blurb}
          </p>
          <nav aria-label="More pages" className="mt-2 md:mt-4">
            <ul className="flex flex-wrap gap-x-6 text-sm font-medium">
              {morePages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={`${footerLink} gap-1.5 text-foreground`}>
                    {page.label}
                    <ArrowRight aria-hidden className="size-3.5 text-signal" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <FooterSection id="footer-solutions" title="Solutions">
          <CountedList items={footer.solutionCategories} />
        </FooterSection>
        <FooterSection id="footer-explore" title="Explore">
          <CountedList items={footer.exploreTopics} />
        </FooterSection>
        <FooterSection id="footer-contact" title="Contact">
          <address className="space-y-3 text-sm not-italic text-muted-foreground">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-signal" />
              <span>{formatAddress()}</span>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden className="size-4 shrink-0 text-signal" />
              <a href={site.phone.href} className={footerLink}>
                {site.phone.display}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden className="size-4 shrink-0 text-signal" />
              <a href={`mailto:${site.email}`} className={footerLink}>
                {site.email}
              </a>
            </p>
          </address>
        </FooterSection>
      </div>
      <p className="border-t border-border px-6 py-5 text-center text-xs text-muted-foreground">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
