import { Clock, Globe, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { contactInfo } from "#content/contact-info";
import { site } from "#content/site";
// clsx, not cn(): tailwind-merge would read the `text-title` size token as a colour and drop it.
import { clsx } from "clsx";

const websiteLabel = site.website.replace(/^https?:\/\//, "");

function DetailItem({
  icon: Icon,
  label,
  large = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  /** The direct lines (phone, e-mail) are set in display type: the first thing to find. */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="py-5">
      <dt className="flex items-center gap-4 text-sm font-semibold text-neutral-300">
        <Icon aria-hidden className="size-5 shrink-0 text-signal" />
        {label}
      </dt>
      {/* Indented by the icon and its gap, so the value lines up with its label. */}
      <dd
        className={clsx(
          "mt-1 break-words pl-9",
          large ? "font-display text-title font-bold text-foreground" : "text-muted-foreground",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export function ContactDetails() {
  const { labels } = contactInfo;
  const a = site.address;
  const linkClass =
    "inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline md:min-h-0";
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-heading font-bold">
        {contactInfo.detailsHeading}
      </h2>
      <dl className="mt-6 divide-y divide-border border-y border-border">
        <DetailItem icon={Phone} label={labels.phone} large>
          <a href={site.phone.href} className={linkClass}>
            {site.phone.display}
          </a>
        </DetailItem>
        <DetailItem icon={Mail} label={labels.email} large>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </DetailItem>
        <DetailItem icon={MapPin} label={labels.address}>
          <address className="not-italic">
            {a.street}, {a.locality}
            <br />
            {a.city} {a.postalCode}, {a.region}, {a.country}
          </address>
        </DetailItem>
        <DetailItem icon={Clock} label={labels.hours}>
          <p>{site.hours}</p>
          <p className="mt-1 text-sm">{contactInfo.hoursNote}</p>
        </DetailItem>
        <DetailItem icon={Globe} label={labels.website}>
          <a href={site.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {websiteLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </DetailItem>
      </dl>
    </section>
  );
}
