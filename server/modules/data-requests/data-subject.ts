import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { hashPhoneNumber } from "../ai-call/consent/consent-service";

/** The person a data request is about: an e-mail address or a phone number. */
export type DataSubject =
  { kind: "email"; email: string } | { kind: "phone"; e164: string; numberHash: string | null };

/**
 * Reads what the person gave: an e-mail address (compared without case or outer spaces, as the
 * forms store them) or a phone number with its country code (`+91 98765 43210`, `919876543210`).
 * Null when it is neither.
 */
export function parseDataSubject(
  raw: string,
  signingSecret: string | undefined,
): DataSubject | null {
  const text = raw.trim();
  if (text.includes("@")) {
    return /^[^\s@]+@[^\s@]+$/.test(text) ? { kind: "email", email: text.toLowerCase() } : null;
  }
  const digits = text.replace(/[\s().-]/g, "").replace(/^\+/, "");
  if (!/^\d{6,15}$/.test(digits)) return null;
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone?.isValid()) return null;
  return {
    kind: "phone",
    e164: phone.number,
    // Without a shared secret each start hashes with a key of its own: no stored hash can match.
    numberHash: signingSecret ? hashPhoneNumber(signingSecret, phone.number) : null,
  };
}

/** The same number as `e164`, however a visitor typed it on a form; false when unreadable. */
export function isSameNumber(typed: string, e164: string): boolean {
  const digits = typed.replace(/[^\d+]/g, "");
  const phone = parsePhoneNumberFromString(digits.startsWith("+") ? digits : `+${digits}`);
  return phone?.number === e164;
}
