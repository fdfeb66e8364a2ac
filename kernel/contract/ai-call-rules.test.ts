import { describe, expect, it } from "vitest";
import { CALL_CARD_TEXTS, secondsText } from "./ai-call-rules";

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
    expect(
      CALL_CARD_TEXTS.limits({ perIpPerHour: 3, perNumberPerDay: 2, maxDurationSeconds: seconds }),
    ).toContain(`each at most ${text}.`);
  });

  it("states the limits in minutes", () => {
    expect(
      CALL_CARD_TEXTS.limits({ perIpPerHour: 20, perNumberPerDay: 10, maxDurationSeconds: 180 }),
    ).toBe(
      "Up to 20 calls an hour from your address and 10 a day to one number, one call at a time, each at most 3 minutes. Leaving this page ends your call.",
    );
  });
});
