// The call dialer's limits, statuses and speakers: plain values, free of the schema library, so
// the page can use them without loading it.

/** Limits both sides enforce on a call request. */
export const AI_CALL_LIMITS = {
  /** E.164 allows at most 15 digits after the plus sign. */
  toNumberDigits: 15,
  /** The instruction for the AI, kept short so a visitor cannot feed it a long script. */
  message: 500,
  /** One line the visitor types as the callee in demo mode. */
  calleeLine: 300,
} as const;

export const AI_CALL_MISSING_FIELDS_MESSAGE = "Please enter both phone number and initial message";

/** Every status a call goes through, as Twilio names them. */
export const callStatuses = [
  "queued",
  "initiated",
  "ringing",
  "in-progress",
  "completed",
  "failed",
  "busy",
  "no-answer",
  "canceled",
] as const;
export type CallStatus = (typeof callStatuses)[number];

export const terminalCallStatuses: readonly CallStatus[] = [
  "completed",
  "failed",
  "busy",
  "no-answer",
  "canceled",
];

export function isTerminalCallStatus(status: string): boolean {
  return (terminalCallStatuses as readonly string[]).includes(status);
}

/** Who speaks a transcript line; anything but 'AI' is shown as the person called. */
export const AI_SPEAKER = "AI";
export const CALLEE_SPEAKER = "Callee";
