import { afterEach, describe, expect, it, vi } from "vitest";
import { visitorIdSchema } from "#contract/reviews";
import { getVisitorId, VISITOR_ID_STORAGE_KEY } from "./visitor-id";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("getVisitorId", () => {
  it("creates a valid id on first use and keeps it", () => {
    const id = getVisitorId();
    expect(visitorIdSchema.safeParse(id).success).toBe(true);
    expect(localStorage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(id);
    expect(getVisitorId()).toBe(id);
  });

  it("replaces a stored value the server would refuse", () => {
    localStorage.setItem(VISITOR_ID_STORAGE_KEY, "<bad>");
    expect(getVisitorId()).not.toBe("<bad>");
  });

  it("falls back to one id per page when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Blocked", "SecurityError");
    });
    const id = getVisitorId();
    expect(visitorIdSchema.safeParse(id).success).toBe(true);
    expect(getVisitorId()).toBe(id);
  });
});
