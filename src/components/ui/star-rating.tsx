import { Star } from "lucide-react";
import { cn } from "@/lib/class-names";

/** The values of a rating, in the order the stars are drawn. */
export const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** Whole stars to fill, 0 to 5. */
  value: number;
  /** What a screen reader hears instead of five star icons. */
  label?: string;
  className?: string;
  starClassName?: string;
};

/** A read-only row of five stars, announced as one phrase. */
export function StarRating({ value, label, className, starClassName }: StarRatingProps) {
  // Two class lists per row rather than one per star: lists of ratings render many rows.
  const filled = cn("size-4 fill-signal text-signal", starClassName);
  const empty = cn("size-4 text-muted-foreground/60", starClassName);
  return (
    <span
      role="img"
      aria-label={label ?? `${value} out of 5 stars`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {STARS.map((star) => (
        <Star key={star} aria-hidden className={star <= value ? filled : empty} />
      ))}
    </span>
  );
}
