import { EMAIL_MAX_LENGTH } from "./field-rules";
import { z } from "./zod";

/** Trimmed and lower-cased before the format check, so " Ana@Example.com" is one address. */
export const emailField = z
  .string("Please enter your e-mail address")
  .trim()
  .toLowerCase()
  .min(1, "Please enter your e-mail address")
  .max(EMAIL_MAX_LENGTH, `Please use at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email("Please enter a valid e-mail address"));

/**
 * A text the site stores: PostgreSQL's text cannot hold the NUL character, and no one types it,
 * so it is refused on both engines alike. `label` names the field in the message.
 */
export function storedText(label: string, typeMessage?: string) {
  return z
    .string(typeMessage)
    .refine((value) => !value.includes("\u0000"), `Please remove the NUL character from ${label}`);
}

/** A required text field of bounded length; `label` names it in the message a visitor reads. */
export function requiredText(label: string, max: number) {
  // A missing field reads the same as a blank one.
  return storedText(label, `Please enter ${label}`)
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `Please keep ${label} under ${max + 1} characters`);
}

/** An optional text field: blank counts as absent. */
export function optionalText(label: string, max: number) {
  return storedText(label)
    .trim()
    .max(max, `Please keep ${label} under ${max + 1} characters`)
    .optional();
}
