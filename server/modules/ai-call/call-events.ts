import type { Kysely } from "kysely";
import type { CallEvent } from "#contract/ai-call";
import { CALLEE_SPEAKER, type CallStatus } from "#contract/ai-call-rules";
import type { AiCallEventsTable, Database } from "../../db/database";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import type { SpokenLine } from "../../providers/llm/call-script";
import { insertCallEvent, listCallEvents, type CallEventRow, type CallRow } from "./repository";

/** A status change, a transcript line or the summary, as the call's record takes it. */
export type NewCallEvent = Pick<AiCallEventsTable, "kind"> &
  Partial<Pick<AiCallEventsTable, "status" | "speaker" | "message">>;

/** A stored event as the browser receives it. */
function toCallEvent(row: CallEventRow, callSid: string): CallEvent {
  if (row.kind === "status") {
    return { type: "call_status", call_sid: callSid, status: row.status as CallStatus };
  }
  if (row.kind === "summary") {
    return { type: "call_summary", call_sid: callSid, summary: row.message ?? "" };
  }
  return {
    call_sid: callSid,
    speaker: row.speaker ?? CALLEE_SPEAKER,
    message: row.message ?? "",
    timestamp: row.created_at,
  };
}

/**
 * A call's record of events: each one is stored, then published to the browsers watching the
 * call (on any instance, through the bus); a browser that starts watching reads the stored ones.
 */
export function createCallEvents(db: Kysely<Database>, bus: CallEventBus) {
  return {
    async record(call: CallRow, event: NewCallEvent): Promise<void> {
      const row = {
        call_id: call.id,
        created_at: new Date().toISOString(),
        kind: event.kind,
        status: event.status ?? null,
        speaker: event.speaker ?? null,
        message: event.message ?? null,
      };
      const id = await insertCallEvent(db, row);
      if (!call.call_sid) return;
      const message: CallBusMessage = { id, event: toCallEvent({ ...row, id }, call.call_sid) };
      await bus.publish(call.call_sid, message);
    },

    /** Every stored event of a call, in order, for a browser that starts watching. */
    async stored(call: CallRow): Promise<CallBusMessage[]> {
      const rows = await listCallEvents(db, call.id);
      return rows.map((row) => ({ id: row.id, event: toCallEvent(row, call.call_sid ?? "") }));
    },

    /** What was said on the call so far, in order. */
    async transcript(call: CallRow): Promise<SpokenLine[]> {
      const rows = await listCallEvents(db, call.id);
      return rows
        .filter((row) => row.kind === "line")
        .map((row) => ({ speaker: row.speaker ?? CALLEE_SPEAKER, message: row.message ?? "" }));
    },
  };
}

export type CallEvents = ReturnType<typeof createCallEvents>;
