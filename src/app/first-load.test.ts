import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstLoad, hashPath, routePath, type FirstLoadManifest } from "./first-load";

const manifest: FirstLoadManifest = {
  entry: "/assets/entry.js",
  shared: ["/assets/app.js"],
  pages: {
    "/": ["/assets/home.js"],
    "/news": ["/assets/news.js", "/assets/cards.js"],
  },
  redirects: { "/old-news": "/news" },
};

const added = () =>
  [...document.head.querySelectorAll("[data-loader]")].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute("src")}`
      : `${(element as HTMLLinkElement).rel} ${element.getAttribute("href")}`,
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = `
    <script type="text/html" data-route="/"><h1>Home</h1></script>
    <script type="text/html" data-route="/news"><h1>News</h1><img alt="" src="/lead.avif"></script>
    <div id="root"></div>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  location.hash = "";
});

describe("routePath", () => {
  it("reads the path of the hash, without its query", () => {
    expect(hashPath("#/news?page=2")).toBe("/news");
    expect(routePath("/news", manifest)).toBe("/news");
  });

  it("follows redirects, and falls back to home for an empty or unknown hash, as the router does", () => {
    expect(routePath("/old-news", manifest)).toBe("/news");
    expect(routePath(hashPath(""), manifest)).toBe("/");
    expect(routePath("/no-such-page", manifest)).toBe("/");
  });
});

describe("firstLoad", () => {
  it("shows the route's first screen at once and removes the blocks", () => {
    location.hash = "#/news";
    firstLoad(manifest);
    expect(document.getElementById("root")?.innerHTML).toBe(
      '<h1>News</h1><img alt="" src="/lead.avif">',
    );
    expect(document.querySelectorAll("[data-route]")).toHaveLength(0);
    // The app hydrates it only while the address still names this page.
    expect(document.getElementById("root")?.dataset.firstScreen).toBe("/news");
  });

  it("shows home for an unknown path and a redirect's target, and says so in the URL", () => {
    location.hash = "#/no-such-page";
    firstLoad(manifest);
    expect(document.querySelector("#root h1")?.textContent).toBe("Home");
    expect(location.hash).toBe("#/");

    document.body.innerHTML = `<script type="text/html" data-route="/news"><h1>News</h1></script><div id="root"></div>`;
    location.hash = "#/old-news";
    firstLoad(manifest);
    expect(document.querySelector("#root h1")?.textContent).toBe("News");
    expect(location.hash).toBe("#/news");
  });

  it("waits for the first paint before it fetches anything", () => {
    location.hash = "#/news";
    firstLoad(manifest);
    expect(added()).toEqual([]);
    // jsdom reports no paint timing: the loader falls back to the second frame.
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual(["script module /assets/entry.js", "modulepreload /assets/app.js"]);
  });

  it("waits for the arrival image and a frame drawn with it, when the first paint came first", async () => {
    document.body.innerHTML = `
      <script type="text/html" data-route="/news"><h1>News</h1><img alt="" fetchpriority="high" src="/lead.avif"></script>
      <div id="root"></div>`;
    location.hash = "#/news";
    const image = () => document.querySelector<HTMLImageElement>("#root img")!;
    firstLoad(manifest);
    vi.spyOn(image(), "complete", "get").mockReturnValue(false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(added()).toEqual([]);
    image().dispatchEvent(new Event("load"));
    // The wait for the images settles through a few promise steps.
    for (let step = 0; step < 5; step++) await Promise.resolve();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(added()).toContain("script module /assets/entry.js");
  });

  it("waits for the arrival image to be decoded, even when it came before the first paint", async () => {
    document.body.innerHTML = `
      <script type="text/html" data-route="/news"><h1>News</h1><img alt="" fetchpriority="high" src="/lead.avif"></script>
      <div id="root"></div>`;
    location.hash = "#/news";
    let decoded = () => {};
    const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    Object.defineProperty(HTMLImageElement.prototype, "decode", {
      configurable: true,
      value: decode,
    });
    try {
      firstLoad(manifest);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(decode).toHaveBeenCalled();
      expect(added()).toEqual([]);
      decoded();
      for (let step = 0; step < 5; step++) await Promise.resolve();
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(added()).toContain("script module /assets/entry.js");
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, "decode");
    }
  });

  it("adds the entry, then one module preload per task", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    location.hash = "#/news";
    firstLoad(manifest);
    expect(added()).toHaveLength(2);
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(3);
    vi.runAllTimers();
    expect(added()).toEqual([
      "script module /assets/entry.js",
      "modulepreload /assets/app.js",
      "modulepreload /assets/news.js",
      "modulepreload /assets/cards.js",
    ]);
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
