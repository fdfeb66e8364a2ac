// Limits of the contact form: plain values, free of the schema library, so pages can show them without loading it.

export const CONTACT_LIMITS = {
  name: 100,
  subject: 150,
  message: 5000,
  phone: 30,
  company: 120,
} as const;
