import type { FieldErrors, FieldValues } from "react-hook-form";

/**
 * The message of the first invalid field, in the order its schema checks them: for forms that
 * show one banner rather than a message under each field.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === "string") return error.message;
  }
  return undefined;
}
