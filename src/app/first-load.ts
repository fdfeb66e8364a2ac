/**
 * index.html's inline loader, bundled on its own at build time with the manifest the build
 * writes from the route table. Hash routing serves every page the same index.html, so without it
 * a page's code and image would only be discovered after the entry had run. It:
 * - lets the first-load screen paint before any script is fetched (on a slow connection the
 *   scripts would otherwise share the bandwidth with the stylesheet the first paint waits for);
 * - then fetches the page's arrival image first, as the largest download, the entry, and the code
 *   of the page named in the URL hash, each module preload in a task of its own: starting a
 *   request costs the main thread a few milliseconds, and a dozen at once would be a long task.
 * Unknown paths fetch home's code, as the router shows home. Every element it adds is marked
 * `data-loader`, so tests can tell its requests apart.
 */
export type FirstLoadManifest = {
  /** The entry script. */
  entry: string;
  /** Module preloads every page needs. */
  shared: string[];
  /** Per route path (redirects included): the page's own module preloads. */
  pages: Record<string, string[]>;
  /** Per route path: the AVIF candidates of the page's arrival image. */
  images: Record<string, { srcset: string; sizes: string }>;
};

const HOME = "/";

export function firstLoad(manifest: FirstLoadManifest): void {
  whenFirstPainted(() => fetchPage(manifest, routePath(location.hash, manifest)));
}

/** The route path of a URL hash (`#/path?query`); home for anything the manifest does not know. */
export function routePath(hash: string, manifest: FirstLoadManifest): string {
  const path = hash.slice(1).split("?")[0] ?? "";
  return path in manifest.pages ? path : HOME;
}

function fetchPage(manifest: FirstLoadManifest, path: string): void {
  const image = manifest.images[path];
  if (image) {
    document.head.append(
      loaderElement("link", {
        rel: "preload",
        as: "image",
        type: "image/avif",
        imagesrcset: image.srcset,
        imagesizes: image.sizes,
        fetchpriority: "high",
      }),
    );
  }
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
 * it, at the second frame); at once in a hidden tab, which paints nothing.
 */
function whenFirstPainted(start: () => void): void {
  if (document.visibilityState === "hidden") return start();
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
