import { z } from "./zod";
import { CONTACT_LIMITS } from "./contact-rules";
import { HONEYPOT_FIELD } from "./field-rules";
import { emailField, optionalText, requiredText } from "./fields";

/** The contact form's fields; sent as multipart with only non-empty fields. */
export const contactMessageSchema = z.object({
  name: requiredText("your name", CONTACT_LIMITS.name),
  email: emailField,
  subject: requiredText("a subject", CONTACT_LIMITS.subject),
  message: requiredText("your message", CONTACT_LIMITS.message),
  phone: optionalText("the phone number", CONTACT_LIMITS.phone),
  company: optionalText("the company name", CONTACT_LIMITS.company),
  [HONEYPOT_FIELD]: z.string().optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
