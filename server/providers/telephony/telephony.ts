import type { CallStatus } from "#contract/ai-call-rules";

export interface PlaceCallRequest {
  /** Our id for the call; every webhook about it carries it. */
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

/** What a simulated network reports back, as Twilio's webhooks do for the real one. */
export interface SimulatedCallEvents {
  status(callRef: string, sid: string, status: CallStatus): Promise<void>;
  /** The callee said something; resolves once the AI has answered, with whether it ended the call. */
  calleeSaid(callRef: string, text: string): Promise<{ end: boolean }>;
}
