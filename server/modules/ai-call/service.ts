import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AiCallRequest, CallEvent } from "#contract/ai-call";
import {
  AI_SPEAKER,
  CALLEE_SPEAKER,
  isTerminalCallStatus,
  type CallStatus,
} from "#contract/ai-call-rules";
import type { Config } from "../../config";
import type { DatabaseEngine } from "../../db/connect";
import type { AiCallEventsTable, Database } from "../../db/database";
import type { ChatMessage, ChatModel, ChatRequest } from "../../providers/llm/chat-model";
import { CallRejectedError, type Telephony } from "../../providers/telephony/telephony";
import {
  EndMarkerFilter,
  FALLBACK_OPENING,
  FALLBACK_REPLY,
  openingMessages,
  pastTurnLimit,
  replyMessages,
  summaryMessages,
  TURN_LIMIT_GOODBYE,
  withDisclosure,
  type SpokenLine,
} from "./conversation";
import { DAY_MS, reserveCall, type CallGuardConfig } from "./call-guards";
import { CALL_REFUSALS, CallRefusedError } from "./call-refusals";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import { maskPhoneNumber, parseDestination } from "./phone-numbers";
import {
  deleteCallsCreatedBefore,
  findCallByRef,
  findCallBySid,
  insertCallEvent,
  listCallEvents,
  setCallOpening,
  setCallSid,
  setCallSummary,
  updateCallStatus,
  type CallEventRow,
  type CallRow,
} from "./repository";

export type AiCallConfig = CallGuardConfig &
  Pick<
    Config,
    "CALL_ALLOWED_COUNTRY_CODES" | "CALL_MAX_TURNS" | "CALL_RETENTION_DAYS" | "LLM_TIMEOUT_MS"
  >;

const CALLEE_CANNOT_SPEAK = "This call is not waiting for your reply";
export const WAIT_FOR_REPLY = "Please wait for the reply before sending another line";

export interface PlacedAiCall {
  callSid: string;
  aiText: string;
  watchToken: string;
}

export interface AiCallServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: AiCallConfig;
  /** Null when calls are off: a production site without Twilio that did not ask for the demo. */
  telephony: Telephony | null;
  chat: ChatModel;
  bus: CallEventBus;
  log: FastifyBaseLogger;
  now?: () => Date;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A stored event as the browser receives it. */
export function toCallEvent(row: CallEventRow, callSid: string): CallEvent {
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

function spokenLines(rows: CallEventRow[]): SpokenLine[] {
  return rows
    .filter((row) => row.kind === "line")
    .map((row) => ({ speaker: row.speaker ?? CALLEE_SPEAKER, message: row.message ?? "" }));
}

export function createAiCallService(deps: AiCallServiceDeps) {
  const { db, engine, config, telephony, chat, bus, log } = deps;
  const now = deps.now ?? (() => new Date());
  /** Background work (summaries) the app waits for when it closes. */
  const pending = new Set<Promise<unknown>>();
  /** One conversational turn at a time per call, in arrival order. */
  const turns = new Map<string, Promise<unknown>>();

  /** Calls created before this are past their retention period, whether or not deleted yet. */
  const retentionStart = () =>
    new Date(now().getTime() - config.CALL_RETENTION_DAYS * DAY_MS).toISOString();

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) =>
      log.error({ err: error }, "AI call task failed"),
    );
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  async function record(
    call: CallRow,
    event: Pick<AiCallEventsTable, "kind"> &
      Partial<Pick<AiCallEventsTable, "status" | "speaker" | "message">>,
  ): Promise<void> {
    const row = {
      call_id: call.id,
      created_at: now().toISOString(),
      kind: event.kind,
      status: event.status ?? null,
      speaker: event.speaker ?? null,
      message: event.message ?? null,
    };
    const id = await insertCallEvent(db, row);
    if (!call.call_sid) return;
    const message: CallBusMessage = { id, event: toCallEvent({ ...row, id }, call.call_sid) };
    await bus.publish(call.call_sid, message);
  }

  /**
   * Writes the model's answer, streaming the visible part to `onToken`. A model that does not
   * start within the timeout, or fails, is replaced by `fallback` so the line is never silent.
   */
  async function generate(
    messages: ChatMessage[],
    purpose: ChatRequest["purpose"],
    fallback: string,
    options: { onToken?: (token: string) => void; signal?: AbortSignal } = {},
  ): Promise<{ text: string; end: boolean }> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const firstTokenTimer = setTimeout(abort, config.LLM_TIMEOUT_MS);
    // A model that starts but never finishes is cut off too, well within the 15 s Twilio gives a
    // webhook.
    const totalTimer = setTimeout(abort, config.LLM_TIMEOUT_MS * 2);
    const filter = new EndMarkerFilter();
    let text = "";
    const emit = (visible: string) => {
      if (!visible) return;
      text += visible;
      options.onToken?.(visible);
    };
    try {
      for await (const token of chat.stream({ messages, purpose, signal: controller.signal })) {
        clearTimeout(firstTokenTimer);
        emit(filter.push(token));
        if (filter.ended) break;
      }
      emit(filter.flush());
    } catch (error) {
      if (!options.signal?.aborted) log.warn({ err: error, purpose }, "The AI did not answer");
    } finally {
      clearTimeout(firstTokenTimer);
      clearTimeout(totalTimer);
      options.signal?.removeEventListener("abort", abort);
    }
    // An interrupted reply is kept as far as it was spoken; an empty one gets the fallback.
    if (text.trim() === "" && !options.signal?.aborted) {
      text = "";
      emit(fallback);
    }
    return { text: text.trim(), end: filter.ended };
  }

  async function summarize(callRef: string): Promise<void> {
    const call = await findCallByRef(db, callRef);
    if (!call) return;
    const lines = spokenLines(await listCallEvents(db, call.id));
    const calleeSpoke = lines.some((line) => line.speaker !== AI_SPEAKER);
    const noSummary = `The call ended (${call.status}) without a conversation to summarise.`;
    const summary = calleeSpoke
      ? (
          await generate(
            summaryMessages(call.instruction, call.opening_text, lines),
            "summary",
            `The call ended (${call.status}) after ${lines.length} transcript lines; no summary could be written.`,
          )
        ).text
      : noSummary;
    await setCallSummary(db, call.id, summary);
    await record(call, { kind: "summary", message: summary });
  }

  async function takeTurn(
    callRef: string,
    text: string,
    options: { onToken?: (token: string) => void; signal?: AbortSignal },
  ): Promise<{ reply: string; end: boolean }> {
    const call = await findCallByRef(db, callRef);
    if (!call || isTerminalCallStatus(call.status)) return { reply: "", end: true };
    await record(call, { kind: "line", speaker: CALLEE_SPEAKER, message: text });
    const lines = spokenLines(await listCallEvents(db, call.id));
    if (pastTurnLimit(lines, config.CALL_MAX_TURNS)) {
      // Each answer is a model request: past the limit the AI says goodbye without one.
      options.onToken?.(TURN_LIMIT_GOODBYE);
      await record(call, { kind: "line", speaker: AI_SPEAKER, message: TURN_LIMIT_GOODBYE });
      return { reply: TURN_LIMIT_GOODBYE, end: true };
    }
    const { text: reply, end } = await generate(
      replyMessages(call.instruction, call.opening_text, lines),
      "reply",
      FALLBACK_REPLY,
      options,
    );
    if (reply) await record(call, { kind: "line", speaker: AI_SPEAKER, message: reply });
    return { reply, end };
  }

  return {
    /** Whether calls are real, simulated, or refused. */
    telephony,

    /**
     * Reserves the call under every guard, then has the AI write the opening line and places it.
     * A reserved call that cannot be placed is marked failed, so it blocks no later one.
     */
    async placeCall(input: AiCallRequest, ip: string): Promise<PlacedAiCall> {
      if (!telephony) throw new CallRefusedError(503, CALL_REFUSALS.unavailable);
      const destination = parseDestination(input.to_number);
      if (!destination) throw new CallRefusedError(400, CALL_REFUSALS.invalidNumber);
      if (!config.CALL_ALLOWED_COUNTRY_CODES.includes(destination.countryCallingCode)) {
        throw new CallRefusedError(400, CALL_REFUSALS.country(destination.countryCallingCode));
      }
      const watchToken = randomBytes(24).toString("base64url");
      const callRef = randomUUID();
      const scriptedCallee = !(telephony.simulated && input.play_callee === true);
      const id = await reserveCall(db, engine, config, {
        call_ref: callRef,
        call_sid: null,
        to_number: destination.e164,
        instruction: input.message,
        // Written by the AI once the call is reserved.
        opening_text: "",
        status: "queued",
        provider: telephony.simulated ? "simulator" : "twilio",
        visitor_plays_callee: scriptedCallee ? 0 : 1,
        watch_token_hash: hashToken(watchToken),
        ip,
        summary: null,
        created_at: now().toISOString(),
        ended_at: null,
      });

      const logged = { callRef, to: maskPhoneNumber(destination.e164) };
      let opening;
      let placed;
      try {
        const { text } = await generate(
          openingMessages(input.message),
          "opening",
          FALLBACK_OPENING,
        );
        opening = withDisclosure(text);
        await setCallOpening(db, id, opening);
        placed = await telephony.placeCall({
          callRef,
          to: destination.e164,
          opening,
          maxDurationSeconds: config.CALL_MAX_DURATION_SECONDS,
          scriptedCallee,
        });
      } catch (error) {
        await updateCallStatus(db, id, "failed", now().toISOString());
        if (error instanceof CallRejectedError) {
          // The provider's own message repeats the whole number, so only its code is logged.
          log.info({ ...logged, code: error.code }, "The phone network refused the number");
          throw new CallRefusedError(400, CALL_REFUSALS.rejectedNumber);
        }
        log.error({ ...logged, err: error }, "Could not place the call");
        throw new CallRefusedError(502, CALL_REFUSALS.failed);
      }
      await setCallSid(db, id, placed.sid);
      log.info({ ...logged, callSid: placed.sid }, "AI call placed");
      return { callSid: placed.sid, aiText: opening, watchToken };
    },

    /** A status the phone network reported; the end of a call starts its summary. */
    async onStatus(callRef: string, callSid: string, status: CallStatus): Promise<boolean> {
      const found = await findCallByRef(db, callRef);
      if (!found) return false;
      // A webhook may arrive before the answer to our own request has been stored.
      if (!found.call_sid) await setCallSid(db, found.id, callSid);
      const call = { ...found, call_sid: found.call_sid ?? callSid };
      if (call.status === status) return true;
      const terminal = isTerminalCallStatus(status);
      const changed = await updateCallStatus(
        db,
        call.id,
        status,
        terminal ? now().toISOString() : null,
      );
      if (!changed) return true;
      await record(call, { kind: "status", status });
      if (terminal) track(summarize(callRef));
      return true;
    },

    /** The callee said `text`: records it, writes and records the AI's answer. */
    calleeTurn(
      callRef: string,
      text: string,
      options: { onToken?: (token: string) => void; signal?: AbortSignal } = {},
    ): Promise<{ reply: string; end: boolean }> {
      // A recogniser's text may carry NUL, which PostgreSQL cannot store in a text column.
      const spoken = text.replaceAll("\0", "");
      const previous = turns.get(callRef) ?? Promise.resolve();
      const turn = previous.catch(() => undefined).then(() => takeTurn(callRef, spoken, options));
      turns.set(callRef, turn);
      void turn
        .finally(() => {
          if (turns.get(callRef) === turn) turns.delete(callRef);
        })
        .catch(() => undefined);
      return turn;
    },

    /** The call a browser may watch with its token, or null; a token lasts as long as its call is kept. */
    async authorizedCall(callSid: string, token: string): Promise<CallRow | null> {
      const call = await findCallBySid(db, callSid);
      const kept = call && call.created_at >= retentionStart();
      return kept && sameHash(call.watch_token_hash, hashToken(token)) ? call : null;
    },

    /** Demo mode: the visitor answers as the callee. */
    async visitorSays(callSid: string, token: string, text: string): Promise<void> {
      const call = await this.authorizedCall(callSid, token);
      if (!call || !call.visitor_plays_callee || call.status !== "in-progress" || !telephony) {
        throw new CallRefusedError(409, CALLEE_CANNOT_SPEAK);
      }
      // Lines typed ahead of the AI's answer would each cost a model request of their own.
      if (turns.has(call.call_ref)) throw new CallRefusedError(429, WAIT_FOR_REPLY);
      const { end } = await this.calleeTurn(call.call_ref, text);
      if (!end) return;
      await telephony.hangUp(callSid);
      // The simulated network may run on another instance, whose hang-up this one cannot reach:
      // the call ends here all the same, and that instance's later report changes nothing.
      await this.onStatus(call.call_ref, callSid, "completed");
    },

    /** Every stored event of a call, in order, for a browser that starts watching. */
    async storedEvents(call: CallRow): Promise<CallBusMessage[]> {
      const rows = await listCallEvents(db, call.id);
      return rows.map((row) => ({ id: row.id, event: toCallEvent(row, call.call_sid ?? "") }));
    },

    /** Deletes calls older than the retention period; resolves with how many. */
    async deleteExpiredCalls(): Promise<number> {
      const deleted = await deleteCallsCreatedBefore(db, retentionStart());
      if (deleted > 0) log.info({ deleted }, "Deleted AI calls past their retention period");
      return deleted;
    },

    /** Waits for background work such as summaries. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type AiCallService = ReturnType<typeof createAiCallService>;
