import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { formatCsv } from "../../../csv";
import { recordAction } from "../audit/audit-log";
import { actorOf } from "../http/studio-session";
import { dateForFileName, sendDownload } from "./download";
import type { StudioRouteOptions } from "./studio-routes";

/** Every stored field of an entry, as the table names it. */
export const AUDIT_COLUMNS = [
  "id",
  "created_at",
  "operator_id",
  "operator_name",
  "action",
  "item_kind",
  "item_id",
  "detail",
  "ip",
] as const;

/**
 * The whole audit log as CSV, oldest first (the page shows only the latest entries). Taking a copy
 * is itself recorded, once the copy is read and before it is sent: no copy leaves unrecorded.
 */
export const studioAuditExportRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (
  app,
  { db },
) => {
  app.get(
    "/api/studio/audit/export",
    {
      schema: {
        tags: ["studio"],
        summary: "The whole audit log as CSV (every field quoted), oldest first, as a download",
      },
    },
    async (request, reply) => {
      const entries = await db
        .selectFrom("studio_audit_log")
        .select(AUDIT_COLUMNS)
        .orderBy("id")
        .execute();
      await recordAction(db, actorOf(request), {
        action: "exported the audit log",
        detail: `${entries.length} entr${entries.length === 1 ? "y" : "ies"}`,
      });
      return sendDownload(
        reply,
        "text/csv; charset=utf-8",
        `audit-log-${dateForFileName()}.csv`,
        formatCsv(entries, [...AUDIT_COLUMNS]),
      );
    },
  );
};
