import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { RawData, WebSocket } from "ws";
import { CALL_SOCKET_REFUSALS, isTerminalCallStatus } from "#contract/ai-call-rules";
import {
  WEB_CALL_MESSAGES,
  WEB_CALL_UTTERANCE_MAX_BYTES,
  webCallClientMessageSchema,
  webCallEventFrames,
  type WebCallClientMessage,
  type WebCallEvent,
} from "#contract/web-call";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import {
  SpeechServiceError,
  type SpeechToText,
  type TextToSpeech,
} from "../../../providers/speech/speech";
import { readWav } from "../../../providers/speech/wav";
import type { CallEventService } from "../calls/call-event-service";
import { BROWSER_PROVIDER, setCallOpening, type CallRow } from "../calls/call-repository";
import type { ConversationService } from "../conversation/conversation-service";
import type { CallAccessService } from "../watching/call-access-service";
import type { CallEventBus } from "../watching/event-bus";
import { keepAlive } from "../watching/socket-heartbeat";
import { TokenBucket } from "../watching/token-bucket";
import { LineVoice, type SpeakSentence } from "./line-voice";
import { cutLine, heardPart } from "./sentences";
import { claimWebCall, cutLatestAiLine } from "./web-call-repository";
import { WEB_CALL_START_WINDOW_MS } from "./web-call-service";

/** Control messages: a start, then a few a turn; a burst of 10, then 1 a second, is ample. */
const MESSAGE_BURST = 10;
const MESSAGES_PER_SECOND = 1;

export interface WebCallSocketDeps {
  db: Kysely<Database>;
  access: Pick<CallAccessService, "authorizedCall">;
  conversation: Pick<ConversationService, "onCalleeSaid" | "onStatus">;
  events: Pick<CallEventService, "record">;
  /** Where the call's end is heard when another instance ended it (its hang-up route). */
  bus: Pick<CallEventBus, "subscribe">;
  stt: SpeechToText | null;
  tts: TextToSpeech | null;
  config: Pick<
    Config,
    "WEB_CALL_MAX_DURATION_SECONDS" | "WEB_CALL_MAX_TURNS" | "CALL_SOCKET_HEARTBEAT_MS"
  >;
  log: FastifyBaseLogger;
}

/** A line of the AI being spoken, and the turn writing it (none for the opening). */
interface Line {
  voice: LineVoice;
  controller: AbortController;
  turn: Promise<{ reply: string; end: boolean }> | null;
}

type EndReason = Extract<WebCallEvent, { type: "ended" }>["reason"];

/** The operator learns which service failed and how; the visitor reads only `WEB_CALL_MESSAGES`. */
function logSpeechFailure(log: FastifyBaseLogger, error: unknown, callSid: string) {
  if (error instanceof SpeechServiceError) {
    log.error(
      { callSid, service: error.service, status: error.status, detail: error.message },
      `The ${error.service} service failed`,
    );
  } else {
    log.error({ callSid, err: error }, "A speech request failed");
  }
}

/**
 * One call held in the browser, as its socket drives it: the visitor's utterances are transcribed
 * and answered by the call's conversation, and the AI's lines go back sentence by sentence with
 * their audio.
 */
class WebCallSession {
  private call: CallRow | null = null;
  private ended = false;
  private timeLimit: NodeJS.Timeout | undefined;
  private stopHearingEnd: (() => Promise<void>) | undefined;
  private lineCount = 0;
  private current: Line | null = null;
  /** An interrupted line is cut in the record before the next turn reads the transcript. */
  private pendingCut: Promise<unknown> = Promise.resolve();
  private speechRequests = 0;
  private voiceFailed = false;
  private audio = { chunks: [] as Buffer[], bytes: 0, overflow: false };

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: WebCallSocketDeps,
  ) {}

  send(event: WebCallEvent): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    for (const frame of webCallEventFrames(event)) this.socket.send(frame);
  }

  refuse(message: string): void {
    this.send({ type: "error", message });
  }

  /** What a control message asks. */
  onMessage(message: WebCallClientMessage): Promise<void> | void {
    if (message.type === "start") return this.start(message.call_sid, message.token);
    const call = this.call;
    if (!call || this.ended) return this.refuse(WEB_CALL_MESSAGES.notStarted);
    if (message.type === "hang_up") return this.finish("hung up");
    if (message.type === "interrupted")
      return this.interrupt(call, message.line_id, message.played_ms);
    if (message.type === "say")
      return this.takeTurn(call, message.message, performance.now(), null);
    const utterance = Buffer.concat(this.audio.chunks);
    const overflow = this.audio.overflow;
    this.audio = { chunks: [], bytes: 0, overflow: false };
    if (overflow) return this.refuse(WEB_CALL_MESSAGES.tooLong);
    if (utterance.length > 0) return this.hear(call, utterance, performance.now());
  }

  /** A piece of the utterance being sent. */
  onAudio(data: Buffer): void {
    if (!this.call || this.ended) return this.refuse(WEB_CALL_MESSAGES.notStarted);
    this.audio.bytes += data.length;
    // Past the longest utterance the rest is dropped, and the utterance refused at its end.
    if (this.audio.bytes > WEB_CALL_UTTERANCE_MAX_BYTES) this.audio.overflow = true;
    else this.audio.chunks.push(data);
  }

  /** Ends the call (once): its record is completed and its summary written; `reason` is told the page. */
  async finish(reason: EndReason | null): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.timeLimit);
    this.current?.controller.abort();
    await this.stopHearingEnd?.();
    const call = this.call;
    if (call?.call_sid) {
      await this.pendingCut.catch(() => undefined);
      const status = reason === "failed" ? "failed" : "completed";
      await this.deps.conversation.onStatus(call.call_ref, call.call_sid, status);
    }
    if (reason) this.send({ type: "ended", reason });
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(1000);
  }

  private readonly speakSentence: SpeakSentence = async (text, signal) => {
    const { tts, log } = this.deps;
    if (!tts) return null;
    try {
      return await tts.speak(text, signal);
    } catch (error) {
      if (signal.aborted) return null;
      logSpeechFailure(log, error, this.call?.call_sid ?? "");
      // Said once a call: the words still arrive, as text.
      if (!this.voiceFailed) this.refuse(WEB_CALL_MESSAGES.noVoice);
      this.voiceFailed = true;
      return null;
    }
  };

  private newLine(): Line {
    const controller = new AbortController();
    const send = (event: WebCallEvent) => this.send(event);
    const voice = new LineVoice(this.lineCount++, controller.signal, this.speakSentence, send);
    const line: Line = { voice, controller, turn: null };
    this.current?.controller.abort();
    this.current = line;
    return line;
  }

  private async start(callSid: string, token: string): Promise<void> {
    const { db, access, events, stt, tts, config } = this.deps;
    if (this.call) return this.refuse(CALL_SOCKET_REFUSALS.unrecognised);
    const found = await access.authorizedCall(callSid, token);
    const fresh = found && Date.now() - Date.parse(found.created_at) <= WEB_CALL_START_WINDOW_MS;
    const mine = fresh && found.provider === BROWSER_PROVIDER;
    if (!found || !mine || !(await claimWebCall(db, found.id))) {
      return this.refuse(WEB_CALL_MESSAGES.notYourCall);
    }
    this.call = { ...found, status: "in-progress" };
    await this.hearEndElsewhere(callSid);
    await events.record(this.call, { kind: "status", status: "in-progress" });
    const limitMs = config.WEB_CALL_MAX_DURATION_SECONDS * 1000;
    this.timeLimit = setTimeout(() => void this.finish("time limit"), limitMs);
    this.send({
      type: "started",
      call_sid: callSid,
      listens: stt !== null,
      speaks: tts !== null,
      ends_at: new Date(Date.now() + limitMs).toISOString(),
      max_turns: config.WEB_CALL_MAX_TURNS,
    });
    const opening = this.newLine();
    opening.voice.push(found.opening_text);
    await opening.voice.finish();
    if (opening.controller.signal.aborted) return;
    this.send({
      type: "agent_line",
      line_id: opening.voice.id,
      text: found.opening_text,
      end: false,
    });
  }

  /**
   * Ends the call when its record ends without this socket: the hang-up route, on this instance
   * or another, ends the record, and every instance hears the call's status on the bus.
   */
  private async hearEndElsewhere(callSid: string): Promise<void> {
    const stop = await this.deps.bus.subscribe(callSid, ({ event }) => {
      if ("type" in event && event.type === "call_status" && isTerminalCallStatus(event.status)) {
        this.finish("hung up").catch((error: unknown) => {
          this.deps.log.error({ err: error, callSid }, "Ending a call in the browser failed");
        });
      }
    });
    // The socket may have closed while the subscription was being made.
    if (this.ended) await stop();
    else this.stopHearingEnd = stop;
  }

  /** The visitor's words, heard or typed, answered by the AI. */
  private async takeTurn(call: CallRow, text: string, heardAt: number, sttMs: number | null) {
    this.current?.controller.abort();
    this.send({ type: "callee_line", text });
    await this.pendingCut.catch(() => undefined);
    const line = this.newLine();
    const askedAt = performance.now();
    let firstTokenAt: number | undefined;
    line.turn = this.deps.conversation.onCalleeSaid(call.call_ref, text, {
      signal: line.controller.signal,
      onToken: (token) => {
        firstTokenAt ??= performance.now();
        line.voice.push(token);
      },
    });
    const { reply, end } = await line.turn;
    await line.voice.finish();
    if (line.controller.signal.aborted) return;
    const since = (from: number, at: number | undefined) =>
      at === undefined ? null : Math.round(at - from);
    const latency = {
      speech_to_text_ms: sttMs,
      first_token_ms: since(askedAt, firstTokenAt),
      first_audio_ms: since(heardAt, line.voice.firstAudioAt),
    };
    this.send({ type: "agent_line", line_id: line.voice.id, text: reply, end });
    this.send({ type: "latency", line_id: line.voice.id, ...latency });
    this.deps.log.info(
      { callSid: call.call_sid, ...latency },
      "Call in the browser: turn answered",
    );
    if (end) await this.finish("agent ended");
  }

  private async hear(call: CallRow, utterance: Buffer, heardAt: number): Promise<void> {
    const { stt, config, log } = this.deps;
    if (!stt) return this.refuse(WEB_CALL_MESSAGES.typeInstead);
    if (!readWav(utterance)) return this.refuse(WEB_CALL_MESSAGES.notWav);
    // Silence costs a request but no turn: the requests of a call are bounded all the same.
    this.speechRequests += 1;
    if (this.speechRequests > 2 * config.WEB_CALL_MAX_TURNS + 2) {
      return this.refuse(CALL_SOCKET_REFUSALS.tooManyMessages);
    }
    let text: string;
    try {
      text = await stt.transcribe({ bytes: utterance, mimeType: "audio/wav" });
    } catch (error) {
      logSpeechFailure(log, error, call.call_sid ?? "");
      return this.refuse(WEB_CALL_MESSAGES.notHeard);
    }
    if (!text) return this.send({ type: "no_speech" });
    await this.takeTurn(call, text, heardAt, Math.round(performance.now() - heardAt));
  }

  /** The visitor spoke over `lineId` after hearing `playedMs` of it: the record keeps what they heard. */
  private interrupt(call: CallRow, lineId: number, playedMs: number): void {
    const line = this.current;
    if (!line || line.voice.id !== lineId || line.controller.signal.aborted) return;
    line.controller.abort();
    const heard = cutLine(heardPart(line.voice.sent, playedMs));
    const { db } = this.deps;
    this.pendingCut = (async () => {
      if (!line.turn) {
        await setCallOpening(db, call.id, heard);
      } else {
        const { reply } = await line.turn;
        if (!reply || !(await cutLatestAiLine(db, call.id, reply, heard))) return;
      }
      this.send({ type: "line_cut", line_id: lineId, text: heard });
    })();
  }
}

/** A binary frame's bytes, however `ws` delivered them. */
const asBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/** The socket of one call held in the browser. Closing it ends the call. */
export function serveWebCall(socket: WebSocket, deps: WebCallSocketDeps): void {
  const session = new WebCallSession(socket, deps);
  const messages = new TokenBucket(MESSAGE_BURST, MESSAGES_PER_SECOND);
  keepAlive(socket, deps.config.CALL_SOCKET_HEARTBEAT_MS);
  socket.on("message", (data: RawData, isBinary: boolean) => {
    if (isBinary) {
      return session.onAudio(asBuffer(data));
    }
    if (!messages.take()) return session.refuse(CALL_SOCKET_REFUSALS.tooManyMessages);
    let parsed;
    try {
      parsed = webCallClientMessageSchema.safeParse(JSON.parse(String(data)));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return session.refuse(CALL_SOCKET_REFUSALS.unrecognised);
    Promise.resolve(session.onMessage(parsed.data)).catch((error: unknown) => {
      deps.log.error({ err: error }, "Call in the browser failed");
      session.refuse(CALL_SOCKET_REFUSALS.failed);
    });
  });
  socket.on("close", () => {
    session.finish(null).catch((error: unknown) => {
      deps.log.error({ err: error }, "Ending a call in the browser failed");
    });
  });
}
