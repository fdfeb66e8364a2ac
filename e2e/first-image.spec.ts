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
