import type { Kysely } from "kysely";
import type { CallEvent } from "#contract/ai-call";
import { CALLEE_SPEAKER, type CallStatus } from "#contract/ai-call-rules";
import type { AiCallEventsTable, Database } from "../../../db/database";
import type { CallBusMessage, CallEventBus } from "../watching/event-bus";
import type { SpokenLine } from "../../../providers/llm/call-script";
import {
  insertCallEvent,
  listCallEvents,
  type CallEventRow,
  type CallRow,
} from "./call-repository";

/** A status change, a transcript line or the summary, as the call's record takes it. */
export type NewCallEvent = Pick<AiCallEventsTable, "kind"> &
  Partial<Pick<AiCallEventsTable, "status" | "speaker" | "message" | "wait_ms">>;

/** What of the call itself its events carry: its sid, and the waits its summary reports. */
type CallFacts = Pick<CallRow, "call_sid" | "wait_median_ms" | "wait_p90_ms">;

/** A stored event as the browser receives it. */
function toCallEvent(row: CallEventRow, call: CallFacts): CallEvent {
  const callSid = call.call_sid ?? "";
  if (row.kind === "status") {
    return { type: "call_status", call_sid: callSid, status: row.status as CallStatus };
  }
  if (row.kind === "summary") {
    return {
      type: "call_summary",
      call_sid: callSid,
      summary: row.message ?? "",
      ...(call.wait_median_ms !== null && call.wait_p90_ms !== null
        ? { wait_median_ms: call.wait_median_ms, wait_p90_ms: call.wait_p90_ms }
        : {}),
    };
  }
  return {
    call_sid: callSid,
    speaker: row.speaker ?? CALLEE_SPEAKER,
    message: row.message ?? "",
    timestamp: row.created_at,
    ...(row.wait_ms !== null ? { wait_ms: row.wait_ms } : {}),
  };
}

export interface CallEventServiceDeps {
  db: Kysely<Database>;
  /** Carries each event to the browsers watching its call, on any instance. */
  bus: CallEventBus;
}

/**
 * A call's record of events: each one is stored, then published to the browsers watching the
 * call (on any instance, through the bus); a browser that starts watching reads the stored ones.
 */
export function createCallEventService({ db, bus }: CallEventServiceDeps) {
  return {
    /** Stores and publishes an event; `call` must be current for a summary, whose waits it sends. */
    async record(call: CallRow, event: NewCallEvent): Promise<void> {
      const row = {
        call_id: call.id,
        created_at: new Date().toISOString(),
        kind: event.kind,
        status: event.status ?? null,
        speaker: event.speaker ?? null,
        message: event.message ?? null,
        wait_ms: event.wait_ms ?? null,
      };
      const id = await insertCallEvent(db, row);
      if (!call.call_sid) return;
      const message: CallBusMessage = { id, event: toCallEvent({ ...row, id }, call) };
      await bus.publish(call.call_sid, message);
    },

    /** Every stored event of a call, in order, for a browser that starts watching. */
    async stored(call: CallRow): Promise<CallBusMessage[]> {
      const rows = await listCallEvents(db, call.id);
      return rows.map((row) => ({ id: row.id, event: toCallEvent(row, call) }));
    },

    /** What was said on the call so far, in order. */
    async transcript(call: CallRow): Promise<SpokenLine[]> {
      const rows = await listCallEvents(db, call.id);
      return rows
        .filter((row) => row.kind === "line")
        .map((row) => ({ speaker: row.speaker ?? CALLEE_SPEAKER, message: row.message ?? "" }));
    },

    /** How long the callee waited for each AI line that answered them, in milliseconds. */
    async waits(call: CallRow): Promise<number[]> {
      const rows = await listCallEvents(db, call.id);
      return rows.flatMap((row) => (row.wait_ms === null ? [] : [row.wait_ms]));
    },
  };
}

export type CallEventService = ReturnType<typeof createCallEventService>;
