import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackgroundParticles } from "./background-particles";

// jsdom has no media queries: a list for prefers-reduced-motion whose answer the test sets.
function stubReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  let matches = initially;
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return query === "(prefers-reduced-motion: reduce)" && matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

// jsdom cannot draw: its canvases hand the library a surface without a 2D context.
function stubOffscreenCanvas() {
  Object.defineProperty(HTMLCanvasElement.prototype, "transferControlToOffscreen", {
    configurable: true,
    value(this: HTMLCanvasElement) {
      return { width: this.width, height: this.height, getContext: () => null };
    },
  });
}

function pageLoads() {
  vi.spyOn(document, "readyState", "get").mockReturnValue("complete");
  window.dispatchEvent(new Event("load"));
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const particles = () => document.getElementById("background-particles");

describe("BackgroundParticles", () => {
  beforeEach(async () => {
    // Fetched ahead, so what the component holds back is held back by its own rules, not by
    // the time an import takes.
    await import("./particles-canvas");
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    stubOffscreenCanvas();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, "transferControlToOffscreen");
  });

  it("renders nothing before the page has loaded, then a layer hidden from readers and clicks", async () => {
    stubReducedMotion(false);
    const { container } = render(<BackgroundParticles />);
    await settle();
    expect(container).toBeEmptyDOMElement();

    act(pageLoads);
    await vi.waitFor(() => expect(particles()?.querySelector("canvas")).toBeTruthy(), {
      timeout: 5000,
    });
    const layer = container.firstElementChild;
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer).toHaveClass("pointer-events-none", "fixed");
    expect(layer).toContainElement(particles());
  });

  it("renders nothing under reduced motion, and starts when the visitor allows motion again", async () => {
    const setReducedMotion = stubReducedMotion(true);
    const { container } = render(<BackgroundParticles />);
    act(pageLoads);
    await settle();
    expect(container).toBeEmptyDOMElement();

    act(() => setReducedMotion(false));
    await vi.waitFor(() => expect(particles()).not.toBeNull(), { timeout: 5000 });
  });

  it("renders nothing where the browser cannot hand a canvas to the library", async () => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, "transferControlToOffscreen");
    stubReducedMotion(false);
    const { container } = render(<BackgroundParticles />);
    act(pageLoads);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });
});
