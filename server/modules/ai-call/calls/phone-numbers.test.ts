import { describe, expect, it } from "vitest";
import { CALL_REFUSALS } from "#contract/ai-call-rules";
import { allowedDestination, callRegions } from "./phone-numbers";

/** The refusal's detail, or `ok` with the number's region. */
function verdict(digits: string, regions: string[]): string {
  try {
    return `ok ${allowedDestination(digits, regions).region}`;
  } catch (error) {
    return (error as Error).message;
  }
}

// The example numbers of each kind come from the numbering plans libphonenumber-js carries.
describe("allowedDestination", () => {
  const northAmericaAndBritain = ["IN", "US", "GB"];

  it("takes mobile numbers of the allowed regions", () => {
    expect(verdict("919876543210", northAmericaAndBritain)).toBe("ok IN");
    expect(verdict("12025550123", northAmericaAndBritain)).toBe("ok US");
    expect(verdict("447400123456", northAmericaAndBritain)).toBe("ok GB");
  });

  it.each([
    ["Jamaica, +1 876", "18765551234"],
    ["the Isle of Man, +44 7624", "447624123456"],
    ["Jersey, +44 1534", "441534123456"],
  ])("refuses %s, which shares its calling code with an allowed region", (_, digits) => {
    expect(verdict(digits, northAmericaAndBritain)).toBe(
      CALL_REFUSALS.country(digits.startsWith("1") ? "1" : "44"),
    );
  });

  it.each([
    ["a US premium-rate number", "19005551234"],
    ["a US toll-free number", "18005551234"],
    ["an Indian fixed line", "918030123456"],
    ["an Indian toll-free number", "911800123456"],
    ["a British personal number", "447012345678"],
    ["a British premium-rate number", "448431234567"],
  ])("refuses %s: only mobile numbers get calls and codes", (_, digits) => {
    expect(verdict(digits, northAmericaAndBritain)).toBe(CALL_REFUSALS.notMobile);
  });
});

describe("callRegions", () => {
  it("reads the older calling codes as their main regions only, and says so", () => {
    expect(callRegions({ CALL_ALLOWED_COUNTRY_CODES: ["91", "1", "44"] })).toEqual({
      regions: ["IN", "US", "GB"],
      legacy: true,
    });
    expect(
      callRegions({ CALL_ALLOWED_REGIONS: ["IN"], CALL_ALLOWED_COUNTRY_CODES: ["1"] }),
    ).toEqual({ regions: ["IN"], legacy: false });
    expect(callRegions({})).toEqual({ regions: ["IN"], legacy: false });
  });
});
