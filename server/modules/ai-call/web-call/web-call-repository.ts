import type { Kysely } from "kysely";
import { AI_SPEAKER } from "#contract/ai-call-rules";
import type { Database } from "../../../db/database";
import { BROWSER_PROVIDER } from "../calls/call-repository";

/** Calls held in the browser started since `since`, from `ip` when given. */
export async function countWebCalls(db: Kysely<Database>, since: string, ip?: string) {
  let query = db
    .selectFrom("ai_calls")
    .select((select) => select.fn.countAll().as("count"))
    .where("provider", "=", BROWSER_PROVIDER)
    .where("created_at", ">=", since);
  if (ip !== undefined) query = query.where("ip", "=", ip);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** Moves a waiting call held in the browser to `in-progress`: true only once, so one socket holds it. */
export async function claimWebCall(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable("ai_calls")
    .set({ status: "in-progress" })
    .where("id", "=", id)
    .where("provider", "=", BROWSER_PROVIDER)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Replaces the call's latest AI line, when it still reads `was`, by `now`. */
export async function cutLatestAiLine(
  db: Kysely<Database>,
  callId: number,
  was: string,
  now: string,
): Promise<boolean> {
  const latest = await db
    .selectFrom("ai_call_events")
    .select(["id", "message"])
    .where("call_id", "=", callId)
    .where("kind", "=", "line")
    .where("speaker", "=", AI_SPEAKER)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!latest || latest.message !== was) return false;
  await db
    .updateTable("ai_call_events")
    .set({ message: now })
    .where("id", "=", latest.id)
    .execute();
  return true;
}

/** Cancels a call held in the browser that no socket started; true when it was still waiting. */
export async function cancelUnstartedWebCall(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable("ai_calls")
    .set({ status: "canceled", ended_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
