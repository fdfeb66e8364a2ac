import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups digits the Indian way, as en-IN does", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 123_456, 1_234_567, 100_000_000, -45_678]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-IN"));
    }
    expect(formatCount(1_234_567)).toBe("12,34,567");
  });

  it("refuses fractions", () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
});
