import type { ReactNode } from "react";
import { Label } from "@/components/ui/input";
import { cn } from "@/lib/class-names";

/** What a field's control needs so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** Marks the field "(optional)"; every other field is required. */
  optional?: boolean;
  hint?: ReactNode;
  /** Adjusts the hint's small print, e.g. `text-sm` where the hint is longer reading. */
  hintClassName?: string;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A visible label, the control, a hint and an inline error, wired together by id. */
export function FormField({
  id,
  label,
  optional,
  hint,
  hintClassName,
  error,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className={cn("mt-1.5 text-xs text-muted-foreground", hintClassName)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
