import type { Kysely } from "kysely";
import type { ProjectRequest } from "#contract/project-request";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { enqueueMail, enqueueMailOncePer } from "../../mail/outbox-repository";
import { RECEIPT_INTERVAL_MS } from "../../mail/receipt";
import type { UploadBatch } from "./attachments";
import { projectRequestConfirmationMail, projectRequestNotificationMail } from "./mail";
import { insertProjectRequest, insertProjectRequestFiles } from "./repository";

export type ProjectRequestConfig = Pick<Config, "STUDIO_INBOX">;

/**
 * Names the accepted attachments, stores the request, its files and both mails in one
 * transaction, then moves the files into place. On any failure before the commit the caller's
 * `discard()` removes the files; a crash leaves them in `.incoming` for `recoverIncoming`. So no
 * row points at a missing file for longer than a restart, and no file is orphaned.
 */
export async function submitProjectRequest(
  db: Kysely<Database>,
  config: ProjectRequestConfig,
  input: ProjectRequest,
  uploads: UploadBatch,
  ip: string,
  now = new Date(),
): Promise<number> {
  const attachments = await uploads.store();
  const createdAt = now.toISOString();
  // Browsers send form line breaks as CRLF; stored text uses LF whatever the encoding was.
  const details = input.details.replace(/\r\n?/g, "\n");
  const id = await db.transaction().execute(async (trx) => {
    const requestId = await insertProjectRequest(trx, {
      customer_type: input.customer_type,
      project_title: input.project_title,
      name: input.name,
      email: input.email,
      budget: input.budget ?? null,
      deadline: input.deadline ?? null,
      details,
      ip,
      created_at: createdAt,
    });
    await insertProjectRequestFiles(
      trx,
      attachments.map((file) => ({
        request_id: requestId,
        original_name: file.originalName,
        stored_name: file.storedName,
        mime_type: file.mimeType,
        size_bytes: file.sizeBytes,
        created_at: createdAt,
      })),
    );
    const mailData = {
      id: requestId,
      customerType: input.customer_type,
      projectTitle: input.project_title,
      name: input.name,
      email: input.email,
      budget: input.budget ?? null,
      deadline: input.deadline ?? null,
      details,
      attachments: attachments.map((file) => ({
        name: file.originalName,
        sizeBytes: file.sizeBytes,
        mimeType: file.mimeType,
      })),
    };
    await enqueueMail(
      trx,
      {
        kind: "project-request-notification",
        to: config.STUDIO_INBOX,
        ...projectRequestNotificationMail(mailData),
        headers: { "Reply-To": input.email },
      },
      now,
    );
    // An address anyone can type: a receipt, at most one per address and interval.
    await enqueueMailOncePer(
      trx,
      {
        kind: "project-request-confirmation",
        to: input.email,
        ...projectRequestConfirmationMail(input.name, attachments.length),
      },
      RECEIPT_INTERVAL_MS,
      now,
    );
    return requestId;
  });
  await uploads.keep();
  return id;
}
