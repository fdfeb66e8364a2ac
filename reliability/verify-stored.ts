import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../server/db/database";
import { markerIn, SUBMISSION_KINDS, type Outcome, type SubmissionKind } from "./submissions";

/** What the database holds for one kind of submission, against what the clients were told. */
export interface KindReport {
  kind: SubmissionKind;
  sent: number;
  /** Answered 2xx. */
  acknowledged: number;
  serverErrors: number;
  /** No answer came (the server died or the connection broke): stored or not, both are right. */
  unanswered: number;
  /** Acknowledged submissions found in the database. */
  stored: number;
  /** Submissions stored more than once. */
  duplicates: number;
  /** Acknowledged submissions not in the database. */
  missing: number;
  /** Rows of submissions that were refused or never sent. */
  unexpected: number;
  /** Stored requests whose files are all there with the exact bytes sent (requests only). */
  filesOk: number;
  filesBad: number;
  /** Stored submissions whose mails are in the outbox exactly once each. */
  mailsOk: number;
  mailsBad: number;
}

export interface StoreReport {
  kinds: KindReport[];
  /** Files in the uploads folder that no row names. */
  orphanFiles: string[];
  /** Files left under `.incoming` (half-written or never moved into place). */
  incomingLeft: string[];
  /** Outbox rows that belong to no stored submission. */
  strayMails: number;
  /** Each distinct 5xx detail or connection failure, with how often it happened. */
  problems: Record<string, number>;
}

/** The mails each kind queues with the data (see each module's `mail.ts` and service). */
const EXPECTED_MAILS: Record<SubmissionKind, string[]> = {
  contact: ["contact-confirmation", "contact-notification"],
  "project-request": ["project-request-confirmation", "project-request-notification"],
  review: [],
};

function groupBy<T>(items: T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name !== undefined) groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Reads back everything stored and checks it against what each client was answered. */
export async function verifyStoredOnce(
  db: Kysely<Database>,
  uploadsDir: string,
  outcomes: Outcome[],
): Promise<StoreReport> {
  const rowsByKind: Record<SubmissionKind, { id: number; text: string }[]> = {
    contact: await db.selectFrom("contact_messages").select(["id", "message as text"]).execute(),
    "project-request": await db
      .selectFrom("project_requests")
      .select(["id", "details as text"])
      .execute(),
    review: await db.selectFrom("reviews").select(["id", "description as text"]).execute(),
  };
  const files = await db.selectFrom("project_request_files").selectAll().execute();
  const filesByRequest = groupBy(files, (file) => String(file.request_id));
  const mails = await db
    .selectFrom("mail_outbox")
    .select(["kind", "to_address", "headers_json"])
    .execute();
  // A confirmation goes to the visitor, whose address carries the marker; the studio's
  // notification names the visitor in its Reply-To.
  const mailsByMarker = groupBy(mails, (mail) =>
    markerIn(`${mail.to_address} ${mail.headers_json ?? ""}`),
  );

  const storedMarkers = new Set<string>();
  const kinds: KindReport[] = [];
  for (const kind of SUBMISSION_KINDS) {
    const mine = outcomes.filter((outcome) => outcome.submission.kind === kind);
    const rows = groupBy(rowsByKind[kind], (row) => markerIn(row.text));
    const report: KindReport = {
      kind,
      sent: mine.length,
      acknowledged: 0,
      serverErrors: 0,
      unanswered: 0,
      stored: 0,
      duplicates: 0,
      missing: 0,
      unexpected: 0,
      filesOk: 0,
      filesBad: 0,
      mailsOk: 0,
      mailsBad: 0,
    };
    const sentMarkers = new Set(mine.map((outcome) => outcome.submission.marker));
    for (const [marker, found] of rows) {
      storedMarkers.add(marker);
      if (found.length > 1) report.duplicates += 1;
      if (!sentMarkers.has(marker)) report.unexpected += 1;
    }
    for (const { submission, status } of mine) {
      const found = rows.get(submission.marker) ?? [];
      const acknowledged = status !== null && status >= 200 && status < 300;
      if (acknowledged) report.acknowledged += 1;
      if (status === null) report.unanswered += 1;
      if (status !== null && status >= 500) report.serverErrors += 1;
      if (acknowledged && found.length === 0) report.missing += 1;
      if (acknowledged && found.length > 0) report.stored += 1;
      if (!acknowledged && status !== null && found.length > 0) report.unexpected += 1;
      if (found.length === 0) continue;

      const queued = (mailsByMarker.get(submission.marker) ?? []).map((mail) => mail.kind).sort();
      if (JSON.stringify(queued) === JSON.stringify(EXPECTED_MAILS[kind])) report.mailsOk += 1;
      else report.mailsBad += 1;

      if (kind !== "project-request") continue;
      const stored = filesByRequest.get(String(found[0]!.id)) ?? [];
      let filesMatch = stored.length === submission.files.length;
      for (const sent of submission.files) {
        const row = stored.find((file) => file.original_name === sent.name);
        const bytes = row && (await readFile(join(uploadsDir, row.stored_name)).catch(() => null));
        if (!bytes?.equals(sent.bytes)) filesMatch = false;
      }
      if (filesMatch) report.filesOk += 1;
      else report.filesBad += 1;
    }
    kinds.push(report);
  }

  const named = new Set(files.map((file) => file.stored_name));
  const onDisk = await filesUnder(uploadsDir);
  return {
    kinds,
    orphanFiles: onDisk.filter((path) => !path.startsWith(".incoming/") && !named.has(path)),
    incomingLeft: onDisk.filter((path) => path.startsWith(".incoming/")),
    strayMails: [...mailsByMarker.keys()].filter((marker) => !storedMarkers.has(marker)).length,
    problems: Object.fromEntries(
      [...groupBy(outcomes, (outcome) => outcome.problem?.slice(0, 200))].map(
        ([problem, found]) => [problem, found.length],
      ),
    ),
  };
}

/** Everything that is wrong, one line each; empty when nothing was lost, doubled or refused. */
export function storeFailures(report: StoreReport): string[] {
  const failures: string[] = [];
  for (const kind of report.kinds) {
    const problems = {
      "5xx answers": kind.serverErrors,
      duplicates: kind.duplicates,
      missing: kind.missing,
      "unexpected rows": kind.unexpected,
      "requests with wrong files": kind.filesBad,
      "submissions with wrong mails": kind.mailsBad,
    };
    for (const [what, count] of Object.entries(problems)) {
      if (count > 0) failures.push(`${kind.kind}: ${count} ${what}`);
    }
  }
  if (report.orphanFiles.length > 0) {
    failures.push(`${report.orphanFiles.length} uploaded files no row names`);
  }
  if (report.incomingLeft.length > 0) {
    failures.push(`${report.incomingLeft.length} files left under .incoming`);
  }
  if (report.strayMails > 0) failures.push(`${report.strayMails} mails of no stored submission`);
  return failures;
}
