import type { Kysely } from "kysely";
import type { ProjectRequest } from "#contract/project-requests";
import { ATTACHMENT_REFUSALS } from "#contract/project-requests-rules";
import type { Config } from "../../config";
import type { DatabaseEngine } from "../../db/connect";
import type { Database } from "../../db/database";
import { lockSiteWide } from "../../db/site-lock";
import { formatBytes } from "../../format-bytes";
import { enqueueMail, enqueueMailOncePer } from "../../mail/outbox-repository";
import { RECEIPT_INTERVAL_MS } from "../../mail/receipt";
import { Refusal } from "../../refusal";
import { ensureFreeSpace, type UploadBatch } from "./attachments";
import { projectRequestConfirmationMail, projectRequestNotificationMail } from "./mail";
import {
  attachmentBytesSince,
  insertProjectRequest,
  insertProjectRequestFiles,
} from "./repository";

export type ProjectRequestConfig = Pick<
  Config,
  | "STUDIO_INBOX"
  | "DATA_DIR"
  | "ATTACHMENT_PER_IP_DAILY_BYTES"
  | "ATTACHMENT_DAILY_BYTES"
  | "ATTACHMENT_MIN_FREE_DISK_BYTES"
  | "RATE_LIMIT_ALLOW_LIST"
>;

/**
 * Refuses `bytes` more of attachments when they would take the client address or the site past
 * today's (UTC) allowance. Counted from the stored files, so every instance counts the same;
 * addresses exempt from per-IP limits still meet the site's. 429: the same files are welcome
 * tomorrow, which 413 (too large, whenever sent) would deny.
 */
async function checkAttachmentQuota(
  db: Kysely<Database>,
  config: ProjectRequestConfig,
  ip: string,
  bytes: number,
  now: Date,
): Promise<void> {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const perIp = config.ATTACHMENT_PER_IP_DAILY_BYTES;
  if (
    !config.RATE_LIMIT_ALLOW_LIST.includes(ip) &&
    (await attachmentBytesSince(db, startOfDay, ip)) + bytes > perIp
  ) {
    throw new Refusal("limited", ATTACHMENT_REFUSALS.addressDailyBudget(formatBytes(perIp)));
  }
  if ((await attachmentBytesSince(db, startOfDay)) + bytes > config.ATTACHMENT_DAILY_BYTES) {
    throw new Refusal("limited", ATTACHMENT_REFUSALS.siteDailyBudget);
  }
}

/**
 * Checks, before a request's first file is written, that the disk has room and that the quotas
 * have at least one byte left (no file is smaller); the exact count comes at the end.
 */
export async function admitAttachments(
  db: Kysely<Database>,
  config: ProjectRequestConfig,
  ip: string,
  now = new Date(),
): Promise<void> {
  await ensureFreeSpace(config.DATA_DIR, config.ATTACHMENT_MIN_FREE_DISK_BYTES);
  await checkAttachmentQuota(db, config, ip, 1, now);
}

/**
 * Names the accepted attachments, stores the request, its files and both mails in one
 * transaction, then moves the files into place. On any failure before the commit (a quota
 * refusal included) the caller's `discard()` removes the files; a crash leaves them in
 * `.incoming` for `recoverIncoming`. So no row points at a missing file for longer than a
 * restart, and no file is orphaned.
 */
export async function submitProjectRequest(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  config: ProjectRequestConfig,
  input: ProjectRequest,
  uploads: UploadBatch,
  ip: string,
  now = new Date(),
): Promise<number> {
  const attachments = await uploads.store();
  const createdAt = now.toISOString();
  const request = {
    customer_type: input.customer_type,
    project_title: input.project_title,
    name: input.name,
    email: input.email,
    budget: input.budget ?? null,
    deadline: input.deadline ?? null,
    // Browsers send form line breaks as CRLF; stored text uses LF whatever the encoding was.
    details: input.details.replace(/\r\n?/g, "\n"),
  };
  const id = await db.transaction().execute(async (trx) => {
    if (attachments.length > 0) {
      // Under the lock, the files stored meanwhile by any instance count as well.
      await lockSiteWide(trx, engine, "attachmentQuota");
      await checkAttachmentQuota(trx, config, ip, uploads.bytes, now);
    }
    const requestId = await insertProjectRequest(trx, { ...request, ip, created_at: createdAt });
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
      ...request,
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
