import { describe, expect, it } from "vitest";
import { redactApiKey } from "./logger";

describe("redactApiKey", () => {
  it("masks the WebSocket key wherever it sits in the query", () => {
    expect(redactApiKey("/api/ai-call-dialer/ws?api_key=studio-site-public-key")).toBe(
      "/api/ai-call-dialer/ws?api_key=[redacted]",
    );
    expect(redactApiKey("/api/ws?call=CA1&API_KEY=abc&x=1")).toBe(
      "/api/ws?call=CA1&API_KEY=[redacted]&x=1",
    );
  });

  it("leaves other URLs alone", () => {
    expect(redactApiKey("/api/reviews?page=2&my_api_key_hint=1")).toBe(
      "/api/reviews?page=2&my_api_key_hint=1",
    );
  });
});
