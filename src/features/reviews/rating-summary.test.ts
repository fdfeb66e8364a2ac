import { describe, expect, it } from "vitest";
import { distributionShare } from "./rating-summary";

describe("distributionShare", () => {
  it("divides by the total, and by at least 1", () => {
    expect(distributionShare(3, 12)).toBe(0.25);
    expect(distributionShare(0, 0)).toBe(0);
  });
});
