/** A drawn stand-in for the map: nothing is fetched from another site until the visitor asks. */
export function MapPreview() {
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
