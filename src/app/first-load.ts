import { afterNextPaint, priorityImages, priorityImagesReady } from "../lib/first-view";
import { markServedConfig } from "../lib/served-config-marks";

/**
 * index.html's inline script, bundled on its own at build time with the manifest the build
 * writes from the route table. It runs right after `<div id="root">`, before the first paint.
 * Hash routing serves every page the same index.html, which holds every route's first screen,
 * prerendered, as the text of a `<script type="text/html" data-route>` block: the parser only
 * scans over a data block, where it would build the elements of a template. It:
 * - marks `<html>` with the demos and the check against bots the served config switches on, so
 *   the first screen shows their notices and boxes by CSS (`markServedConfig`);
 * - puts the first screen of the route named in the URL hash into #root, so the page paints
 *   from HTML, styled, before any script has been fetched; unknown paths show home and a
 *   redirect shows its target, as the router would, and the URL is changed to match, so the app
 *   hydrates the markup it would have rendered;
 * - once that has painted, fetches the entry and the code of the page, each module preload in a
 *   task of its own: starting a request costs the main thread a few milliseconds, and a dozen at
 *   once would be a long task. The page's first image is in the markup and is already on its way.
 * Every element it adds to the head is marked `data-loader`, so tests can tell its requests apart.
 */
export type FirstLoadManifest = {
  /** The entry script. */
  entry: string;
  /** Module preloads every page needs. */
  shared: string[];
  /** Per route path: the page's own module preloads. */
  pages: Record<string, string[]>;
  /** Old paths and the route paths they lead to. */
  redirects: Record<string, string>;
};

const HOME = "/";

export function firstLoad(manifest: FirstLoadManifest): void {
  const asked = hashPath(location.hash);
  const path = routePath(asked, manifest);
  if (path !== asked) history.replaceState(history.state, "", `#${path}`);
  markServedConfig();
  showFirstScreen(path);
  // A hidden tab paints nothing: it fetches at once.
  if (document.visibilityState === "hidden") fetchPage(manifest, path);
  else whenFirstPainted(() => afterPriorityImages(() => fetchPage(manifest, path)));
}

/** The path of a URL hash (`#/path?query`); home for an empty hash. */
export function hashPath(hash: string): string {
  return hash.slice(1).split("?")[0] || HOME;
}

/** The route a path shows: a redirect's target, or home for anything the manifest does not know. */
export function routePath(path: string, manifest: FirstLoadManifest): string {
  const target = manifest.redirects[path] ?? path;
  return target in manifest.pages ? target : HOME;
}

/** Puts the route's prerendered markup into #root; the blocks are not needed after that. */
function showFirstScreen(path: string): void {
  const screens = [
    ...document.querySelectorAll<HTMLScriptElement>('script[type="text/html"][data-route]'),
  ];
  const screen = screens.find((candidate) => candidate.dataset.route === path);
  const root = document.getElementById("root");
  if (screen && root) {
    root.innerHTML = screen.text;
    // The app hydrates this markup only if the visitor is still on this page when it starts.
    root.dataset.firstScreen = path;
  }
  for (const candidate of screens) candidate.remove();
}

function fetchPage(manifest: FirstLoadManifest, path: string): void {
  document.head.append(loaderElement("script", { type: "module", src: manifest.entry }));

  const modules = [...manifest.shared, ...(manifest.pages[path] ?? [])];
  const preloadNext = () => {
    const href = modules.shift();
    if (href === undefined) return;
    document.head.append(loaderElement("link", { rel: "modulepreload", href }));
    setTimeout(preloadNext, 0);
  };
  preloadNext();
}

function loaderElement(tag: "link" | "script", attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries({ ...attributes, "data-loader": "" })) {
    element.setAttribute(name, value);
  }
  return element;
}

/**
 * Calls `start` once the page has painted (first-contentful-paint; where browsers do not report
 * it, at the second frame).
 */
function whenFirstPainted(start: () => void): void {
  const entryTypes = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!entryTypes.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(start));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
}

/**
 * Calls `start` once the first screen's priority images have come, been decoded and been drawn:
 * they are most pages' largest paint, and the app's code would otherwise share the network with
 * them. A failed image counts as drawn.
 */
function afterPriorityImages(start: () => void): void {
  if (priorityImages().length === 0) start();
  else void priorityImagesReady().then(() => afterNextPaint(start));
}
