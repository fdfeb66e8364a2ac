import type { Kysely, Transaction } from "kysely";
import type { AuditEntry } from "#contract/studio";
import type { Database } from "../../../db/database";

/** Who acted: an operator, or the admin command (run by whoever holds the server). */
export interface Actor {
  operatorId: number | null;
  name: string;
  ip: string;
}

/** The admin command as an actor: it has no operator and no client address. */
export const COMMAND_LINE_ACTOR: Actor = { operatorId: null, name: "admin command", ip: "local" };

export interface AuditAction {
  action: string;
  item?: { kind: string; id: number };
  detail?: string;
}

/**
 * Appends one entry; the table refuses changes and deletions, so the log only grows. A change
 * goes through `withAuditEntry`; a reading (a lookup, an export) is noted with this once it has
 * been read, before it is answered.
 */
export async function recordAction(
  db: Kysely<Database>,
  actor: Actor,
  { action, item, detail }: AuditAction,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("studio_audit_log")
    .values({
      operator_id: actor.operatorId,
      operator_name: actor.name,
      action,
      item_kind: item?.kind ?? null,
      item_id: item?.id ?? null,
      detail: detail ?? null,
      ip: actor.ip,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Runs a console action that changes something and appends its audit-log entry in the same
 * transaction, so the change and its record are kept, or neither is: a refusal thrown by `change`
 * leaves no entry, and a failed entry undoes the change. `entry` may depend on the change's
 * result; null records nothing (the change did nothing). Answers the change's result.
 */
export async function withAuditEntry<T>(
  db: Kysely<Database>,
  actor: Actor,
  change: (trx: Transaction<Database>) => Promise<T>,
  entry: AuditAction | ((result: T) => AuditAction | null),
  now = new Date(),
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    const action = typeof entry === "function" ? entry(result) : entry;
    if (action) await recordAction(trx, actor, action, now);
    return result;
  });
}

/** Newest first: the whole log, or one item's history. */
export async function readAuditLog(
  db: Kysely<Database>,
  options: { item?: { kind: string; id: number }; limit: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom("studio_audit_log").selectAll().orderBy("id", "desc");
  if (options.item) {
    query = query.where("item_kind", "=", options.item.kind).where("item_id", "=", options.item.id);
  }
  const rows = await query.limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    operatorName: row.operator_name,
    action: row.action,
    itemKind: row.item_kind,
    itemId: row.item_id,
    detail: row.detail,
    ip: row.ip,
    createdAt: row.created_at,
  }));
}
