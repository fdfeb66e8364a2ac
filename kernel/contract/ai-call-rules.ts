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
  notMobile:
    "Calls and codes go to mobile numbers only: premium-rate, shared-cost, toll-free and personal numbers cannot be used",
  activeCall: "You already have a call in progress. Please wait until it ends.",
  perIp: (limit: number) =>
    `You have placed the maximum of ${limit} calls this hour. Please try again later.`,
  perNumber: (limit: number) =>
    `This number has already been called ${limit} times today. Please try again tomorrow.`,
  dailyCap: "The AI call dialer has reached today's call limit. Please try again tomorrow.",
  chatRequests: (limit: number) =>
    `Calls from your address have used this hour's ${limit} AI requests. Please try again later.`,
  rejectedNumber: "This number cannot be called. Please check it and try again.",
  doNotCall: "The person at this number has asked not to be called by this site.",
  failed: "The call could not be placed right now. Please try again later.",
  tooManyRequests: (after: string) =>
    `Too many call requests from your address. Please try again in ${after}.`,
  notYourCall: "There is no call of yours with this id to end.",
  hangUpFailed: "The call could not be ended right now. Please try again.",
} as const;

/**
 * What the call socket answers when it refuses a connection (over HTTP, before the upgrade) or a
 * message (as an `error` event); the page shows it as sent.
 */
export const CALL_SOCKET_REFUSALS = {
  tooManySockets: "Too many call pages are open from your address. Please close one and try again.",
  tooManyMessages: "Too many messages. Please wait a moment before sending more.",
  unrecognised: "Unrecognised message",
  notWatchable: "This call cannot be watched from here",
  /** Demo mode: a line typed as the person called while the call does not wait for one. */
  notWaitingForYou: "This call is not waiting for your reply",
  waitForReply: "Please wait for the reply before sending another line",
  failed: "Something went wrong. Please try again.",
} as const;

/** A wait as the page shows it: tenths of a second under ten seconds, whole seconds above. */
export function secondsText(ms: number): string {
  if (ms < 100) return "under 0.1 s";
  const seconds = ms / 1000;
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}

/** A call's longest duration: whole minutes when it is some, else seconds. */
function durationText(seconds: number): string {
  const minutes = seconds / 60;
  if (!Number.isInteger(minutes)) return `${seconds} seconds`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The limits a call meets, as the runtime configuration carries them to the page. */
export interface CallLimitsText {
  codesPerIpPerHour: number;
  verifiedNumberDays: number;
  perIpPerHour: number;
  perNumberPerDay: number;
  maxDurationSeconds: number;
}

/** The call view, how soon the AI answered and the limits the page states. */
export const CALL_CARD_TEXTS = {
  label: "Your call",
  calling: "Calling…",
  ringing: "Ringing…",
  connected: "Connected",
  ended: "Call ended",
  duration: "Call duration",
  hangUp: "Hang up",
  hangingUp: "Hanging up…",
  /** Who is called, above the call's state. */
  callingTo: (number: string) => `Calling ${number}`,
  /** Before a call: where its transcript will be. */
  invitationHeading: "Your call will appear here",
  transcript: "Live transcript",
  endedTranscript: "Transcript",
  /** Once the call has ended. */
  summaryHeading: "Call summary",
  outcome: "Outcome",
  agreed: "What was agreed",
  writingSummary: "Writing the summary…",
  instruction: "Your instruction",
  answerTimes: "How fast the AI answered",
  callAgain: "Call again",
  newCall: "New call",
  /** A detail of an AI line: how soon it came after the person called stopped speaking. */
  answered: (ms: number) => `answered in ${secondsText(ms)}`,
  answeredLabel: (ms: number) =>
    `The AI answered in ${secondsText(ms)} after the person called stopped speaking`,
  /** The summary's reading of the AI's answers over the whole call. */
  waits: (medianMs: number, p90Ms: number) =>
    `The AI usually answered in ${secondsText(medianMs)}, and nearly always within ${secondsText(p90Ms)}.`,
  /** The limits in the order a visitor meets them: a code for a new number, then the calls. */
  limits: ({
    codesPerIpPerHour,
    verifiedNumberDays,
    perIpPerHour,
    perNumberPerDay,
    maxDurationSeconds,
  }: CallLimitsText) => [
    `A new number needs a code first: up to ${codesPerIpPerHour} codes an hour from your address; a confirmed number is called without a new code for ${verifiedNumberDays} ${verifiedNumberDays === 1 ? "day" : "days"}.`,
    `Up to ${perIpPerHour} calls an hour from your address and ${perNumberPerDay} a day to one number, one call at a time, each at most ${durationText(maxDurationSeconds)}.`,
    "Leaving this page ends your call.",
  ],
} as const;

const OUTCOMES: Partial<Record<CallStatus, string>> = {
  completed: "Completed",
  busy: "The line was busy",
  "no-answer": "No answer",
  failed: "The call could not be connected",
  canceled: "Canceled before anyone answered",
};

/** The summary of a call that ended before anyone spoke with the AI, by how it ended. */
const UNHEARD_SUMMARIES: Partial<Record<CallStatus, string>> = {
  completed: "The call was answered, but the person called did not say anything.",
  busy: "The line was busy, so the person could not be reached. You can try again a little later.",
  "no-answer": "Nobody picked up, so there was no conversation. You can try again later.",
  failed:
    "The call could not be connected, so there was no conversation. Check the number and try again.",
  canceled: "The call was canceled before anyone answered.",
};

/** What a call's summary says when nobody spoke with the AI: a sentence for each way it ended. */
export function unheardCallSummary(status: string): string {
  return UNHEARD_SUMMARIES[status as CallStatus] ?? "The call ended before anyone spoke.";
}

/** How a call ended, in words, from its final status; a voicemail is said as such. */
export function callOutcome(status: CallStatus | null, reachedVoicemail: boolean): string {
  if (reachedVoicemail) return "Reached voicemail";
  return (status && OUTCOMES[status]) ?? "Ended";
}

/** Digits in a one-time code; Twilio Verify sends 4 to 10, 6 by default. */
export const VERIFICATION_CODE_DIGITS = { min: 4, max: 10 } as const;

/** The consent step's texts: a code proves the person called agreed before the phone rings. */
export const CONSENT_MESSAGES = {
  /** The step on the page, before and after the code is sent. */
  stepHint:
    "The person you call must agree first: we text them a code, and you type it here before the call is placed.",
  sendCode: "Send code",
  sendingCode: "Sending code...",
  codeLabel: "Code from the text message",
  changeNumber: "Change number",
  checkingCode: "Checking code...",
  codeSent:
    "We sent a code by text message to this number. Ask the person you are calling for it and type it below.",
  demoCodeSent: "Demo: no text message is sent. In a real call the code would reach the phone.",
  demoCodeLabel: "Demo code",
  alreadyVerified: "This number is already verified. You can place the call.",
  approved: "Number verified. You can place the call now.",
  wrongCode: (left: number) =>
    `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left before this number is locked.`,
  expiredCode: "This code has expired or was already used. Please ask for a new one.",
  codePending: (minutes: number) =>
    `A code was already sent to this number and is still valid: please type it. A new one can be sent in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  locked: (minutes: number) =>
    `Too many wrong codes for this number. Please try again in ${minutes} minutes.`,
  perIp: (limit: number) =>
    `You have asked for the maximum of ${limit} codes this hour. Please try again later.`,
  perNumber: (limit: number) =>
    `This number has already received ${limit} codes today. Please try again tomorrow.`,
  perNetwork:
    "Your network has asked for the most codes allowed this hour. Please try again later.",
  dailyCap: "The site has sent today's maximum of codes. Please try again tomorrow.",
  numberRefused:
    "A code cannot be sent to this number by text message. Please check it, or use a mobile number.",
  sendLimited: "Too many codes were sent to this number. Please try again later.",
  unavailable: "Codes cannot be sent right now. Please try again later.",
  codeFormat: `Please enter the code from the text message (${VERIFICATION_CODE_DIGITS.min} to ${VERIFICATION_CODE_DIGITS.max} digits)`,
  /** A call to a number that has not confirmed; says how an API client verifies it. */
  unverified:
    "The person called must agree first: ask for a code (POST /api/ai-call-dialer/verification with to_number), send the code their phone received (POST /api/ai-call-dialer/verification/check with to_number and code), then place the call. The AI call page does this for you.",
} as const;
