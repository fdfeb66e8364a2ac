import type { MailFailureCategory } from "#contract/studio-mail";

// What went wrong with a mail, in a few words for the studio's staff. The stored error is the
// mail server's or the network's own text, which can name hosts, accounts or keys: the console
// shows only its category.

/** Read in order: the first pattern that matches names the category. */
const PATTERNS: [RegExp, MailFailureCategory][] = [
  [/\b(?:EAUTH|530|534|535)\b|invalid login|authentication/i, "sign-in to the mail server refused"],
  [/\b(?:ETIMEDOUT|ESOCKETTIMEDOUT)\b|timed? ?out/i, "mail server timed out"],
  [
    /\b(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNECTION|ESOCKET|EDNS)\b|connect/i,
    "mail server unreachable",
  ],
  [
    /\b(?:EENVELOPE|450|451|452|550|551|553)\b|recipient|mailbox|no such user|user unknown/i,
    "recipient refused",
  ],
  [/\b(?:EMESSAGE|552|554)\b|message/i, "message refused"],
];

/** The category of a stored error text; null when there is none. */
export function mailFailureCategory(lastError: string | null): MailFailureCategory | null {
  if (!lastError) return null;
  return PATTERNS.find(([pattern]) => pattern.test(lastError))?.[1] ?? "not sent";
}
