import type { Kysely } from "kysely";
import type { ContactMessage } from "#contract/contact";
import { HONEYPOT_FIELD } from "#contract/field-rules";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { enqueueMail, enqueueMailOncePer } from "../../mail/outbox-repository";
import { RECEIPT_INTERVAL_MS } from "../../mail/receipt";
import { contactConfirmationMail, contactNotificationMail } from "./mail";
import { insertContactMessage } from "./repository";

export type ContactConfig = Pick<Config, "STUDIO_INBOX">;

/**
 * Stores a message and queues the visitor's confirmation and the studio's notification in the
 * same transaction, so a stored message is never left unannounced. The confirmation goes to an
 * address anyone can type, so it is a receipt: at most one per address and interval. A filled
 * honeypot marks the message as spam: kept for review, never mailed.
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  config: ContactConfig,
  input: ContactMessage,
  ip: string,
  now = new Date(),
): Promise<{ id: number; isSpam: boolean }> {
  const isSpam = (input[HONEYPOT_FIELD] ?? "").trim() !== "";
  const message = {
    name: input.name,
    email: input.email,
    subject: input.subject,
    // Browsers send form line breaks as CRLF; stored text uses LF whatever the encoding was.
    message: input.message.replace(/\r\n?/g, "\n"),
    phone: input.phone || null,
    company: input.company || null,
  };
  return db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, {
      ...message,
      is_spam: isSpam ? 1 : 0,
      ip,
      created_at: now.toISOString(),
    });
    if (!isSpam) {
      await enqueueMailOncePer(
        trx,
        {
          kind: "contact-confirmation",
          to: message.email,
          ...contactConfirmationMail(message.name),
        },
        RECEIPT_INTERVAL_MS,
        now,
      );
      await enqueueMail(
        trx,
        {
          kind: "contact-notification",
          to: config.STUDIO_INBOX,
          ...contactNotificationMail({ id, ...message }),
          headers: { "Reply-To": message.email },
        },
        now,
      );
    }
    return { id, isSpam };
  });
}
