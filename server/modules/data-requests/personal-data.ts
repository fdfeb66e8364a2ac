// Everything the site holds about one person, found by their e-mail address or phone number, to
// give it to them (one download) or erase it everywhere, files included. India's DPDP Act 2023
// and the GDPR give people both rights.
import { readFile, rm } from "node:fs/promises";
import { sql, type Kysely, type Selectable } from "kysely";
import type {
  AiCallEventsTable,
  AiCallsTable,
  ContactMessagesTable,
  Database,
  MailOutboxTable,
  MailThrottleTable,
  NewsletterSubscribersTable,
  PhoneCodeRequestsTable,
  PhoneConsentsTable,
  ProjectRequestFilesTable,
  ProjectRequestsTable,
  ReviewsTable,
} from "../../db/database";
import { adjustStats } from "../reviews/repository";
import { storedAttachmentPath } from "../project-requests/uploads-dir";
import { isSameNumber, type DataSubject } from "./data-subject";

export interface PersonalData {
  subscriptions: Selectable<NewsletterSubscribersTable>[];
  contactMessages: Selectable<ContactMessagesTable>[];
  projectRequests: (Selectable<ProjectRequestsTable> & {
    files: Selectable<ProjectRequestFilesTable>[];
  })[];
  reviews: Selectable<ReviewsTable>[];
  calls: (Selectable<AiCallsTable> & { events: Selectable<AiCallEventsTable>[] })[];
  phoneConsents: Selectable<PhoneConsentsTable>[];
  codeRequests: Selectable<PhoneCodeRequestsTable>[];
  mails: Selectable<MailOutboxTable>[];
  mailThrottle: Selectable<MailThrottleTable>[];
}

export type PersonalDataCounts = Record<keyof PersonalData, number> & { files: number };

type Db = Kysely<Database>;

/** An e-mail column as the person would recognise it: case and outer spaces do not matter. */
const sameEmail = (column: string, email: string) =>
  sql<boolean>`lower(trim(${sql.ref(column)})) = ${email}`;

async function contactMessagesOf(db: Db, subject: DataSubject) {
  if (subject.kind === "email") {
    return db
      .selectFrom("contact_messages")
      .selectAll()
      .where(sameEmail("email", subject.email))
      .execute();
  }
  // The form's phone field is free text ("+91 80 1234 5678"): read each as a number.
  const withPhone = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("phone", "is not", null)
    .execute();
  return withPhone.filter((row) => isSameNumber(row.phone ?? "", subject.e164));
}

async function projectRequestsOf(db: Db, subject: DataSubject) {
  if (subject.kind !== "email") return [];
  const requests = await db
    .selectFrom("project_requests")
    .selectAll()
    .where(sameEmail("email", subject.email))
    .orderBy("id")
    .execute();
  if (requests.length === 0) return [];
  const files = await db
    .selectFrom("project_request_files")
    .selectAll()
    .where(
      "request_id",
      "in",
      requests.map((request) => request.id),
    )
    .orderBy("id")
    .execute();
  return requests.map((request) => ({
    ...request,
    files: files.filter((file) => file.request_id === request.id),
  }));
}

async function callsOf(db: Db, subject: DataSubject) {
  if (subject.kind !== "phone") return [];
  const calls = await db
    .selectFrom("ai_calls")
    .selectAll()
    .where("to_number", "=", subject.e164)
    .orderBy("id")
    .execute();
  if (calls.length === 0) return [];
  const events = await db
    .selectFrom("ai_call_events")
    .selectAll()
    .where(
      "call_id",
      "in",
      calls.map((call) => call.id),
    )
    .orderBy("id")
    .execute();
  return calls.map((call) => ({
    ...call,
    events: events.filter((event) => event.call_id === call.id),
  }));
}

/** Everything stored about `subject`, in every table that can hold it. */
export async function findPersonalData(db: Db, subject: DataSubject): Promise<PersonalData> {
  const email = subject.kind === "email" ? subject.email : null;
  // Without a shared secret each start hashes numbers with a key of its own: none can match.
  const numberHash = subject.kind === "phone" ? subject.numberHash : null;
  const none = Promise.resolve([]);
  return {
    subscriptions: await (email
      ? db
          .selectFrom("newsletter_subscribers")
          .selectAll()
          .where(sameEmail("email", email))
          .execute()
      : none),
    contactMessages: await contactMessagesOf(db, subject),
    projectRequests: await projectRequestsOf(db, subject),
    reviews: await (email
      ? db.selectFrom("reviews").selectAll().where("email_normalised", "=", email).execute()
      : none),
    calls: await callsOf(db, subject),
    phoneConsents: await (numberHash
      ? db.selectFrom("phone_consents").selectAll().where("number_hash", "=", numberHash).execute()
      : none),
    codeRequests: await (numberHash
      ? db
          .selectFrom("phone_code_requests")
          .selectAll()
          .where("number_hash", "=", numberHash)
          .execute()
      : none),
    mails: await (email
      ? db.selectFrom("mail_outbox").selectAll().where(sameEmail("to_address", email)).execute()
      : none),
    mailThrottle: await (email
      ? db.selectFrom("mail_throttle").selectAll().where(sameEmail("to_address", email)).execute()
      : none),
  };
}

export function countPersonalData(data: PersonalData): PersonalDataCounts {
  const counts = Object.fromEntries(
    Object.entries(data).map(([kind, rows]) => [kind, (rows as unknown[]).length]),
  ) as Record<keyof PersonalData, number>;
  const files = data.projectRequests.reduce((sum, request) => sum + request.files.length, 0);
  return { ...counts, files };
}

/**
 * One JSON document with everything found, attachments included (their bytes in base64), for
 * the person to keep. A file missing from the disk is listed with `content_base64: null`.
 */
export async function exportPersonalData(
  db: Db,
  dataDir: string,
  subject: DataSubject,
  now: Date,
): Promise<string> {
  const data = await findPersonalData(db, subject);
  const projectRequests = await Promise.all(
    data.projectRequests.map(async (request) => ({
      ...request,
      files: await Promise.all(
        request.files.map(async (file) => ({
          ...file,
          content_base64: await readFile(storedAttachmentPath(dataDir, file.stored_name))
            .then((bytes) => bytes.toString("base64"))
            .catch(() => null),
        })),
      ),
    })),
  );
  const about = subject.kind === "email" ? { email: subject.email } : { phone: subject.e164 };
  return JSON.stringify(
    { exported_at: now.toISOString(), about, ...data, projectRequests },
    null,
    2,
  );
}

/** Who erased: an operator's name, or the command line. */
export type ErasedBy = string;

/** What an erasure took: how many of each kind, and the attachments' files left to remove. */
export interface ErasedRows {
  counts: PersonalDataCounts;
  storedNames: string[];
}

/**
 * Erases the rows held about `subject` within the caller's transaction `trx`, and records that an
 * erasure happened (when, by whom, how many of each kind) without the data. Visible reviews
 * leave the published counts too. The files go with `removeErasedFiles` once `trx` commits.
 */
export async function erasePersonalRows(
  trx: Db,
  subject: DataSubject,
  erasedBy: ErasedBy,
  now: Date,
): Promise<ErasedRows> {
  const data = await findPersonalData(trx, subject);
  const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
  for (const review of data.reviews) {
    if (review.status === "visible") await adjustStats(trx, review.rating, -1);
  }
  // Files, votes and call events go with their rows (foreign keys on delete cascade).
  await deleteIds(trx, "reviews", ids(data.reviews));
  await deleteIds(trx, "project_requests", ids(data.projectRequests));
  await deleteIds(trx, "contact_messages", ids(data.contactMessages));
  await deleteIds(trx, "newsletter_subscribers", ids(data.subscriptions));
  await deleteIds(trx, "ai_calls", ids(data.calls));
  await deleteIds(trx, "phone_code_requests", ids(data.codeRequests));
  await deleteIds(trx, "mail_outbox", ids(data.mails));
  if (subject.kind === "phone" && subject.numberHash) {
    await trx.deleteFrom("phone_consents").where("number_hash", "=", subject.numberHash).execute();
  }
  if (subject.kind === "email") {
    await trx.deleteFrom("mail_throttle").where(sameEmail("to_address", subject.email)).execute();
  }
  const erased = countPersonalData(data);
  await trx
    .insertInto("data_erasures")
    .values({
      erased_at: now.toISOString(),
      subject_kind: subject.kind,
      erased_by: erasedBy,
      counts_json: JSON.stringify(erased),
    })
    .execute();
  return {
    counts: erased,
    storedNames: data.projectRequests.flatMap((request) =>
      request.files.map((file) => file.stored_name),
    ),
  };
}

/** The erased attachments' files: removed only once no row names them, never served without one. */
export async function removeErasedFiles(dataDir: string, erased: ErasedRows): Promise<void> {
  for (const name of erased.storedNames) {
    await rm(storedAttachmentPath(dataDir, name), { force: true });
  }
}

/** Erases everything held about `subject`: its rows in one transaction, then its files. */
export async function erasePersonalData(
  db: Db,
  dataDir: string,
  subject: DataSubject,
  erasedBy: ErasedBy,
  now: Date,
): Promise<PersonalDataCounts> {
  const erased = await db
    .transaction()
    .execute((trx) => erasePersonalRows(trx, subject, erasedBy, now));
  await removeErasedFiles(dataDir, erased);
  return erased.counts;
}

async function deleteIds(
  trx: Db,
  table:
    | "reviews"
    | "project_requests"
    | "contact_messages"
    | "newsletter_subscribers"
    | "ai_calls"
    | "phone_code_requests"
    | "mail_outbox",
  ids: number[],
): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom(table).where("id", "in", ids).execute();
}
