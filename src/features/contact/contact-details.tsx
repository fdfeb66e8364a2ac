import { Clock, Globe, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { contactInfo } from "#content/contact-info";
import { site } from "#content/site";

const websiteLabel = site.website.replace(/^https?:\/\//, "");

function DetailItem({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // Only dt/dd may sit in a dl group, so the icon is positioned from inside the dt.
    <div className="relative rounded-lg border border-border bg-surface p-5 pl-20">
      <dt className="text-sm font-semibold">
        <span
          aria-hidden
          className="absolute left-5 top-5 grid size-11 place-items-center rounded bg-muted text-signal"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words text-muted-foreground">{children}</dd>
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
      <h2 id="contact-details-heading" className="text-2xl font-bold">
        {contactInfo.detailsHeading}
      </h2>
      <dl className="mt-6 grid gap-4">
        <DetailItem icon={MapPin} label={labels.address}>
          <address className="not-italic">
            {a.street}, {a.locality}
            <br />
            {a.city} {a.postalCode}, {a.region}, {a.country}
          </address>
        </DetailItem>
        <DetailItem icon={Phone} label={labels.phone}>
          <a href={site.phone.href} className={linkClass}>
            {site.phone.display}
          </a>
        </DetailItem>
        <DetailItem icon={Mail} label={labels.email}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </DetailItem>
        <DetailItem icon={Globe} label={labels.website}>
          <a href={site.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {websiteLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </DetailItem>
        <DetailItem icon={Clock} label={labels.hours}>
          <p>{site.hours}</p>
          <p className="mt-1 text-sm">{contactInfo.hoursNote}</p>
        </DetailItem>
      </dl>
    </section>
  );
}
