import type { ComponentProps } from "react";
import { cn } from "@/lib/class-names";

/**
 * Every text field's look. The edge is the `input` colour, 3:1 against the fill and the page; the
 * text is 16 px on phones, the size below which iOS zooms the page into a focused field.
 */
export const fieldClassName =
  "w-full rounded border border-input bg-surface-raised px-4 text-base text-foreground transition-colors placeholder:text-muted-foreground/80 hover:border-neutral-300 aria-[invalid=true]:border-danger md:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClassName, "min-h-32 py-3", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium", className)} {...props} />;
}
