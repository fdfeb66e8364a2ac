import type { Kysely, Selectable } from "kysely";
import type { Database, MailOutboxTable } from "../db/database";

export type OutboxMail = Selectable<MailOutboxTable>;

/** A mail to queue; the sender comes from MAIL_FROM when it goes out. */
export interface QueuedMail {
  /** What the mail is for, e.g. `contact-confirmation`; shown by the admin command. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers such as List-Unsubscribe or Reply-To. */
  headers?: Record<string, string>;
}

/** Queues a mail; call it inside the transaction that stores what the mail is about. */
export async function enqueueMail(db: Kysely<Database>, mail: QueuedMail, now: Date) {
  const timestamp = now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers_json: mail.headers ? JSON.stringify(mail.headers) : null,
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .execute();
}

/**
 * Queues a mail unless one of the same kind was queued to the same address less than `intervalMs`
 * ago; false when it was held back. For mail to an address a visitor typed, which may be someone
 * else's. The claim is one statement on the row of that kind and address, so two requests at once
 * cannot both queue one, whichever server they reach.
 */
export async function enqueueMailOncePer(
  db: Kysely<Database>,
  mail: QueuedMail,
  intervalMs: number,
  now: Date,
): Promise<boolean> {
  const timestamp = now.toISOString();
  const queuedBefore = new Date(now.getTime() - intervalMs).toISOString();
  const claim = await db
    .insertInto("mail_throttle")
    .values({ kind: mail.kind, to_address: mail.to, last_queued_at: timestamp })
    .onConflict((conflict) =>
      conflict
        .columns(["kind", "to_address"])
        .doUpdateSet({ last_queued_at: timestamp })
        .where("mail_throttle.last_queued_at", "<", queuedBefore),
    )
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  await enqueueMail(db, mail, now);
  return true;
}

/** Pending mails whose next attempt is due, oldest first. */
export async function findDueMails(db: Kysely<Database>, now: Date, limit: number) {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Takes a mail for one worker by pushing its next attempt past the lease: another process that
 * read the same row loses the race, and a worker that dies leaves the mail due again later.
 */
export async function claimMail(db: Kysely<Database>, mail: OutboxMail, leaseUntil: Date) {
  const result = await db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: leaseUntil.toISOString() })
    .where("id", "=", mail.id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "=", mail.next_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markMailSent(db: Kysely<Database>, id: number, attempts: number, now: Date) {
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", attempts, sent_at: now.toISOString(), last_error: null })
    .where("id", "=", id)
    .execute();
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when that is null. */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
) {
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      last_error: error,
      ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { status: "failed" as const }),
    })
    .where("id", "=", id)
    .execute();
}

export async function listMails(db: Kysely<Database>, status?: OutboxMail["status"]) {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("id");
  if (status) query = query.where("status", "=", status);
  return query.execute();
}

export async function findMail(db: Kysely<Database>, id: number) {
  return db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Makes failed (or matching) mails due now with a fresh set of attempts; returns how many. */
export async function requeueMails(
  db: Kysely<Database>,
  filter: { id: number } | { status: "failed" },
  now: Date,
): Promise<number> {
  let query = db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
    .where("status", "!=", "sent");
  query = "id" in filter ? query.where("id", "=", filter.id) : query.where("status", "=", "failed");
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
