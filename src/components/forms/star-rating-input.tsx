import { Star } from "lucide-react";
import { useId, useState, type Ref } from "react";
import { STARS } from "@/components/ui/star-rating";
import { cn } from "@/lib/class-names";

const starName = (count: number) => (count === 1 ? "1 star" : `${count} stars`);

type StarRatingInputProps = {
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  /** Always-visible text under the stars, e.g. "4 stars selected". */
  caption: string;
  /** Shown in place of the caption, as an alert, while the choice is missing. */
  error?: string;
  required?: boolean;
  /** Receives the first radio, so a form can move focus to the missing choice. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A 1-5 star choice built on native radio buttons, so arrow keys, Tab and screen readers work
 * as they do for any radio group.
 */
export function StarRatingInput({
  name,
  label,
  value,
  onChange,
  caption,
  error,
  required,
  inputRef,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number>();
  const labelId = useId();
  const captionId = useId();
  const shown = hovered ?? value ?? 0;

  return (
    <div>
      <p id={labelId} className="mb-1.5 text-sm font-medium">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={captionId}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        className="flex gap-1"
        onMouseLeave={() => setHovered(undefined)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="grid size-11 cursor-pointer place-items-center rounded-sm transition-colors hover:bg-muted has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent"
          >
            <input
              ref={star === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={starName(star)}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                "size-7 transition-colors",
                star <= shown ? "fill-signal text-signal" : "text-muted-foreground",
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={captionId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={captionId} aria-live="polite" className="mt-1.5 text-sm text-muted-foreground">
          {caption}
        </p>
      )}
    </div>
  );
}
