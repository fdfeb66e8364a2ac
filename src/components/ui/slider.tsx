import type { ComponentProps } from "react";
import { cn } from "@/lib/class-names";

type SliderProps = Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  value: number;
  onValueChange: (value: number) => void;
};

/**
 * A native range input styled with the site's tokens: keyboard and screen readers for free. The
 * track is drawn as a thin band across the middle of the input, so the input itself can be a
 * 44 px tap target on phones.
 */
export function Slider({ className, value, onValueChange, ...props }: SliderProps) {
  return (
    <input
      type="range"
      value={value}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className={cn(
        "h-11 w-full cursor-pointer appearance-none rounded-pill bg-[linear-gradient(rgb(var(--color-muted)),rgb(var(--color-muted)))] bg-[length:100%_0.5rem] bg-center bg-no-repeat md:h-2 accent-[rgb(var(--color-accent))] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
