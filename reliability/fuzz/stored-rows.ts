import { readdir, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { aiCallRequestSchema, calleeSayMessageSchema } from "#contract/ai-call";
import { CALLEE_SPEAKER, callStatuses } from "#contract/ai-call-rules";
import { contactMessageSchema } from "#contract/contact";
import { newsletterSubscribeSchema } from "#contract/newsletter";
import { projectRequestSchema } from "#contract/project-requests";
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_LIMITS } from "#contract/project-requests-rules";
import { reviewSubmissionSchema } from "#contract/reviews";
import { addressKey } from "../../server/client-address";
import type { Database } from "../../server/db/database";

const absent = (value: string | null) => value ?? undefined;
const ALLOWED_MIME_TYPES: readonly string[] = ALLOWED_ATTACHMENT_TYPES.map((type) => type.mime);
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]+)?$/;
// eslint-disable-next-line no-control-regex -- control characters must never reach a stored name
const UNSAFE_FILE_NAME = /[/\\\u0000-\u001f]/;

/** Row counts per table, for the report. */
export type StoredCounts = Record<string, number>;

interface StoredRowsCheck {
  counts: StoredCounts;
  /** One line per stored row or file that breaks the contract. */
  problems: string[];
}

function checkRow(problems: string[], table: string, id: unknown, schema: z.ZodType, row: unknown) {
  const parsed = schema.safeParse(row);
  if (!parsed.success) {
    problems.push(
      `${table} ${String(id)}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
    );
  }
}

/** The client address stored with a row must be the key of one that really sent a request. */
function checkAddress(
  problems: string[],
  table: string,
  id: unknown,
  address: string | null,
  clientKeys: ReadonlySet<string>,
) {
  if (address !== null && !clientKeys.has(address)) {
    problems.push(`${table} ${String(id)}: stored as from ${JSON.stringify(address)}, no client`);
  }
}

/**
 * Reads every table the API writes and checks each row against the contract it was accepted
 * under, and every attachment on disk against its row: nothing invalid may have been stored.
 * Rows that keep the client's address must name one of `clients`, the addresses requests came
 * from: never one a client wrote in X-Forwarded-For.
 */
export async function checkStoredRows(
  db: Kysely<Database>,
  uploadsDir: string,
  clients: readonly string[],
): Promise<StoredRowsCheck> {
  const problems: string[] = [];
  const counts: StoredCounts = {};
  const clientKeys = new Set(clients.map(addressKey));

  const contact = await db.selectFrom("contact_messages").selectAll().execute();
  counts.contact_messages = contact.length;
  for (const row of contact) {
    checkRow(problems, "contact_messages", row.id, contactMessageSchema, {
      ...row,
      phone: absent(row.phone),
      company: absent(row.company),
    });
    checkAddress(problems, "contact_messages", row.id, row.ip, clientKeys);
  }

  const requests = await db.selectFrom("project_requests").selectAll().execute();
  counts.project_requests = requests.length;
  for (const row of requests) {
    checkRow(problems, "project_requests", row.id, projectRequestSchema, {
      ...row,
      budget: row.budget === null ? undefined : Number(row.budget),
      deadline: absent(row.deadline),
    });
    checkAddress(problems, "project_requests", row.id, row.ip, clientKeys);
  }

  const files = await db.selectFrom("project_request_files").selectAll().execute();
  counts.project_request_files = files.length;
  const requestIds = new Set(requests.map((row) => Number(row.id)));
  const uploads = resolve(uploadsDir);
  for (const file of files) {
    const label = `project_request_files ${file.id}`;
    if (!requestIds.has(Number(file.request_id))) problems.push(`${label}: no request`);
    if (UNSAFE_FILE_NAME.test(file.original_name) || file.original_name.startsWith(".")) {
      problems.push(`${label}: unsafe original name ${JSON.stringify(file.original_name)}`);
    }
    if (!STORED_NAME.test(file.stored_name)) {
      problems.push(`${label}: unexpected stored name ${JSON.stringify(file.stored_name)}`);
      continue;
    }
    if (!ALLOWED_MIME_TYPES.includes(file.mime_type))
      problems.push(`${label}: type ${file.mime_type}`);
    const path = resolve(uploads, file.stored_name);
    if (relative(uploads, path).startsWith("..")) problems.push(`${label}: outside the uploads`);
    const size = await stat(path).then(
      (stats) => stats.size,
      () => null,
    );
    if (size === null) problems.push(`${label}: file missing`);
    else if (
      size !== Number(file.size_bytes) ||
      size === 0 ||
      size > ATTACHMENT_LIMITS.maxFileBytes
    ) {
      problems.push(`${label}: ${size} bytes on disk, ${file.size_bytes} recorded`);
    }
  }
  // Refused uploads leave nothing behind: no temporary files, no files without a row.
  const storedNames = new Set(files.map((file) => file.stored_name));
  for (const name of await readdir(uploads).catch(() => [] as string[])) {
    if (name === ".incoming") {
      // Each process stages its uploads in a folder of its own under `.incoming`.
      const entries = await readdir(join(uploads, name), { recursive: true, withFileTypes: true });
      const left = entries.filter((entry) => entry.isFile()).length;
      if (left > 0) problems.push(`uploads: ${left} temporary files left behind`);
    } else if (!storedNames.has(name)) {
      problems.push(`uploads: ${name} belongs to no request`);
    }
  }

  const reviews = await db.selectFrom("reviews").selectAll().execute();
  counts.reviews = reviews.length;
  for (const row of reviews) {
    checkRow(problems, "reviews", row.id, reviewSubmissionSchema, {
      ...row,
      email: row.email_normalised,
      rating: Number(row.rating),
    });
  }

  const votes = await db.selectFrom("review_votes").selectAll().execute();
  counts.review_votes = votes.length;
  for (const row of votes) {
    checkAddress(problems, "review_votes", `${row.review_id}/${row.kind}`, row.ip, clientKeys);
  }

  const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().execute();
  counts.newsletter_subscribers = subscribers.length;
  for (const row of subscribers) {
    checkRow(problems, "newsletter_subscribers", row.id, newsletterSubscribeSchema, row);
  }

  const calls = await db.selectFrom("ai_calls").selectAll().execute();
  counts.ai_calls = calls.length;
  for (const row of calls) {
    // A call held in the browser reaches no number; every other call is to one.
    const numberValid =
      row.provider === "browser"
        ? row.to_number === ""
        : /^\+[1-9][0-9]{6,14}$/.test(row.to_number);
    if (!numberValid) {
      problems.push(`ai_calls ${row.id}: number ${JSON.stringify(row.to_number)} is not E.164`);
    }
    if (!(callStatuses as readonly string[]).includes(row.status)) {
      problems.push(`ai_calls ${row.id}: status ${JSON.stringify(row.status)}`);
    }
    checkRow(problems, "ai_calls", row.id, aiCallRequestSchema.shape.message, row.instruction);
    checkAddress(problems, "ai_calls", row.id, row.ip, clientKeys);
  }

  const events = await db.selectFrom("ai_call_events").selectAll().execute();
  counts.ai_call_events = events.length;
  for (const row of events) {
    const label = `ai_call_events ${row.id}`;
    if (row.kind === "status" && !(callStatuses as readonly string[]).includes(row.status ?? "")) {
      problems.push(`${label}: status ${JSON.stringify(row.status)}`);
    }
    if (row.kind === "line" && (row.speaker === null || !row.message?.trim())) {
      problems.push(`${label}: a line without speaker or words`);
    }
    if (row.kind === "line" && row.speaker === CALLEE_SPEAKER) {
      checkRow(
        problems,
        "ai_call_events",
        row.id,
        calleeSayMessageSchema.shape.message,
        row.message,
      );
    }
  }
  return { counts, problems };
}
