// Placeholder until newsletter sign-up is wired to the server: says plainly that it is not open yet.
export function NewsletterBox() {
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-lg border border-border bg-surface p-6"
    >
      <h2 id="newsletter-heading" className="text-lg font-bold">
        Newsletter
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">Newsletter sign-up opens soon.</p>
    </section>
  );
}
