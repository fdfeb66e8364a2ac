import { describe, expect, it } from "vitest";
import { ratingCaption } from "./messages";
import { distributionShare } from "./rating-summary";

describe("ratingCaption", () => {
  it("asks for a rating until one is chosen, then names it grammatically", () => {
    expect(ratingCaption(undefined)).toBe("Please select a rating");
    expect(ratingCaption(1)).toBe("1 star selected");
    expect(ratingCaption(4)).toBe("4 stars selected");
  });
});

describe("distributionShare", () => {
  it("divides by the total, and by at least 1", () => {
    expect(distributionShare(3, 12)).toBe(0.25);
    expect(distributionShare(0, 0)).toBe(0);
  });
});
