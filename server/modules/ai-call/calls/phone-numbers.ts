import { type CountryCode, Metadata, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { CallRefusedError } from "./call-refusals";

export interface Destination {
  /** E.164, e.g. `+919876543210`. */
  e164: string;
  /** Without the plus sign, e.g. `91`. */
  countryCallingCode: string;
  /** The region the number belongs to (`JM` for +1 876), when its plan tells. */
  region: CountryCode | undefined;
}

/**
 * The kinds of number calls and codes may go to: a person's phone. Premium-rate, shared-cost,
 * toll-free, personal, pager and VoIP numbers are what toll fraud and SMS pumping are paid through;
 * a fixed line cannot get a text. `FIXED_LINE_OR_MOBILE` is how the North American plan marks
 * every number, mobile ones included.
 */
const REACHABLE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/** The digits a visitor sent (country code first) as a valid number, or null. */
export function parseDestination(digits: string): Destination | null {
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone?.isValid()) return null;
  return {
    e164: phone.number,
    countryCallingCode: phone.countryCallingCode,
    region: phone.country,
  };
}

/**
 * The number a visitor sent, refused unless it is valid, in a region calls may go to (the
 * number's own region: `US` does not admit Jamaica's +1 876), and a mobile number.
 */
export function allowedDestination(digits: string, regions: readonly string[]): Destination {
  const destination = parseDestination(digits);
  if (!destination) throw new CallRefusedError("invalid", CALL_REFUSALS.invalidNumber);
  if (!destination.region || !regions.includes(destination.region)) {
    throw new CallRefusedError("invalid", CALL_REFUSALS.country(destination.countryCallingCode));
  }
  const type = parsePhoneNumberFromString(destination.e164)?.getType();
  if (!type || !REACHABLE_TYPES.has(type)) {
    throw new CallRefusedError("invalid", CALL_REFUSALS.notMobile);
  }
  return destination;
}

/** The main region of a calling code (`1`: US, `44`: GB): the numbering plans list it first. */
function mainRegion(callingCode: string): CountryCode | undefined {
  // The library's own parser reads this list; its type declarations leave the method out.
  const plans = new Metadata() as unknown as {
    getCountryCodesForCallingCode(code: string): CountryCode[] | undefined;
  };
  return plans.getCountryCodesForCallingCode(callingCode)?.[0];
}

/**
 * The regions calls may go to: CALL_ALLOWED_REGIONS, else the older calling codes read as their
 * main regions (`legacy` says so, for a warning), else India.
 */
export function callRegions(config: {
  CALL_ALLOWED_REGIONS?: readonly string[];
  CALL_ALLOWED_COUNTRY_CODES?: readonly string[];
}): { regions: string[]; legacy: boolean } {
  if (config.CALL_ALLOWED_REGIONS)
    return { regions: [...config.CALL_ALLOWED_REGIONS], legacy: false };
  if (config.CALL_ALLOWED_COUNTRY_CODES) {
    const regions = config.CALL_ALLOWED_COUNTRY_CODES.map(mainRegion).filter(
      (region): region is CountryCode => region !== undefined,
    );
    return { regions, legacy: true };
  }
  return { regions: ["IN"], legacy: false };
}

/** Enough of a number to tell calls apart in logs and lists, not enough to dial it. */
export function maskPhoneNumber(e164: string): string {
  if (e164.length <= 6) return "*".repeat(e164.length);
  return `${e164.slice(0, 4)}${"*".repeat(e164.length - 6)}${e164.slice(-2)}`;
}
