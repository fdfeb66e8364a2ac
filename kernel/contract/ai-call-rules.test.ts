import { describe, expect, it } from "vitest";
import { CALL_CARD_TEXTS, secondsText } from "./ai-call-rules";

const demoLimits = {
  codesPerIpPerHour: 20,
  verifiedNumberDays: 30,
  perIpPerHour: 20,
  perNumberPerDay: 10,
  maxDurationSeconds: 180,
};

describe("the call page's figures", () => {
  it.each([
    [0, "under 0.1 s"],
    [99, "under 0.1 s"],
    [100, "0.1 s"],
    [420, "0.4 s"],
    [1250, "1.3 s"],
    [9940, "9.9 s"],
    [12_400, "12 s"],
  ])("shows a wait of %i ms as %j", (ms, text) => {
    expect(secondsText(ms)).toBe(text);
  });

  it.each([
    [60, "1 minute"],
    [90, "90 seconds"],
  ])("states a longest call of %i s as %j", (seconds, text) => {
    const limits = { ...demoLimits, maxDurationSeconds: seconds };
    expect(CALL_CARD_TEXTS.limits(limits)[1]).toContain(`each at most ${text}.`);
  });

  it("states the limits in the order a visitor meets them: the code, then the calls", () => {
    expect(CALL_CARD_TEXTS.limits(demoLimits)).toEqual([
      "A new number needs a code first: up to 20 codes an hour from your address; a confirmed number is called without a new code for 30 days.",
      "Up to 20 calls an hour from your address and 10 a day to one number, one call at a time, each at most 3 minutes.",
      "Leaving this page ends your call.",
    ]);
  });

  it("says how soon the AI answered in words", () => {
    expect(CALL_CARD_TEXTS.answered(420)).toBe("answered in 0.4 s");
    expect(CALL_CARD_TEXTS.waits(420, 1250)).toBe(
      "The AI usually answered in 0.4 s, and nearly always within 1.3 s.",
    );
  });
});
