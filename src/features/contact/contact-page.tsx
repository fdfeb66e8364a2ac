import { Clock, ExternalLink, Globe, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { SocialLinks } from "@/components/layout/social-links";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { contactInfo } from "@/content/contact-info";
import { site } from "@/content/site";
import { ContactForm } from "./contact-form";

const { lat, lng } = site.coordinates;
const coordinateLabel = `${lat.toFixed(4)}° N, ${lng.toFixed(4)}° E`;
// About 1.5 km around the studio: close enough to see the streets, wide enough for landmarks.
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.008},${lat - 0.005},${lng + 0.008},${lat + 0.005}&layer=mapnik&marker=${lat},${lng}`;
const openMapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
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
          className="absolute left-5 top-5 grid size-11 place-items-center rounded bg-muted text-accent"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words text-muted-foreground">{children}</dd>
    </div>
  );
}

function ContactDetails() {
  const { labels } = contactInfo;
  const a = site.address;
  const linkClass = "underline-offset-4 hover:text-foreground hover:underline";
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

/** A drawn stand-in for the map: nothing is fetched from another site until the visitor asks. */
function MapPreview() {
  return (
    <svg
      viewBox="0 0 600 400"
      aria-hidden
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="600" height="400" fill="rgb(var(--color-surface-raised))" />
      <g stroke="rgb(var(--color-border))" strokeWidth="1" opacity="0.6">
        {Array.from({ length: 13 }, (_, i) => (
          <path key={`v${i}`} d={`M${i * 50} 0V400`} />
        ))}
        {Array.from({ length: 9 }, (_, i) => (
          <path key={`h${i}`} d={`M0 ${i * 50}H600`} />
        ))}
      </g>
      <path
        d="M420 40c60 10 110 50 100 100s-70 60-120 40-60-70-40-110 30-35 60-30z"
        fill="rgb(var(--color-success) / 0.12)"
      />
      <ellipse cx="120" cy="310" rx="90" ry="50" fill="rgb(var(--color-accent) / 0.1)" />
      <g fill="none" strokeLinecap="round" stroke="rgb(var(--color-muted))">
        <path d="M-20 230C120 210 220 200 300 200s200-30 330-60" strokeWidth="16" />
        <path d="M270 -20c10 90 20 150 30 220s-10 140-40 230" strokeWidth="12" />
        <path d="M0 90c110 20 190 60 300 110" strokeWidth="8" />
        <path d="M300 200c80 50 150 110 320 150" strokeWidth="8" />
      </g>
      <g fill="none" stroke="rgb(var(--color-muted-foreground) / 0.35)" strokeDasharray="6 8">
        <path d="M-20 230C120 210 220 200 300 200s200-30 330-60" strokeWidth="1.5" />
        <path d="M270 -20c10 90 20 150 30 220s-10 140-40 230" strokeWidth="1.5" />
      </g>
      <circle
        cx="300"
        cy="200"
        r="34"
        fill="rgb(var(--color-accent) / 0.15)"
        stroke="rgb(var(--color-accent) / 0.5)"
      />
      <path
        d="M300 206c-14-16-22-28-22-38a22 22 0 0 1 44 0c0 10-8 22-22 38z"
        transform="translate(0 -14)"
        fill="rgb(var(--color-accent))"
      />
      <circle cx="300" cy="154" r="7" fill="rgb(var(--color-accent-foreground))" />
    </svg>
  );
}

function ContactMap() {
  const [loaded, setLoaded] = useState(false);
  const { map } = contactInfo;
  return (
    <section aria-labelledby="contact-map-heading" className="flex flex-col">
      <h2 id="contact-map-heading" className="text-2xl font-bold">
        {map.heading}
      </h2>
      <figure className="mt-6 flex flex-1 flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card">
        <div className="relative min-h-80 flex-1 sm:min-h-96">
          {loaded ? (
            <iframe
              title={`Map: ${map.placeName}`}
              src={embedUrl}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <>
              <MapPreview />
              <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-2 bg-gradient-to-t from-background/95 via-background/80 to-transparent px-6 pb-5 pt-10 text-center">
                <Button onClick={() => setLoaded(true)}>{map.loadLabel}</Button>
                <p className="text-xs text-muted-foreground">{map.loadNote}</p>
              </div>
            </>
          )}
        </div>
        <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-border p-4 text-sm">
          <span className="text-muted-foreground">
            {map.placeName} · <span className="tabular-nums">{coordinateLabel}</span>
          </span>
          <a
            href={openMapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline"
          >
            {map.openLabel}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only"> (opens OpenStreetMap in a new tab)</span>
          </a>
        </figcaption>
      </figure>
    </section>
  );
}

export function ContactPage() {
  const { hero, cta } = contactInfo;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} subtitle={hero.subtitle} />

      <div className="mx-auto grid max-w-content gap-10 px-6 py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <ContactDetails />
        <ContactMap />
      </div>

      <ContactForm className="mx-auto max-w-content px-6 pb-16" />

      <section
        aria-labelledby="contact-cta-heading"
        className="reveal mx-auto max-w-content px-6 pb-16"
      >
        <div className="relative overflow-hidden rounded-lg border border-border bg-surface p-8 shadow-card md:p-12">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,rgb(var(--color-accent)/0.14),transparent_60%)]"
          />
          <div className="relative flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="contact-cta-heading" className="text-2xl font-bold md:text-3xl">
                {cta.heading}
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">{cta.text}</p>
            </div>
            <Link to="/projectrequest" className={buttonVariants({ size: "lg" })}>
              {cta.linkLabel}
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="contact-follow-heading"
        className="reveal mx-auto max-w-content px-6 pb-20"
      >
        <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="contact-follow-heading" className="text-xl font-bold">
            {contactInfo.followHeading}
          </h2>
          <SocialLinks />
        </div>
      </section>
    </>
  );
}
