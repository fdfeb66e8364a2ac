import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { after, deferred, useAfter } from "./deferred";

afterEach(() => {
  vi.useRealTimers();
});

describe("deferred", () => {
  it("fetches a module once, however often it is asked for", async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const module = deferred(importer);
    module.intentHandlers.onPointerEnter();
    module.intentHandlers.onFocus();
    await expect(module.load()).resolves.toEqual({ value: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 1 });
    const module = deferred(importer);
    await expect(module.load()).rejects.toThrow("offline");
    await expect(module.load()).resolves.toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("renders a picked export through Suspense", async () => {
    const Greeting = deferred(async () => ({
      Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
    })).component((module) => module.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Asha" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Asha")).toBeInTheDocument();
  });
});

describe("after", () => {
  it("'paint' waits for a frame and the task after it, and can be cancelled", async () => {
    const first = vi.fn();
    const cancelled = vi.fn();
    after("paint", first);
    after("paint", cancelled)();
    expect(first).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("'load' waits for the load event, then for the page's priority images", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const image = document.createElement("img");
    image.setAttribute("fetchpriority", "high");
    document.body.append(image);
    const complete = vi.spyOn(image, "complete", "get").mockReturnValue(false);
    const callback = vi.fn();
    after("load", callback);
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(callback).not.toHaveBeenCalled();
    complete.mockReturnValue(true);
    image.dispatchEvent(new Event("load"));
    // jsdom has no requestIdleCallback: then only the next paint is waited for.
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    image.remove();
    readyState.mockRestore();
  });
  it("'load' comes in the task after a painted frame once the main thread is idle", async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void) => idleCallbacks.push(run));
    vi.stubGlobal("cancelIdleCallback", () => {});
    const callback = vi.fn();
    after("load", callback);
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    idleCallbacks[0]?.();
    // Idle is not enough: a commit just before it may not have been laid out yet.
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });
});

describe("useAfter", () => {
  it("is false for the first render, then true after the next paint", async () => {
    function Probe() {
      return <p>{useAfter("paint") ? "later" : "first"}</p>;
    }
    render(<Probe />);
    expect(screen.getByText("first")).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText("later")).toBeInTheDocument();
  });
});
