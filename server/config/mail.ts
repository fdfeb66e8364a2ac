import { z } from "zod";
import { milliseconds } from "./fields";

/** Stands in for NEWSLETTER_SECRET outside production, where links need not resist forgery. */
export const DEVELOPMENT_NEWSLETTER_SECRET = "development-only-newsletter-secret-do-not-use";

/** How e-mail leaves the site, and the key that signs the links in it. */
export const mailSettings = {
  /** `smtp://user:password@host:587` or `smtps://...`; unset keeps mail pending in the outbox (`npm run admin -- outbox list`). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" })
    .optional(),
  /** Sender of every e-mail, as `Name <address>`. */
  MAIL_FROM: z.string().min(1).default("Nexora Studio <hello@nexorastudio.in>"),
  /** How long a mail being sent stays claimed by one server; a server killed mid-send leaves it due again after this long. */
  OUTBOX_CLAIM_LEASE_MS: milliseconds(1000, 5 * 60_000),
  /** Address that receives contact messages and project requests. */
  STUDIO_INBOX: z.email({ error: "must be an e-mail address" }).default("hello@nexorastudio.in"),
  /** Key (32 characters or more) that signs newsletter confirm and unsubscribe links; required in production. */
  NEWSLETTER_SECRET: z
    .string()
    .min(32, { error: "must be at least 32 characters" })
    .default(DEVELOPMENT_NEWSLETTER_SECRET),
};
