import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asksForNoMoreCalls } from "./no-more-calls";

const ASKS = [
  "Don't call me again.",
  "Please do not call this number again",
  "Never ring me again!",
  "Stop calling me.",
  "Please stop calling",
  "I want no more calls from you",
  "Take me off your list.",
  "Remove my number from your calling list please",
  "Put me on your do-not-call list",
  "Please don't call me.",
  "Don\u2019t ever phone us again",
];
const ORDINARY = [
  "Yes, call me tomorrow.",
  "Can you call again later?",
  "Don't call me at work, call my mobile",
  "I'll call you back",
  "Please call me after five",
  "Sure, I'll be there at four.",
  "Who is this? What list is this?",
  "Don't worry, I got the message",
  "You can stop by the shop",
];

describe("a person asking not to be called again", () => {
  it.each(ASKS)("is heard in %j", (words) => {
    expect(asksForNoMoreCalls(words)).toBe(true);
  });

  it.each(ORDINARY)("is not read into %j", (words) => {
    expect(asksForNoMoreCalls(words)).toBe(false);
  });

  it("is heard whatever comes before it, and in any letter case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASKS),
        fc.constantFrom("", "Look, ", "Thanks but no. ", "I'm busy. "),
        fc.boolean(),
        (ask, before, upper) => {
          const words = before + ask;
          expect(asksForNoMoreCalls(upper ? words.toUpperCase() : words)).toBe(true);
        },
      ),
    );
  });
});
