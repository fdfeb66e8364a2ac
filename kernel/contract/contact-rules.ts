// Limits and outcome texts of the contact form: plain values, free of the schema library, so pages
// can show them without loading it.

export const CONTACT_LIMITS = {
  name: 100,
  subject: 150,
  message: 5000,
  phone: 30,
  company: 120,
} as const;

/** What a visitor reads once the contact form is sent, word for word. */
export const CONTACT_MESSAGES = {
  sentTitle: "Message Sent Successfully!",
  sent: "We'll get back to you soon. A confirmation email has been sent to your inbox.",
  failedTitle: "Something Went Wrong",
  failed: "There was an error sending your message. Please try again later.",
} as const;
