import { aiCallRequestSchema } from "./ai-call";
import { AI_CALL_LIMITS } from "./ai-call-rules";
import { storedText } from "./fields";
import { z } from "./zod";

// A call held in the browser: the visitor speaks with the AI as the person it calls, over
// `POST /api/ai-call-dialer/web-call` and then the socket `GET /api/ai-call-dialer/web-call/ws`.

/** Largest binary frame the socket takes: an utterance's WAV arrives in pieces of this size at most. */
export const WEB_CALL_AUDIO_CHUNK_BYTES = 16 * 1024;
/** Longest utterance taken: 30 s of 16 kHz mono 16-bit audio, with room for its header. */
export const WEB_CALL_UTTERANCE_MAX_BYTES = 30 * 16_000 * 2 + 1024;

/** What the visitor reads; never a speech service's own words. */
export const WEB_CALL_MESSAGES = {
  unavailable:
    "Calls in the browser are not available on this site right now. Please try again later.",
  perIpPerHour: (limit: number) =>
    `You have started the maximum of ${limit} calls in the browser this hour. Please try again later.`,
  perIpPerDay: (limit: number) =>
    `You have started the maximum of ${limit} calls in the browser today. Please try again tomorrow.`,
  dailyCap: "Calls in the browser have reached today's limit. Please try again tomorrow.",
  notYourCall: "There is no call of yours with this id waiting to start.",
  notStarted: "Start the call first.",
  typeInstead: "Speech recognition is not set up on this site: please type your reply instead.",
  notWav: "Your recording could not be read. Please try again.",
  tooLong: "That was too long to take in one go. Please say it in shorter parts.",
  notHeard: "Your words could not be heard right now. Please try again, or type your reply.",
  noVoice: "The AI's voice is not available right now: its words are shown instead.",
  timeUp: "The call has reached its time limit.",
} as const;

/** `POST /api/ai-call-dialer/web-call`: the instruction, as for a phone call. */
export const webCallRequestSchema = aiCallRequestSchema.pick({ message: true, altcha: true });
export type WebCallRequest = z.infer<typeof webCallRequestSchema>;

export const webCallReadySchema = z.object({
  status: z.literal("web call ready"),
  call_sid: z.string(),
  /** Proves to the sockets that this browser started the call. */
  watch_token: z.string(),
  /** The AI's opening line, also spoken once the socket starts the call. */
  ai_text: z.string(),
  /** False without a speech-to-text service: the visitor types their replies. */
  listens: z.boolean(),
  /** False without a text-to-speech service: the AI's lines come as text only. */
  speaks: z.boolean(),
  max_duration_seconds: z.number().int(),
  max_turns: z.number().int(),
});
export type WebCallReady = z.infer<typeof webCallReadySchema>;

// The socket, browser to server: JSON text frames, and binary frames holding an utterance's WAV.

const callSid = z.string().min(1).max(64);

export const webCallClientMessageSchema = z.discriminatedUnion("type", [
  /** First message: starts the call the token proves is this browser's. */
  z.object({ type: z.literal("start"), call_sid: callSid, token: z.string().min(1).max(128) }),
  /** The binary frames sent since the last one form one finished utterance. */
  z.object({ type: z.literal("utterance_end") }),
  /** A reply typed instead of spoken. */
  z.object({
    type: z.literal("say"),
    message: storedText("the line").trim().min(1).max(AI_CALL_LIMITS.calleeLine),
  }),
  /** The visitor spoke over the AI's line after hearing `played_ms` of its audio. */
  z.object({
    type: z.literal("interrupted"),
    line_id: z.number().int().nonnegative(),
    played_ms: z.number().nonnegative(),
  }),
  z.object({ type: z.literal("hang_up") }),
]);
export type WebCallClientMessage = z.infer<typeof webCallClientMessageSchema>;

// Server to browser: JSON text frames; an `agent_sentence` with `audio_bytes` is followed at once by
// a binary frame holding its WAV (sent as it is: base64 in JSON made a third more to send, and a
// string of it to build and parse, for every sentence).

export const webCallEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("started"),
    call_sid: z.string(),
    listens: z.boolean(),
    speaks: z.boolean(),
    /** ISO-8601: the call ends then at the latest. */
    ends_at: z.string(),
    max_turns: z.number().int(),
  }),
  /** One sentence of the AI's line; when the AI speaks, its audio comes in the next frame. */
  z.object({
    type: z.literal("agent_sentence"),
    line_id: z.number().int(),
    seq: z.number().int(),
    text: z.string(),
    audio_bytes: z.number().int().positive().optional(),
    mime_type: z.string().optional(),
    duration_ms: z.number().int().optional(),
  }),
  /** The AI's whole line, once written and every sentence sent; `end` when it closes the call. */
  z.object({
    type: z.literal("agent_line"),
    line_id: z.number().int(),
    text: z.string(),
    end: z.boolean(),
  }),
  /** An interrupted line as it is now stored: as far as the visitor heard it. */
  z.object({ type: z.literal("line_cut"), line_id: z.number().int(), text: z.string() }),
  /** What the visitor was heard saying (or typed). */
  z.object({ type: z.literal("callee_line"), text: z.string() }),
  /** The utterance held no words; nothing is answered. */
  z.object({ type: z.literal("no_speech") }),
  /** Milliseconds of one turn: recognising the words, the model's first token, the first audio sent. */
  z.object({
    type: z.literal("latency"),
    line_id: z.number().int(),
    speech_to_text_ms: z.number().int().nullable(),
    first_token_ms: z.number().int().nullable(),
    first_audio_ms: z.number().int().nullable(),
  }),
  z.object({ type: z.literal("error"), message: z.string() }),
  /** The call is over; the socket closes next. */
  z.object({
    type: z.literal("ended"),
    reason: z.enum(["hung up", "agent ended", "time limit", "failed"]),
  }),
]);
/** An event as its text frame holds it. */
export type WebCallEventFrame = z.infer<typeof webCallEventSchema>;
type SentenceFrame = Extract<WebCallEventFrame, { type: "agent_sentence" }>;
/** An event with what follows it: a sentence's audio, when the AI speaks. */
export type WebCallEvent =
  | Exclude<WebCallEventFrame, SentenceFrame>
  | (Omit<SentenceFrame, "audio_bytes"> & { audio?: Uint8Array });

/** The frames that carry `event`, in order: its JSON, then a sentence's audio. */
export function webCallEventFrames(event: WebCallEvent): (string | Uint8Array)[] {
  if (event.type !== "agent_sentence" || !event.audio) return [JSON.stringify(event)];
  const { audio, ...sentence } = event;
  return [JSON.stringify({ ...sentence, audio_bytes: audio.length }), audio];
}

const withoutAnnounced = ({ audio_bytes: _bytes, ...sentence }: SentenceFrame) => sentence;

/**
 * Reads the server's frames back into events: a sentence that announces audio is told once its
 * binary frame has come. `onUnreadable` hears a frame that breaks the protocol.
 */
export class WebCallEventReader {
  private waiting: SentenceFrame | null = null;

  constructor(
    private readonly onEvent: (event: WebCallEvent) => void,
    private readonly onUnreadable: (problem: unknown) => void,
  ) {}

  text(data: string): void {
    this.flushWaiting();
    let parsed;
    try {
      parsed = webCallEventSchema.safeParse(JSON.parse(data));
    } catch (error) {
      return this.onUnreadable(error);
    }
    if (!parsed.success) return this.onUnreadable(parsed.error);
    const event = parsed.data;
    if (event.type !== "agent_sentence" || event.audio_bytes === undefined) {
      return this.onEvent(event);
    }
    this.waiting = event;
  }

  binary(bytes: Uint8Array): void {
    const sentence = this.waiting;
    this.waiting = null;
    if (!sentence || bytes.length !== sentence.audio_bytes) {
      return this.onUnreadable(new Error("Audio that no sentence announced"));
    }
    this.onEvent({ ...withoutAnnounced(sentence), audio: bytes });
  }

  /** A sentence whose audio never came is still told, as words. */
  private flushWaiting() {
    const sentence = this.waiting;
    if (!sentence) return;
    this.waiting = null;
    this.onEvent(withoutAnnounced(sentence));
  }
}
