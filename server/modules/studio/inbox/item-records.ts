import type { Kysely, Selectable } from "kysely";
import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import type { InboxKind } from "#contract/studio-rules";
import type { Database, ReviewsTable } from "../../../db/database";
import { mailFailureCategory } from "../../../mail/failure-category";
import { findMail, type OutboxMail } from "../../../mail/outbox-repository";
import {
  findCall,
  listCallEvents,
  type CallEventRow,
  type CallRow,
} from "../../ai-call/calls/call-repository";
import { maskPhoneNumber } from "../../ai-call/calls/phone-numbers";
import { contactFields } from "../../contact/mail";
import { findContactMessage, type ContactMessageRow } from "../../contact/repository";
import { attachmentLine, requestFields } from "../../project-requests/mail";
import {
  findProjectRequest,
  listProjectRequestFiles,
  type ProjectRequestFileRow,
  type ProjectRequestRow,
} from "../../project-requests/repository";

// What the staff see of each stored item, label by label: the admin command's `show` and the
// console's item page both print these, so the two never disagree.

export type RecordFields = [label: string, value: unknown][];

/** A notification mail's fields as a record's: labels in the lower case of the other fields. */
function lowerCaseLabels(fields: readonly (readonly [string, unknown])[]): RecordFields {
  return fields.map(([label, value]) => [label.toLowerCase(), value]);
}

export function contactRecord(row: ContactMessageRow): RecordFields {
  return [
    ["id", row.id],
    ["received", row.created_at],
    ["spam", row.is_spam ? "yes (honeypot filled; not mailed)" : "no"],
    ["ip", row.ip],
    ...lowerCaseLabels(contactFields(row)),
  ];
}

export function requestRecord(
  row: ProjectRequestRow,
  files: readonly ProjectRequestFileRow[],
): RecordFields {
  const attachments = files.map((file) =>
    attachmentLine({
      name: file.original_name,
      sizeBytes: file.size_bytes,
      mimeType: file.mime_type,
    }),
  );
  return [
    ["id", row.id],
    ["received", row.created_at],
    ["ip", row.ip],
    ...lowerCaseLabels(requestFields(row)),
    ["attachments", attachments.length === 0 ? "none" : attachments.join("\n")],
  ];
}

/** What was said on a call, in order: the opening line it was answered with, then every line. */
export function spokenOnCall(call: CallRow, events: readonly CallEventRow[]) {
  return [
    { speaker: AI_SPEAKER, message: call.opening_text, at: null, waitMs: null },
    ...events
      .filter((event) => event.kind === "line")
      .map((event) => ({
        speaker: event.speaker ?? CALLEE_SPEAKER,
        message: event.message ?? "",
        at: event.created_at,
        waitMs: event.wait_ms,
      })),
  ];
}

export function callRecord(call: CallRow, events: readonly CallEventRow[]): RecordFields {
  const transcript = spokenOnCall(call, events)
    .map((line) => `${line.speaker}: ${line.message}`)
    .join("\n");
  const statuses = events
    .filter((event) => event.kind === "status")
    .map((event) => `${event.created_at} ${event.status ?? ""}`)
    .join("\n");
  return [
    ["id", call.id],
    ["placed", call.created_at],
    ["ended", call.ended_at],
    ["to", maskPhoneNumber(call.to_number)],
    ["status", call.status],
    ["provider", call.provider],
    ["call sid", call.call_sid],
    ["ip", call.ip],
    ["instruction", call.instruction],
    ["statuses", statuses],
    ["transcript", transcript],
    ["summary", call.summary],
  ];
}

export function mailRecord(mail: OutboxMail): RecordFields {
  return [
    ["id", mail.id],
    ["kind", mail.kind],
    ["to", mail.to_address],
    ["subject", mail.subject],
    ...Object.entries(
      mail.headers_json ? (JSON.parse(mail.headers_json) as Record<string, string>) : {},
    ),
    ["status", mail.status],
    ["attempts", mail.attempts],
    ["queued", mail.created_at],
    ["next attempt", mail.status === "pending" ? mail.next_attempt_at : ""],
    ["sent", mail.sent_at],
    // The mail server's own text can name hosts, accounts or keys: only its category is shown.
    ["what went wrong", mailFailureCategory(mail.last_error)],
    ["text", mail.text_body],
  ];
}

export function reviewRecord(review: Selectable<ReviewsTable>): RecordFields {
  return [
    ["id", review.id],
    ["written", review.created_at],
    ["name", review.name],
    ["rating", `${review.rating} of 5`],
    ["title", review.title],
    ["text", review.description],
    ["status", review.status],
    ["held because", review.held_reason],
    ["reports", review.report_count],
    ["helpful", review.helpful_count],
    ["reply", review.reply_text],
    ["ip", review.ip],
  ];
}

export interface FoundItem {
  title: string;
  who: string;
  createdAt: string;
  record: RecordFields;
  files: ProjectRequestFileRow[];
}

type ItemFinder = (db: Kysely<Database>, id: number) => Promise<FoundItem | undefined>;

/** Finds an item of any inbox kind with its record; undefined when there is none. */
export const itemFinders: Record<InboxKind, ItemFinder> = {
  contact: async (db, id) => {
    const row = await findContactMessage(db, id);
    return (
      row && {
        title: row.subject,
        who: row.name,
        createdAt: row.created_at,
        record: contactRecord(row),
        files: [],
      }
    );
  },
  request: async (db, id) => {
    const row = await findProjectRequest(db, id);
    if (!row) return undefined;
    const files = await listProjectRequestFiles(db, id);
    return {
      title: row.project_title,
      who: row.name,
      createdAt: row.created_at,
      record: requestRecord(row, files),
      files,
    };
  },
  call: async (db, id) => {
    const call = await findCall(db, id);
    if (!call) return undefined;
    return {
      title: call.instruction,
      who: maskPhoneNumber(call.to_number),
      createdAt: call.created_at,
      record: callRecord(call, await listCallEvents(db, id)),
      files: [],
    };
  },
  review: async (db, id) => {
    const review = await db
      .selectFrom("reviews")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return (
      review && {
        title: review.title,
        who: review.name,
        createdAt: review.created_at,
        record: reviewRecord(review),
        files: [],
      }
    );
  },
  mail: async (db, id) => {
    const mail = await findMail(db, id);
    return (
      mail && {
        title: mail.subject,
        who: mail.to_address,
        createdAt: mail.created_at,
        record: mailRecord(mail),
        files: [],
      }
    );
  },
};
