import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, ProjectRequestFilesTable, ProjectRequestsTable } from "../../db/database";
import { insertRow } from "../../db/insert-row";

export type ProjectRequestRow = Selectable<ProjectRequestsTable>;
export type ProjectRequestFileRow = Selectable<ProjectRequestFilesTable>;

export async function insertProjectRequest(
  db: Kysely<Database>,
  request: Insertable<ProjectRequestsTable>,
) {
  return insertRow(db, "project_requests", request);
}

export async function insertProjectRequestFiles(
  db: Kysely<Database>,
  files: Insertable<ProjectRequestFilesTable>[],
) {
  if (files.length > 0) await db.insertInto("project_request_files").values(files).execute();
}

/** Bytes of the attachments of requests stored since `since`, from one client address or all. */
export async function attachmentBytesSince(
  db: Kysely<Database>,
  since: Date,
  ip?: string,
): Promise<number> {
  let query = db
    .selectFrom("project_request_files")
    .innerJoin("project_requests", "project_requests.id", "project_request_files.request_id")
    .select((select) => select.fn.sum<number | string | null>("size_bytes").as("bytes"))
    .where("project_requests.created_at", ">=", since.toISOString());
  if (ip !== undefined) query = query.where("project_requests.ip", "=", ip);
  const { bytes } = await query.executeTakeFirstOrThrow();
  // PostgreSQL sums integers as bigint, which arrives as text; nothing stored sums to null.
  return Number(bytes ?? 0);
}

/** Which of these stored file names a committed row holds. */
export async function committedFileNames(
  db: Kysely<Database>,
  storedNames: string[],
): Promise<Set<string>> {
  if (storedNames.length === 0) return new Set();
  const rows = await db
    .selectFrom("project_request_files")
    .select("stored_name")
    .where("stored_name", "in", storedNames)
    .execute();
  return new Set(rows.map((row) => row.stored_name));
}

export async function listProjectRequests(db: Kysely<Database>) {
  return db
    .selectFrom("project_requests")
    .selectAll("project_requests")
    .select((select) =>
      select
        .selectFrom("project_request_files")
        .whereRef("project_request_files.request_id", "=", "project_requests.id")
        .select((count) => count.fn.countAll<number>().as("count"))
        .as("file_count"),
    )
    .orderBy("id")
    .execute();
}

export async function findProjectRequest(db: Kysely<Database>, id: number) {
  return db.selectFrom("project_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listProjectRequestFiles(db: Kysely<Database>, requestId: number) {
  return db
    .selectFrom("project_request_files")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("id")
    .execute();
}
