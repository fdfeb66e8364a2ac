import type { Kysely } from "kysely";
import type { FailedMail, Subscriber } from "#contract/studio-mail";
import type { Database } from "../../../db/database";
import { mailFailureCategory } from "../../../mail/failure-category";
import { listMails, requeueMails } from "../../../mail/outbox-repository";
import { Refusal } from "../../../refusal";
import { listSubscribers } from "../../newsletter/repository";
import { subscribersCsv } from "../../newsletter/subscriber-export";
import { recordAction, withAuditEntry, type Actor } from "../audit/audit-log";

// The outbox's failed mails and the newsletter's subscribers, through the same outbox and export
// as the admin command's `outbox retry` and `subscribers export`.

/** Mails the outbox gave up on, newest first; what went wrong only as a category. */
export async function failedMails(db: Kysely<Database>): Promise<FailedMail[]> {
  const mails = await listMails(db, "failed");
  return mails.reverse().map((mail) => ({
    id: mail.id,
    kind: mail.kind,
    to: mail.to_address,
    subject: mail.subject,
    attempts: mail.attempts,
    queuedAt: mail.created_at,
    failure: mailFailureCategory(mail.last_error),
  }));
}

/** Makes a failed mail due again with a fresh set of attempts, for the outbox worker to send. */
export async function retryMail(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<void> {
  await withAuditEntry(
    db,
    actor,
    async (trx) => {
      if ((await requeueMails(trx, { id }, now)) === 0) {
        throw new Refusal("not-found", "No unsent mail with this number in the outbox.");
      }
    },
    { action: "retried the mail", item: { kind: "mail", id } },
    now,
  );
}

export async function subscribers(db: Kysely<Database>): Promise<Subscriber[]> {
  const rows = await listSubscribers(db);
  return rows.reverse().map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status,
    signedUpAt: row.created_at,
    confirmedAt: row.confirmed_at,
    confirmedFrom: row.confirmed_from,
    unsubscribedAt: row.unsubscribed_at,
  }));
}

/** Every subscriber as the admin command exports them; the export is recorded. */
export async function exportSubscribers(db: Kysely<Database>, actor: Actor): Promise<string> {
  const csv = await subscribersCsv(db);
  const count = csv.split("\n").length - 1;
  await recordAction(db, actor, {
    action: "exported the subscribers",
    detail: `${count} subscriber${count === 1 ? "" : "s"}`,
  });
  return csv;
}
