import type { ComponentProps } from "react";
import { cn } from "@/lib/class-names";

export const fieldClassName =
  "w-full rounded border border-border bg-surface-raised px-4 text-sm text-foreground placeholder:text-muted-foreground/80 aria-[invalid=true]:border-danger";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClassName, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClassName, "min-h-32 py-3", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium", className)} {...props} />;
}
