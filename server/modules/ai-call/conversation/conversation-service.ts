import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import {
  AI_SPEAKER,
  CALLEE_SPEAKER,
  isTerminalCallStatus,
  VOICEMAIL_SPEAKER,
  VOICEMAIL_TEXTS,
  type CallStatus,
  unheardCallSummary,
} from "#contract/ai-call-rules";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import type { ChatModel } from "../../../providers/llm/chat-model";
import type { AnswerStream, TelephonyListener } from "../../../providers/telephony/telephony";
import type { CallEventService } from "../calls/call-event-service";
import {
  BROWSER_PROVIDER,
  findCallByRef,
  setCallSid,
  setCallSummary,
  updateCallStatus,
  type CallRow,
} from "../calls/call-repository";
import type { DoNotCallList } from "../do-not-call/do-not-call-list";
import { asksForNoMoreCalls } from "../do-not-call/no-more-calls";
import { callWaits } from "./call-waits";
import { createChatAllowance, type ChatAllowance, type ChatAllowanceDeps } from "./chat-allowance";
import { writeModelAnswer, type ModelAnswerDeps } from "./model-answer";
import {
  chatLimitSummary,
  FALLBACK_OPENING,
  FALLBACK_REPLY,
  FALLBACK_VOICEMAIL,
  NO_MORE_CALLS_GOODBYE,
  openingRequest,
  pastTurnLimit,
  reachedVoicemail,
  replyRequest,
  summaryRequest,
  TURN_LIMIT_GOODBYE,
  voicemailRequest,
  withDisclosure,
} from "./prompts";

export interface ConversationServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: Pick<Config, "CALL_MAX_TURNS" | "WEB_CALL_MAX_TURNS" | "LLM_TIMEOUT_MS"> &
    ChatAllowanceDeps["config"];
  chat: ChatModel;
  events: CallEventService;
  /** Where the number goes when the person asks not to be called again. */
  doNotCall: Pick<DoNotCallList, "add">;
  log: FastifyBaseLogger;
}

/** The conversation the phone network reports to, and the AI's opening line that starts it. */
export interface ConversationService extends TelephonyListener {
  /** The AI's first words for the reserved call, saying that an AI is calling. */
  openingLine(call: Pick<CallRow, "id" | "ip" | "instruction">): Promise<string>;
  /** Whether the AI is still answering a line of this call. */
  answering(callRef: string): boolean;
  /** Waits for background work such as summaries. */
  settle(): Promise<void>;
}

/** What each step of a conversation reads and writes. */
interface Steps {
  db: Kysely<Database>;
  /** The answers one call may have: phone calls and calls held in the browser have their own. */
  maxTurns: (call: CallRow) => number;
  events: CallEventService;
  model: ModelAnswerDeps;
  allowance: ChatAllowance;
  doNotCall: Pick<DoNotCallList, "add">;
}

/** A callee's line as heard: how the answer streams back, and when the callee stopped speaking. */
type Heard = AnswerStream & { atMs: number };

/** Records a status the network reported; `known` is false when no call has this ref. */
async function recordStatus(
  { db, events }: Steps,
  callRef: string,
  callSid: string,
  status: CallStatus,
): Promise<{ known: boolean; ended: boolean }> {
  const found = await findCallByRef(db, callRef);
  if (!found) return { known: false, ended: false };
  // A webhook may arrive before the answer to our own request has been stored.
  if (!found.call_sid) await setCallSid(db, found.id, callSid);
  const call = { ...found, call_sid: found.call_sid ?? callSid };
  if (call.status === status) return { known: true, ended: false };
  const terminal = isTerminalCallStatus(status);
  const endedAt = terminal ? new Date().toISOString() : null;
  if (!(await updateCallStatus(db, call.id, status, endedAt))) return { known: true, ended: false };
  await events.record(call, { kind: "status", status });
  return { known: true, ended: terminal };
}

/** Writes and records the summary of a call that has ended, with the callee's waits. */
async function summarize({ db, events, model, allowance }: Steps, callRef: string): Promise<void> {
  const call = await findCallByRef(db, callRef);
  if (!call) return;
  const lines = await events.transcript(call);
  const calleeSpoke = lines.some((line) => line.speaker !== AI_SPEAKER);
  const message = lines.findLast((line) => line.speaker === AI_SPEAKER)?.message ?? "";
  const written = async () =>
    (await allowance.take(call))
      ? (
          await writeModelAnswer(model, {
            ...summaryRequest(call.instruction, call.opening_text, lines),
            fallback: `The conversation had ${lines.length} lines, but no summary could be written.`,
          })
        ).text
      : chatLimitSummary(allowance.perIpPerHour);
  // A voicemail holds no conversation: the message left is the whole story.
  const summary = reachedVoicemail(lines)
    ? VOICEMAIL_TEXTS.summary(message)
    : calleeSpoke
      ? await written()
      : unheardCallSummary(call.status);
  const waits = callWaits(await events.waits(call));
  const summarized = await setCallSummary(db, call.id, summary, {
    wait_median_ms: waits?.medianMs ?? null,
    wait_p90_ms: waits?.p90Ms ?? null,
  });
  await events.record(summarized, { kind: "summary", message: summary });
}

/** Records the callee's line, then writes and records the AI's answer to it. */
async function takeTurn(
  { db, maxTurns, events, model, allowance, doNotCall }: Steps,
  callRef: string,
  text: string,
  heard: Heard,
): Promise<{ reply: string; end: boolean }> {
  const call = await findCallByRef(db, callRef);
  if (!call || isTerminalCallStatus(call.status)) return { reply: "", end: true };
  const before = await events.transcript(call);
  // What a voicemail's recording hears after the message is left is no one's line.
  if (reachedVoicemail(before)) return { reply: "", end: true };
  // The callee's wait ends with the first words sent back: the first token of a streamed
  // answer, or the whole answer where the network takes it in one piece.
  let answeredAtMs: number | undefined;
  const stream: AnswerStream = {
    signal: heard.signal,
    onToken: (token) => {
      answeredAtMs ??= performance.now();
      heard.onToken?.(token);
    },
  };
  const say = async (reply: string) => {
    const waitMs = Math.round((answeredAtMs ?? performance.now()) - heard.atMs);
    await events.record(call, {
      kind: "line",
      speaker: AI_SPEAKER,
      message: reply,
      wait_ms: waitMs,
    });
  };
  await events.record(call, { kind: "line", speaker: CALLEE_SPEAKER, message: text });
  // Honoured whatever the model would say: the number is listed before the goodbye.
  if (asksForNoMoreCalls(text)) {
    await doNotCall.add(
      call.to_number,
      `the AI agent, during call #${call.id}`,
      "asked during a call",
      new Date(),
    );
    stream.onToken?.(NO_MORE_CALLS_GOODBYE);
    await say(NO_MORE_CALLS_GOODBYE);
    return { reply: NO_MORE_CALLS_GOODBYE, end: true };
  }
  const lines = [...before, { speaker: CALLEE_SPEAKER, message: text }];
  if (pastTurnLimit(lines, maxTurns(call)) || !(await allowance.take(call))) {
    // Each answer is a model request: past the call's turns, or the requests its address may
    // make this hour, the AI says goodbye without one.
    stream.onToken?.(TURN_LIMIT_GOODBYE);
    await say(TURN_LIMIT_GOODBYE);
    return { reply: TURN_LIMIT_GOODBYE, end: true };
  }
  const { text: reply, end } = await writeModelAnswer(
    model,
    { ...replyRequest(call.instruction, call.opening_text, lines), fallback: FALLBACK_REPLY },
    stream,
  );
  if (reply) await say(reply);
  return { reply, end };
}

/** Notes the voicemail and writes the one message the AI leaves on it; null when done already. */
async function leaveVoicemail(
  { db, events, model, allowance }: Steps,
  callRef: string,
  sid: string,
): Promise<string | null> {
  const found = await findCallByRef(db, callRef);
  if (!found || isTerminalCallStatus(found.status)) return null;
  const call = { ...found, call_sid: found.call_sid ?? sid };
  if (reachedVoicemail(await events.transcript(call))) return null;
  await events.record(call, {
    kind: "line",
    speaker: VOICEMAIL_SPEAKER,
    message: VOICEMAIL_TEXTS.reached,
  });
  const { text } = (await allowance.take(call))
    ? await writeModelAnswer(model, {
        ...voicemailRequest(call.instruction),
        fallback: FALLBACK_VOICEMAIL,
      })
    : { text: FALLBACK_VOICEMAIL };
  const message = withDisclosure(text);
  await events.record(call, { kind: "line", speaker: AI_SPEAKER, message });
  return message;
}

/** One conversational turn at a time per call, in arrival order. */
function createTurnQueue() {
  const turns = new Map<string, Promise<unknown>>();
  return {
    /** Runs `work` after the call's earlier turns, so one call's lines are written in order. */
    inTurn<T>(callRef: string, work: () => Promise<T>): Promise<T> {
      const previous = turns.get(callRef) ?? Promise.resolve();
      const turn = previous.catch(() => undefined).then(work);
      turns.set(callRef, turn);
      void turn
        .finally(() => {
          if (turns.get(callRef) === turn) turns.delete(callRef);
        })
        .catch(() => undefined);
      return turn;
    },
    busy: (callRef: string) => turns.has(callRef),
  };
}

/** Background work (summaries) the app waits for when it closes. */
function createBackgroundWork(log: FastifyBaseLogger) {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>): void {
      const tracked = work.catch((error: unknown) =>
        log.error({ err: error }, "AI call task failed"),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

/**
 * A placed call as the network reports it: its status changes, the callee's lines answered by the
 * AI one at a time in arrival order, and a summary written once the call has ended.
 */
export function createConversationService(deps: ConversationServiceDeps): ConversationService {
  const { db, config, events, log } = deps;
  const model: ModelAnswerDeps = { chat: deps.chat, timeoutMs: config.LLM_TIMEOUT_MS, log };
  const allowance = createChatAllowance(deps);
  const steps: Steps = {
    db,
    maxTurns: (call) =>
      call.provider === BROWSER_PROVIDER ? config.WEB_CALL_MAX_TURNS : config.CALL_MAX_TURNS,
    events,
    model,
    allowance,
    doNotCall: deps.doNotCall,
  };
  const turns = createTurnQueue();
  const background = createBackgroundWork(log);

  return {
    async openingLine(call) {
      // The guards refuse a call whose address has no request left; one placed at the same
      // moment as another gets the opening that needs none.
      if (!(await allowance.take(call))) return FALLBACK_OPENING;
      const { text } = await writeModelAnswer(model, {
        ...openingRequest(call.instruction),
        fallback: FALLBACK_OPENING,
      });
      return withDisclosure(text);
    },

    // The end of a call starts its summary.
    async onStatus(callRef, callSid, status) {
      const { known, ended } = await recordStatus(steps, callRef, callSid, status);
      if (ended) background.track(summarize(steps, callRef));
      return known;
    },

    onCalleeSaid(callRef, text, stream = {}) {
      // A recogniser's text may carry NUL, which PostgreSQL cannot store in a text column.
      const spoken = text.replaceAll("\0", "");
      // The wait is counted from here, the end of the callee's words, including any earlier turn.
      const heard = { ...stream, atMs: performance.now() };
      return turns.inTurn(callRef, () => takeTurn(steps, callRef, spoken, heard));
    },

    onMachineAnswered: (callRef, sid) =>
      turns.inTurn(callRef, () => leaveVoicemail(steps, callRef, sid)),

    answering: (callRef) => turns.busy(callRef),

    settle: () => background.settle(),
  };
}
