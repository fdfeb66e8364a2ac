import { z } from "./zod";

// The console's mail and subscriber screens and its data requests.

/** What went wrong with a failed mail, in words; never the mail server's own text. */
export const MAIL_FAILURE_CATEGORIES = [
  "recipient refused",
  "sign-in to the mail server refused",
  "mail server unreachable",
  "mail server timed out",
  "message refused",
  "not sent",
] as const;
export type MailFailureCategory = (typeof MAIL_FAILURE_CATEGORIES)[number];

export const failedMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  queuedAt: z.string(),
  failure: z.enum(MAIL_FAILURE_CATEGORIES).nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailsSchema = z.object({ mails: z.array(failedMailSchema) });

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(["pending", "subscribed", "unsubscribed"]),
  signedUpAt: z.string(),
  /** The opt-in's proof: when the confirmation link was opened, and from which address key. */
  confirmedAt: z.string().nullable(),
  confirmedFrom: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscribersSchema = z.object({ subscribers: z.array(subscriberSchema) });

/** Each kind of record a person's data can be in, as the console names it. */
export const PERSONAL_DATA_LABELS = {
  subscriptions: "Newsletter subscriptions",
  contactMessages: "Contact messages",
  projectRequests: "Project requests",
  files: "Attached files",
  reviews: "Reviews",
  calls: "Calls",
  phoneConsents: "Phone number consents",
  codeRequests: "Verification code requests",
  mails: "Mails in the outbox",
  mailThrottle: "Mail sending records",
} as const;
export type PersonalDataKind = keyof typeof PERSONAL_DATA_LABELS;

export const personalDataCountsSchema = z.object(
  Object.fromEntries(Object.keys(PERSONAL_DATA_LABELS).map((kind) => [kind, z.number()])) as Record<
    PersonalDataKind,
    z.ZodNumber
  >,
);

/**
 * The person a data request is about. Sent in a body, never in a URL, so that no access log keeps
 * the address or number.
 */
export const dataSubjectSchema = z.object({
  subject: z.string().trim().min(1, "Enter an e-mail address or a phone number").max(254),
});

export const dataErasureSchema = dataSubjectSchema.extend({
  /** Erasure cannot be undone: the console asks the operator to confirm it first. */
  confirm: z.literal(true, "Confirm the erasure first"),
});

export const personalDataFoundSchema = z.object({ counts: personalDataCountsSchema });
