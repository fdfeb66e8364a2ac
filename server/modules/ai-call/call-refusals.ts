/** What a visitor reads when a call is refused or cannot be placed. */
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
