// The call dialer's limits, statuses, speakers and texts: plain values, free of the schema library,
// so the page can use them without loading it.

/** Limits both sides enforce on a call request. */
export const AI_CALL_LIMITS = {
  /** E.164 allows at most 15 digits after the plus sign. */
  toNumberDigits: 15,
  /** The instruction for the AI, kept short so a visitor cannot feed it a long script. */
  message: 500,
  /** One line the visitor types as the callee in demo mode. */
  calleeLine: 300,
} as const;

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

/** Who a transcript line is from when a machine answered: it notes the voicemail, it is no words. */
export const VOICEMAIL_SPEAKER = "Voicemail";

/** What the transcript and the summary say of a call that reached a voicemail. */
export const VOICEMAIL_TEXTS = {
  reached: "The call reached voicemail. The AI leaves a message after the greeting and hangs up.",
  summary: (message: string) => `The call reached voicemail. The AI left this message: ${message}`,
} as const;

/** The call dialer's texts; status and error wording as the product defines it. */
export const AI_CALL_MESSAGES = {
  initiating: "Initiating call...",
  initiated: "Call initiated successfully",
  status: (status: string) => `Call ${status}`,
  /** Refused by the form and by the API alike. */
  missingFields: "Please enter both phone number and initial message",
  failedToInitiate: "Failed to initiate call",
  errorMakingCall: "Error making call",
  demoMode: "Demo mode: no real phone call is placed.",
} as const;

/** What a visitor reads when the server refuses a call or cannot place it; the page shows it as sent. */
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
  tooManyRequests: (after: string) =>
    `Too many call requests from your address. Please try again in ${after}.`,
} as const;
