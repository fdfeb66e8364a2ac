import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { homeIntro } from "#content/intro";

export function HomeIntro() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <section aria-labelledby="intro-heading" className="mx-auto max-w-content px-6 py-20 md:py-28">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">
        {homeIntro.eyebrow}
      </p>
      <h2
        id="intro-heading"
        className="mt-3 max-w-3xl text-3xl font-bold leading-tight md:text-5xl"
      >
        {homeIntro.heading}
      </h2>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground">
        {homeIntro.lead}
      </p>
      <p
        id={moreId}
        hidden={!expanded}
        className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground"
      >
        {homeIntro.more}
      </p>
      <Button
        variant="secondary"
        className="mt-8"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? homeIntro.toggle.hide : homeIntro.toggle.show}
      </Button>
    </section>
  );
}
