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
import { lockSiteWide } from "../../db/site-lock";
import type { ChatMessage, ChatModel, ChatRequest } from "../../providers/llm/chat-model";
import { CallRejectedError, type Telephony } from "../../providers/telephony/telephony";
import {
  EndMarkerFilter,
  FALLBACK_OPENING,
  FALLBACK_REPLY,
  openingMessages,
  replyMessages,
  summaryMessages,
  withDisclosure,
  type SpokenLine,
} from "./conversation";
import type { CallBusMessage, CallEventBus } from "./event-bus";
import { maskPhoneNumber, parseDestination } from "./phone-numbers";
import {
  countActiveCallsFromIp,
  countAllCalls,
  countCallsFromIp,
  countCallsToNumber,
  deleteCallsCreatedBefore,
  findCallByRef,
  findCallBySid,
  insertCall,
  insertCallEvent,
  listCallEvents,
  setCallSid,
  setCallSummary,
  updateCallStatus,
  type CallEventRow,
  type CallRow,
} from "./repository";

export type AiCallConfig = Pick<
  Config,
  | "CALL_ALLOWED_COUNTRY_CODES"
  | "CALL_LIMIT_PER_IP_PER_HOUR"
  | "CALL_LIMIT_PER_NUMBER_PER_DAY"
  | "CALL_DAILY_CAP"
  | "CALL_MAX_DURATION_SECONDS"
  | "CALL_RETENTION_DAYS"
  | "LLM_TIMEOUT_MS"
  | "RATE_LIMIT_ALLOW_LIST"
>;

export const CALL_REFUSALS = {
  unavailable: "Phone calls are not available on this site right now. Please try again later.",
  invalidNumber:
    "Please enter a valid phone number in international format, starting with the country code",
  country: (code: string) => `Calls to +${code} numbers are not available from this site`,
  activeCall: "You already have a call in progress. Please wait until it ends.",
  perIp: (limit: number) =>
    `You have placed the maximum of ${limit} calls this hour. Please try again later.`,
  perNumber: (limit: number) =>
    `This number has already been called ${limit} times today. Please try again tomorrow.`,
  dailyCap: "The AI call dialer has reached today's call limit. Please try again tomorrow.",
  rejectedNumber: "This number cannot be called. Please check it and try again.",
  failed: "The call could not be placed right now. Please try again later.",
} as const;

/** A call refused or failed for a reason the visitor can read; answered with this status. */
export class CallRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "CallRefusedError";
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A call that never reported its end stops counting as active after its longest run plus this. */
const STALE_CALL_MARGIN_MS = 5 * 60 * 1000;
const CALLEE_CANNOT_SPEAK = "This call is not waiting for your reply";

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

  /** Refuses a call that a limit forbids, counting the calls stored in `db` (or a transaction). */
  async function checkGuards(
    db: Kysely<Database>,
    toNumber: string,
    ip: string,
    at: Date,
  ): Promise<void> {
    const ago = (ms: number) => new Date(at.getTime() - ms).toISOString();
    const activeWindow = config.CALL_MAX_DURATION_SECONDS * 1000 + STALE_CALL_MARGIN_MS;
    // Addresses exempt from per-IP limits (monitors, test runners) still meet the other guards.
    const perIpLimits = !config.RATE_LIMIT_ALLOW_LIST.includes(ip);
    if (perIpLimits && (await countActiveCallsFromIp(db, ip, ago(activeWindow))) > 0) {
      throw new CallRefusedError(409, CALL_REFUSALS.activeCall);
    }
    if (
      perIpLimits &&
      (await countCallsFromIp(db, ip, ago(HOUR_MS))) >= config.CALL_LIMIT_PER_IP_PER_HOUR
    ) {
      throw new CallRefusedError(429, CALL_REFUSALS.perIp(config.CALL_LIMIT_PER_IP_PER_HOUR));
    }
    if (
      (await countCallsToNumber(db, toNumber, ago(DAY_MS))) >= config.CALL_LIMIT_PER_NUMBER_PER_DAY
    ) {
      throw new CallRefusedError(
        429,
        CALL_REFUSALS.perNumber(config.CALL_LIMIT_PER_NUMBER_PER_DAY),
      );
    }
    const startOfDay = new Date(at);
    startOfDay.setUTCHours(0, 0, 0, 0);
    if ((await countAllCalls(db, startOfDay.toISOString())) >= config.CALL_DAILY_CAP) {
      throw new CallRefusedError(429, CALL_REFUSALS.dailyCap);
    }
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

    /** Applies every guard, writes the opening line, places the call and stores it. */
    async placeCall(input: AiCallRequest, ip: string): Promise<PlacedAiCall> {
      if (!telephony) throw new CallRefusedError(503, CALL_REFUSALS.unavailable);
      const destination = parseDestination(input.to_number);
      if (!destination) throw new CallRefusedError(400, CALL_REFUSALS.invalidNumber);
      if (!config.CALL_ALLOWED_COUNTRY_CODES.includes(destination.countryCallingCode)) {
        throw new CallRefusedError(400, CALL_REFUSALS.country(destination.countryCallingCode));
      }
      const at = now();
      // Before the AI writes the opening line, so a refused call costs no model request.
      await checkGuards(db, destination.e164, ip, at);

      const { text } = await generate(openingMessages(input.message), "opening", FALLBACK_OPENING);
      const opening = withDisclosure(text);
      const watchToken = randomBytes(24).toString("base64url");
      const callRef = randomUUID();
      const scriptedCallee = !(telephony.simulated && input.play_callee === true);
      const id = await db.transaction().execute(async (trx) => {
        await lockSiteWide(trx, engine, "callPlacement");
        // Again under the lock: calls placed meanwhile, by any instance, count as well.
        await checkGuards(trx, destination.e164, ip, now());
        return insertCall(trx, {
          call_ref: callRef,
          call_sid: null,
          to_number: destination.e164,
          instruction: input.message,
          opening_text: opening,
          status: "queued",
          provider: telephony.simulated ? "simulator" : "twilio",
          visitor_plays_callee: scriptedCallee ? 0 : 1,
          watch_token_hash: hashToken(watchToken),
          ip,
          summary: null,
          created_at: at.toISOString(),
          ended_at: null,
        });
      });

      const logged = { callRef, to: maskPhoneNumber(destination.e164) };
      let placed;
      try {
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

    /** The call a browser may watch with its token, or null. */
    async authorizedCall(callSid: string, token: string): Promise<CallRow | null> {
      const call = await findCallBySid(db, callSid);
      return call && sameHash(call.watch_token_hash, hashToken(token)) ? call : null;
    },

    /** Demo mode: the visitor answers as the callee. */
    async visitorSays(callSid: string, token: string, text: string): Promise<void> {
      const call = await this.authorizedCall(callSid, token);
      if (!call || !call.visitor_plays_callee || call.status !== "in-progress" || !telephony) {
        throw new CallRefusedError(409, CALLEE_CANNOT_SPEAK);
      }
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
      const before = new Date(now().getTime() - config.CALL_RETENTION_DAYS * DAY_MS);
      const deleted = await deleteCallsCreatedBefore(db, before.toISOString());
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
