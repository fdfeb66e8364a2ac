import { describe, expect, it } from "vitest";
import { ratingCaption } from "./reviews-rules";

describe("ratingCaption", () => {
  it("asks for a rating until one is chosen, then names it grammatically", () => {
    expect(ratingCaption(undefined)).toBe("Please select a rating");
    expect(ratingCaption(1)).toBe("1 star selected");
    expect(ratingCaption(4)).toBe("4 stars selected");
  });
});
