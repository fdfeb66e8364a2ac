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

/** A required text field of bounded length; `label` names it in the message a visitor reads. */
export function requiredText(label: string, max: number) {
  // A missing field reads the same as a blank one.
  return z
    .string(`Please enter ${label}`)
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `Please keep ${label} under ${max + 1} characters`);
}

/** An optional text field: blank counts as absent. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Please keep ${label} under ${max + 1} characters`)
    .optional();
}
