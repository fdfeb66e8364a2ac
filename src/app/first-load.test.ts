import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstLoad, routePath, type FirstLoadManifest } from "./first-load";

const manifest: FirstLoadManifest = {
  entry: "/assets/entry.js",
  shared: ["/assets/app.js"],
  pages: {
    "/": ["/assets/home.js"],
    "/news": ["/assets/news.js", "/assets/cards.js"],
    "/old-news": ["/assets/news.js", "/assets/cards.js"],
  },
  images: { "/news": { srcset: "/a-400.avif 400w, /a-800.avif 800w", sizes: "100vw" } },
};

const added = () =>
  [...document.head.querySelectorAll("[data-loader]")].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute("src")}`
      : `${(element as HTMLLinkElement).rel} ${element.getAttribute("href") ?? element.getAttribute("imagesrcset")}`,
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  location.hash = "";
});

describe("routePath", () => {
  it("reads the path of the hash, without its query", () => {
    expect(routePath("#/news?page=2", manifest)).toBe("/news");
    expect(routePath("#/old-news", manifest)).toBe("/old-news");
  });

  it("falls back to home for an empty or unknown hash, as the router does", () => {
    expect(routePath("", manifest)).toBe("/");
    expect(routePath("#/no-such-page", manifest)).toBe("/");
  });
});

describe("firstLoad", () => {
  it("waits for the first paint before it fetches anything", () => {
    location.hash = "#/news";
    firstLoad(manifest);
    expect(added()).toEqual([]);
    // jsdom reports no paint timing: the loader falls back to the second frame.
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([
      "preload /a-400.avif 400w, /a-800.avif 800w",
      "script module /assets/entry.js",
      "modulepreload /assets/app.js",
    ]);
  });

  it("adds the image, the entry, then one module preload per task", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    location.hash = "#/news";
    firstLoad(manifest);
    expect(added()).toHaveLength(3);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(4);
    vi.runAllTimers();
    expect(added()).toEqual([
      "preload /a-400.avif 400w, /a-800.avif 800w",
      "script module /assets/entry.js",
      "modulepreload /assets/app.js",
      "modulepreload /assets/news.js",
      "modulepreload /assets/cards.js",
    ]);
    const image = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(image?.getAttribute("imagesizes")).toBe("100vw");
    expect(image?.getAttribute("fetchpriority")).toBe("high");
    expect(image?.getAttribute("type")).toBe("image/avif");
  });

  it("starts at once in a hidden tab, which paints nothing, and loads home for unknown paths", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    location.hash = "#/nowhere";
    firstLoad(manifest);
    vi.runAllTimers();
    expect(added()).toEqual([
      "script module /assets/entry.js",
      "modulepreload /assets/app.js",
      "modulepreload /assets/home.js",
    ]);
  });
});
