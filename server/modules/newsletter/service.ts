import type { Kysely } from "kysely";
import { ALREADY_SUBSCRIBED_PHRASE } from "#contract/newsletter";
import type { Config } from "../../config";
import { Refusal } from "../../refusal";
import type { Database } from "../../db/database";
import { enqueueMailOncePer } from "../../mail/outbox-repository";
import { newsletterConfirmationMail } from "./mail";
import {
  claimNetworkConfirmation,
  confirmSubscriber,
  findSubscriber,
  insertPendingSubscriber,
  reopenSubscriber,
  unsubscribeSubscriber,
} from "./repository";
import { signToken, verifyToken } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;

export const CONFIRMATION_VALID_DAYS = 7;
/**
 * The unsubscribe link in a mail works for a year: long enough for any newsletter someone still
 * reads, while a link that leaked (it names the address) stops working one day.
 */
export const UNSUBSCRIBE_VALID_DAYS = 365;
/**
 * An address gets at most one confirmation mail a day: anyone may type anyone's address, and a
 * shorter interval let one visitor send a stranger a mail every few minutes.
 */
export const CONFIRMATION_RESEND_INTERVAL_MS = DAY_MS;
/**
 * Confirmation mails the sign-ups of one network (IPv4 /24, IPv6 /48) may send in a UTC day:
 * whoever holds many addresses could otherwise mail as many strangers. Ample for an office.
 */
export const CONFIRMATIONS_PER_NETWORK_PER_DAY = 20;

export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

export const SUBSCRIBED_MESSAGE =
  "Successfully subscribed to our newsletter! Please confirm your address from the e-mail we sent.";
export const ALREADY_SUBSCRIBED_MESSAGE = `This email is ${ALREADY_SUBSCRIBED_PHRASE} to our newsletter!`;
export const NETWORK_LIMIT_MESSAGE =
  "Too many newsletter sign-ups from your network today. Please try again tomorrow.";

export type NewsletterConfig = Pick<Config, "PUBLIC_SITE_URL" | "NEWSLETTER_SECRET">;

export type SubscribeOutcome = "created" | "pending" | "already-subscribed";

export function unsubscribeUrl(config: NewsletterConfig, email: string, now: Date): string {
  const expiresAt = new Date(now.getTime() + UNSUBSCRIBE_VALID_DAYS * DAY_MS);
  const token = signToken(config.NEWSLETTER_SECRET, "unsubscribe", email, expiresAt);
  return `${config.PUBLIC_SITE_URL}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs once. */
export function listUnsubscribeHeaders(
  config: NewsletterConfig,
  email: string,
  now: Date,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(config, email, now)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The UTC day of `now`, as the network quota counts days. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Queues the confirmation mail, unless the address had one within the resend interval. A mail
 * queued counts against the network's daily quota; past it, the sign-up is refused and the
 * caller's transaction rolls back the mail with it.
 */
async function queueConfirmation(
  db: Kysely<Database>,
  config: NewsletterConfig,
  email: string,
  network: string | null,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS);
  const token = signToken(config.NEWSLETTER_SECRET, "confirm", email, expiresAt);
  const content = newsletterConfirmationMail({
    confirmUrl: `${config.PUBLIC_SITE_URL}${CONFIRM_PATH}?token=${token}`,
    unsubscribeUrl: unsubscribeUrl(config, email, now),
    validDays: CONFIRMATION_VALID_DAYS,
  });
  const queued = await enqueueMailOncePer(
    db,
    {
      kind: "newsletter-confirmation",
      to: email,
      ...content,
      headers: listUnsubscribeHeaders(config, email, now),
    },
    CONFIRMATION_RESEND_INTERVAL_MS,
    now,
  );
  if (
    queued &&
    network !== null &&
    !(await claimNetworkConfirmation(db, network, utcDay(now), CONFIRMATIONS_PER_NETWORK_PER_DAY))
  ) {
    throw new Refusal("limited", NETWORK_LIMIT_MESSAGE);
  }
}

/**
 * Double opt-in: a new (or unsubscribed) address is stored pending and mailed a confirmation
 * link, a pending one is mailed again; an address gets at most one per resend interval, and the
 * client's `network` (null: exempt) a daily quota of them.
 */
export async function subscribe(
  db: Kysely<Database>,
  config: NewsletterConfig,
  email: string,
  network: string | null,
  now = new Date(),
): Promise<SubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const created = await insertPendingSubscriber(trx, email, now);
    if (!created) {
      const existing = await findSubscriber(trx, email);
      if (!existing || existing.status === "subscribed") return "already-subscribed";
      await reopenSubscriber(trx, existing.id);
    }
    await queueConfirmation(trx, config, email, network, now);
    return created ? "created" : "pending";
  });
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "unknown";

export type LinkResult<T> = { ok: true; outcome: T } | { ok: false; reason: "invalid" | "expired" };

export async function confirm(
  db: Kysely<Database>,
  config: NewsletterConfig,
  token: string,
  from: string,
  now = new Date(),
): Promise<LinkResult<ConfirmOutcome>> {
  const check = verifyToken(config.NEWSLETTER_SECRET, "confirm", token, now);
  if (!check.ok) return check;
  if (await confirmSubscriber(db, check.email, from, now))
    return { ok: true, outcome: "confirmed" };
  const subscriber = await findSubscriber(db, check.email);
  const outcome: ConfirmOutcome =
    subscriber?.status === "subscribed"
      ? "already-confirmed"
      : subscriber?.status === "unsubscribed"
        ? "unsubscribed"
        : "unknown";
  return { ok: true, outcome };
}

/** Idempotent: unsubscribing twice, or an address we no longer hold, both succeed. */
export async function unsubscribe(
  db: Kysely<Database>,
  config: NewsletterConfig,
  token: string,
  now = new Date(),
): Promise<LinkResult<"unsubscribed">> {
  const check = verifyToken(config.NEWSLETTER_SECRET, "unsubscribe", token, now);
  if (!check.ok) return check;
  await unsubscribeSubscriber(db, check.email, now);
  return { ok: true, outcome: "unsubscribed" };
}

/** Whether an unsubscribe token is genuine and current, to decide what the page shows. */
export function checkUnsubscribeToken(config: NewsletterConfig, token: string, now = new Date()) {
  return verifyToken(config.NEWSLETTER_SECRET, "unsubscribe", token, now);
}
