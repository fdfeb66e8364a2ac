import type { ReactNode } from "react";
import { badgeVariants } from "./badge-variants";

/** The small uppercase label above a heading. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  // Joined by hand: tailwind-merge would read the `text-label` size token as a colour and drop it.
  const classes = className ? `${badgeVariants({ variant: "eyebrow" })} ${className}` : undefined;
  return <p className={classes ?? badgeVariants({ variant: "eyebrow" })}>{children}</p>;
}
