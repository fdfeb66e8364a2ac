import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { generationErrorMessage } from "./messages";

describe("generation error banner", () => {
  it("quotes the server's detail, or says it gave none", () => {
    expect(generationErrorMessage(new ApiError("status", 503, "Queue full", "Queue full"))).toBe(
      "Server error: Queue full",
    );
    expect(generationErrorMessage(new ApiError("status", 502, undefined, "Bad Gateway"))).toBe(
      "Server error: Unknown error",
    );
  });

  it("reads an unreachable service and a request out of time alike: no answer came", () => {
    for (const failure of ["network", "timeout"] as const) {
      expect(generationErrorMessage(new ApiError(failure, 0, undefined, "x"))).toBe(
        "Network error: Could not connect to the AI service",
      );
    }
  });

  it("names any other failure by its message", () => {
    expect(generationErrorMessage(new TypeError("bad answer"))).toBe("Error: bad answer");
  });
});
