import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { cn } from "@/lib/class-names";

// The console's few parts: plain elements in the site's tokens, every target at least 44 px.

export function Button({
  variant = "primary",
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "quiet" | "danger" }) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex min-h-tap items-center justify-center gap-2 rounded px-4 text-sm font-semibold",
        "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        "disabled:cursor-not-allowed disabled:opacity-60",
        variant === "primary" && "bg-accent text-accent-foreground hover:brightness-110",
        variant === "quiet" &&
          "border border-border bg-surface text-foreground hover:bg-surface-raised",
        variant === "danger" && "border border-danger/60 text-danger hover:bg-danger/10",
        className,
      )}
      {...props}
    />
  );
}

export const fieldClass =
  "min-h-tap w-full rounded border border-border bg-surface px-3 text-foreground focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent";

/** The page's heading, focused when the page opens so a screen reader announces where it is. */
export function PageTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className="font-display text-title font-bold outline-none">
      {children}
    </h1>
  );
}

/** A refusal or failure, read out as soon as it appears. */
export function ErrorNote({ message }: { message: string | null }) {
  return (
    <p role="alert" className="text-sm text-danger empty:hidden">
      {message}
    </p>
  );
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}

export function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
