import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { contactInfo } from "#content/contact-info";
import { site } from "#content/site";
import { MapPreview } from "./map-preview";

const { lat, lng } = site.coordinates;
const coordinateLabel = `${lat.toFixed(4)}° N, ${lng.toFixed(4)}° E`;
// About 1.5 km around the studio: close enough to see the streets, wide enough for landmarks.
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.008},${lat - 0.005},${lng + 0.008},${lat + 0.005}&layer=mapnik&marker=${lat},${lng}`;
const openMapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The studio on a map, from OpenStreetMap once the visitor asks for it. */
export function ContactMap({ className }: { className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const { map } = contactInfo;
  return (
    <section aria-labelledby="contact-map-heading" className={className}>
      <h2 id="contact-map-heading" className="text-heading font-bold">
        {map.heading}
      </h2>
      {/* A wide band from `sm` up; on phones taller than wide, so the streets stay readable. */}
      <figure className="mt-8 overflow-hidden rounded-lg border border-border bg-surface shadow-card">
        <div className="relative aspect-[4/5] sm:aspect-[16/9] lg:aspect-[21/9]">
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
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline md:min-h-0"
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
