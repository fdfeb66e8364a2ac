import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { formatWait, retryAdvice } from "./retry-advice";

describe("formatWait", () => {
  it("names the wait in the largest unit that reads naturally, rounded up", () => {
    expect(formatWait(1)).toBe("1 second");
    expect(formatWait(45)).toBe("45 seconds");
    expect(formatWait(60)).toBe("1 minute");
    expect(formatWait(61)).toBe("2 minutes");
    expect(formatWait(540)).toBe("9 minutes");
    expect(formatWait(89 * 60)).toBe("89 minutes");
    expect(formatWait(3 * 3600)).toBe("3 hours");
  });
});

describe("retryAdvice", () => {
  it("tells the wait the server asked for", () => {
    const limited = new ApiError("status", 429, "Rate limit exceeded", "Rate limit exceeded", 532);
    expect(retryAdvice(limited)).toBe("Try again in 9 minutes.");
  });

  it("says nothing when the server named no wait or no answer came", () => {
    expect(retryAdvice(new ApiError("status", 500, undefined, "Internal"))).toBeUndefined();
    expect(retryAdvice(new ApiError("network", 0, undefined, "Failed"))).toBeUndefined();
    expect(retryAdvice(new Error("other"))).toBeUndefined();
  });
});
