import type { Insertable, Kysely, Selectable } from "kysely";
import { terminalCallStatuses } from "#contract/ai-call-rules";
import type { AiCallEventsTable, AiCallsTable, Database } from "../../../db/database";
import { insertRow } from "../../../db/insert-row";

export type CallRow = Selectable<AiCallsTable>;
export type CallEventRow = Selectable<AiCallEventsTable>;

/** The provider a call held in the browser is stored under. */
export const BROWSER_PROVIDER = "browser";

export async function insertCall(db: Kysely<Database>, call: Insertable<AiCallsTable>) {
  return insertRow(db, "ai_calls", call);
}

export async function setCallOpening(db: Kysely<Database>, id: number, openingText: string) {
  await db
    .updateTable("ai_calls")
    .set({ opening_text: openingText })
    .where("id", "=", id)
    .execute();
}

export async function setCallSid(db: Kysely<Database>, id: number, callSid: string) {
  await db.updateTable("ai_calls").set({ call_sid: callSid }).where("id", "=", id).execute();
}

export async function findCallByRef(db: Kysely<Database>, callRef: string) {
  return db.selectFrom("ai_calls").selectAll().where("call_ref", "=", callRef).executeTakeFirst();
}

export async function findCallBySid(db: Kysely<Database>, callSid: string) {
  return db.selectFrom("ai_calls").selectAll().where("call_sid", "=", callSid).executeTakeFirst();
}

/** Sids of the calls placed from `ip` since `since` (ISO-8601), oldest first. */
export async function listCallSidsFromIpSince(
  db: Kysely<Database>,
  ip: string,
  since: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("ai_calls")
    .select("call_sid")
    .where("ip", "=", ip)
    .where("created_at", ">=", since)
    .where("call_sid", "is not", null)
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => (row.call_sid ? [row.call_sid] : []));
}

export async function findCall(db: Kysely<Database>, id: number) {
  return db.selectFrom("ai_calls").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listCalls(db: Kysely<Database>) {
  return db.selectFrom("ai_calls").selectAll().orderBy("id").execute();
}

/** One page of calls, the latest placed first. */
export async function listCallsNewestFirst(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom("ai_calls")
    .selectAll()
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Moves a call to `status` unless it has already ended; true when it changed. */
export async function updateCallStatus(
  db: Kysely<Database>,
  id: number,
  status: string,
  endedAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("ai_calls")
    .set({ status, ended_at: endedAt })
    .where("id", "=", id)
    .where("status", "not in", [...terminalCallStatuses])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records that the call's ConversationRelay socket is open: true only the first time, for a call
 * that has not ended, so no second socket (on any instance) can speak on the call.
 */
export async function claimRelaySocket(
  db: Kysely<Database>,
  callRef: string,
  openedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("ai_calls")
    .set({ relay_opened_at: openedAt })
    .where("call_ref", "=", callRef)
    .where("relay_opened_at", "is", null)
    .where("status", "not in", [...terminalCallStatuses])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores the summary with the call's waits; resolves with the call as it now is. */
export async function setCallSummary(
  db: Kysely<Database>,
  id: number,
  summary: string,
  waits: { wait_median_ms: number | null; wait_p90_ms: number | null },
) {
  await db
    .updateTable("ai_calls")
    .set({ summary, ...waits })
    .where("id", "=", id)
    .execute();
  return db.selectFrom("ai_calls").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function insertCallEvent(
  db: Kysely<Database>,
  event: Insertable<AiCallEventsTable>,
): Promise<number> {
  return insertRow(db, "ai_call_events", event);
}

export async function listCallEvents(db: Kysely<Database>, callId: number) {
  return db
    .selectFrom("ai_call_events")
    .selectAll()
    .where("call_id", "=", callId)
    .orderBy("id")
    .execute();
}

/** Phone calls (placed on a network, real or simulated) created since `since`. */
async function countPhoneCalls(
  db: Kysely<Database>,
  since: string,
  where: { ip?: string; toNumber?: string } = {},
): Promise<number> {
  // Calls held in the browser cost no telephony: they meet limits of their own.
  let query = db
    .selectFrom("ai_calls")
    .select((select) => select.fn.countAll().as("count"))
    .where("provider", "!=", BROWSER_PROVIDER)
    .where("created_at", ">=", since);
  if (where.ip !== undefined) query = query.where("ip", "=", where.ip);
  if (where.toNumber !== undefined) query = query.where("to_number", "=", where.toNumber);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export const countPhoneCallsFromIp = (db: Kysely<Database>, ip: string, since: string) =>
  countPhoneCalls(db, since, { ip });
export const countCallsToNumber = (db: Kysely<Database>, toNumber: string, since: string) =>
  countPhoneCalls(db, since, { toNumber });
export const countAllPhoneCalls = (db: Kysely<Database>, since: string) =>
  countPhoneCalls(db, since);

/**
 * Calls of any kind from `ip` still under way since `since`: one conversation at a time per
 * address. A call held in the browser counts once its socket started it, so one whose page never
 * opened the socket blocks nothing.
 */
export async function countCallsUnderWayFromIp(db: Kysely<Database>, ip: string, since: string) {
  const { count } = await db
    .selectFrom("ai_calls")
    .select((select) => select.fn.countAll().as("count"))
    .where("ip", "=", ip)
    .where("created_at", ">=", since)
    .where("status", "not in", [...terminalCallStatuses])
    .where((where) =>
      where.or([where("provider", "!=", BROWSER_PROVIDER), where("status", "!=", "queued")]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The chat-model requests made by the calls placed from `ip` since `since` (ISO-8601). */
export async function countChatRequestsFromIp(
  db: Kysely<Database>,
  ip: string,
  since: string,
): Promise<number> {
  const { total } = await db
    .selectFrom("ai_calls")
    .select((select) => select.fn.sum<number | string | null>("chat_requests").as("total"))
    .where("ip", "=", ip)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(total ?? 0);
}

export async function addChatRequest(db: Kysely<Database>, id: number) {
  await db
    .updateTable("ai_calls")
    .set((update) => ({ chat_requests: update("chat_requests", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Deletes calls (their events with them) created before `before`; resolves with how many. */
export async function deleteCallsCreatedBefore(db: Kysely<Database>, before: string) {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom("ai_calls").select("id").where("created_at", "<", before).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("ai_call_events").where("call_id", "in", ids).execute();
    await trx.deleteFrom("ai_calls").where("id", "in", ids).execute();
    return ids.length;
  });
}

export async function deleteCall(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("ai_call_events").where("call_id", "=", id).execute();
    const result = await trx.deleteFrom("ai_calls").where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}
