import type { CallStatus } from "#contract/ai-call-rules";

export interface PlaceCallRequest {
  /** Our id for the call, known before the network's `sid`; every webhook about it carries it. */
  callRef: string;
  /** E.164. */
  to: string;
  /** The AI's first words, spoken as soon as the call is answered. */
  opening: string;
  maxDurationSeconds: number;
  /** Simulated network only: a scripted person answers, unless the visitor plays that part. */
  scriptedCallee: boolean;
}

export interface PlacedCall {
  sid: string;
  status: CallStatus;
}

/** A phone network that places outbound calls. */
export interface Telephony {
  /** True for the simulated network, so the site can say that no real call is placed. */
  readonly simulated: boolean;
  placeCall(request: PlaceCallRequest): Promise<PlacedCall>;
  hangUp(sid: string): Promise<void>;
  /** Says `text` on the live call in place of the conversation, then hangs up: a voicemail. */
  leaveMessage(sid: string, text: string): Promise<void>;
  /** Stops anything still running; the app calls it when it closes. */
  close(): Promise<void>;
}

/** A refusal by the network the visitor can act on, such as a number it cannot call. */
export class CallRejectedError extends Error {
  constructor(
    /** The provider's error code, e.g. Twilio's 21211 for an invalid number. */
    readonly code: number,
    options?: ErrorOptions,
  ) {
    super(`The phone network refused the number (code ${code})`, options);
    this.name = "CallRejectedError";
  }
}

/**
 * A refusal caused by the provider account's own set-up (credentials, caller number, dialing
 * permissions): nothing the visitor can change, so only the operator learns what to fix.
 */
export class CallAccountError extends Error {
  constructor(
    readonly code: number,
    /** What the operator should change, e.g. a setting or a page of the provider's console. */
    readonly fix: string,
    options?: ErrorOptions,
  ) {
    super(
      `The phone network refused the call because of the account's set-up (code ${code})`,
      options,
    );
    this.name = "CallAccountError";
  }
}

/** How the AI's answer is passed on while it is written: each piece, and a stop when the callee speaks. */
export interface AnswerStream {
  onToken?: (token: string) => void;
  signal?: AbortSignal;
}

/**
 * What the phone network reports about a placed call: the simulated network calls it directly,
 * Twilio through its webhooks.
 */
export interface TelephonyListener {
  /** A status the network reported; resolves false when no call has this ref. */
  onStatus(callRef: string, sid: string, status: CallStatus): Promise<boolean>;
  /**
   * A machine answered and its greeting is over; resolves with the message to leave, or null when
   * there is none to leave (no such call, it has ended, or a message was already left).
   */
  onMachineAnswered(callRef: string, sid: string): Promise<string | null>;
  /** The callee said `text`; resolves once the AI has answered, with whether it ended the call. */
  onCalleeSaid(
    callRef: string,
    text: string,
    stream?: AnswerStream,
  ): Promise<{ reply: string; end: boolean }>;
}
