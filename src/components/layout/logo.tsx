import { useId } from "react";
// clsx rather than cn(): the shell stays free of tailwind-merge to keep the first load small.
import { clsx as cn } from "clsx";

// The studio's monogram: an N drawn from two rising strokes and a light diagonal.
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient inside a hidden copy of the logo would paint nothing.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn("size-10", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="rgb(var(--color-accent))" />
          <stop offset="1" stopColor="#a5b4fc" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill="rgb(var(--color-surface-raised))" />
      <rect
        x="0.5"
        y="0.5"
        width="39"
        height="39"
        rx="10.5"
        fill="none"
        stroke="rgb(var(--color-border))"
      />
      <path
        d="M12 29V11l16 18V11"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
