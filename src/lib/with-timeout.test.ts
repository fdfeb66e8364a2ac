import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeoutError, withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves with the value when the promise settles in time", async () => {
    await expect(withTimeout(Promise.resolve("page"), 1000)).resolves.toBe("page");
  });

  it("passes the promise's own failure through", async () => {
    await expect(withTimeout(Promise.reject(new Error("offline")), 1000)).rejects.toThrow(
      "offline",
    );
  });

  it("rejects with a TimeoutError once the time is up", async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});
