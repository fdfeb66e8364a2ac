import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatDate("2018-10-12")).toBe("12 October 2018");
    expect(formatDate("2024-01-05")).toBe("5 January 2024");
  });

  it("reads timestamps as their calendar date", () => {
    expect(formatDate("2025-12-31T23:59:59.000Z")).toBe("31 December 2025");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("yesterday")).toThrow(RangeError);
    expect(() => formatDate("2024-13-01")).toThrow(RangeError);
  });
});
