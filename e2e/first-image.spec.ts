import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// A page led by an image starts fetching it before the page has been committed: on a first visit
// it is in the prerendered first screen that index.html shows before any script has run; after
// an in-app navigation the page preloads it as it renders. The preload offers the picture's own
// AVIF candidates and sizes, so the browser fetches one file, once.

async function firstImage(page: Page) {
  const image = page.locator('main img[fetchpriority="high"]').first();
  await expect(image).toHaveJSProperty("complete", true);
  return image.evaluate((img: HTMLImageElement) => {
    const avif = img.parentElement?.querySelector('source[type="image/avif"]');
    const candidates = (avif?.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(" ")[0] ?? "");
    // Another picture of the same image (a sidebar thumbnail) may show a smaller file of it.
    const shownElsewhere = new Set(
      [...document.images]
        .filter((other) => other !== img && other.currentSrc)
        .map((other) => new URL(other.currentSrc).pathname),
    );
    shownElsewhere.delete(new URL(img.currentSrc).pathname);
    return {
      preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
        .filter((link) => link.as === "image")
        .map((link) => ({
          srcset: link.imageSrcset,
          sizes: link.imageSizes,
          byLoader: link.hasAttribute("data-loader"),
        })),
      source: { srcset: avif?.getAttribute("srcset"), sizes: avif?.getAttribute("sizes") },
      shown: new URL(img.currentSrc).pathname,
      fetched: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => candidates.includes(pathname) && !shownElsewhere.has(pathname)),
    };
  });
}

for (const path of ["/", "/projects", "/leadershipSpotlight", "/news", "/gallery"]) {
  test(`${path}: on a first visit the first screen's markup fetches the first image, once`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const { preloads, source, shown, fetched } = await firstImage(page);
    // The loader preloads no image; the page's own preload, as it hydrates, names the same file.
    for (const preload of preloads) expect(preload).toEqual({ ...source, byLoader: false });
    expect(fetched).toEqual([shown]);
  });

  test(`${path}: after an in-app navigation the page preloads its first image, fetched once`, async ({
    page,
    visit,
  }) => {
    await visit("/about");
    await page.evaluate((hash) => (location.hash = hash), `#${path}`);
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    const { preloads, source, shown, fetched } = await firstImage(page);
    expect(preloads).toEqual([{ ...source, byLoader: false }]);
    expect(fetched).toEqual([shown]);
  });
}

// A page that lists pictures prerenders only its first screen's tiles; the rest come once the page
// has painted, so their pictures, lazy as they are, never share the network with the first
// screen's (Chrome asked for lazy pictures far below the fold before its first paint).
const firstScreens = [
  { path: "/gallery", group: "gallery", shown: ["1"] },
  // The featured work and the two beside it on wide screens.
  { path: "/projects", group: "work", shown: ["1", "2", "3"] },
  { path: "/news", group: "news", shown: ["1"] },
];

for (const { path, group, shown } of firstScreens) {
  test(`${path}: before the app runs, only the first screen's pictures are asked for`, async ({
    page,
  }) => {
    const asked = new Set<string>();
    page.on("request", (request) => {
      const [, index, width] =
        new URL(request.url()).pathname.match(new RegExp(`/assets/${group}-(\\d+)-(\\d+)-`)) ?? [];
      // The sidebars' 80 px thumbnails (240 px files) are part of the first screen's markup.
      if (index && Number(width) > 240) asked.add(index);
    });
    await page.route("**/assets/*.js", (script) => script.abort());
    await page.goto(`/#${path}`);
    await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveJSProperty(
      "complete",
      true,
    );
    // Every picture in the markup, lazy or not, is fetched now: none may be of a later tile.
    await page.evaluate(() =>
      document.querySelectorAll("img").forEach((image) => (image.loading = "eager")),
    );
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    expect([...asked].sort()).toEqual([...shown].sort());
  });
}
