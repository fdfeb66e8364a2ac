import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { CallRefusedError } from "./call-refusals";

export interface Destination {
  /** E.164, e.g. `+919876543210`. */
  e164: string;
  /** Without the plus sign, e.g. `91`. */
  countryCallingCode: string;
}

/** The digits a visitor sent (country code first) as a valid number, or null. */
export function parseDestination(digits: string): Destination | null {
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone?.isValid()) return null;
  return { e164: phone.number, countryCallingCode: phone.countryCallingCode };
}

/** The number a visitor sent, refused unless it is valid and in a country calls may go to. */
export function allowedDestination(digits: string, allowedCodes: readonly string[]): Destination {
  const destination = parseDestination(digits);
  if (!destination) throw new CallRefusedError("invalid", CALL_REFUSALS.invalidNumber);
  if (!allowedCodes.includes(destination.countryCallingCode)) {
    throw new CallRefusedError("invalid", CALL_REFUSALS.country(destination.countryCallingCode));
  }
  return destination;
}

/** Enough of a number to tell calls apart in logs and lists, not enough to dial it. */
export function maskPhoneNumber(e164: string): string {
  if (e164.length <= 6) return "*".repeat(e164.length);
  return `${e164.slice(0, 4)}${"*".repeat(e164.length - 6)}${e164.slice(-2)}`;
}
