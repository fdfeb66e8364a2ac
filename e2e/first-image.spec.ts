import { expect, test } from "./fixtures";

// Pages led by an image start fetching it while they render (a preload with the same candidates
// as the picture's AVIF source), instead of once the whole page has been committed.

for (const path of ["/", "/projects", "/leadershipSpotlight", "/news", "/gallery"]) {
  test(`${path}: the first image is preloaded as the page renders and downloaded once`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const image = page.locator('main img[fetchpriority="high"]').first();
    await expect(image).toHaveJSProperty("complete", true);

    const { preloads, source, shown, fetched } = await image.evaluate((img: HTMLImageElement) => {
      const avif = img.parentElement?.querySelector('source[type="image/avif"]');
      const candidates = (avif?.getAttribute("srcset") ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(" ")[0] ?? "");
      return {
        preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
          .filter((link) => link.as === "image")
          .map((link) => ({ srcset: link.imageSrcset, sizes: link.imageSizes })),
        source: { srcset: avif?.getAttribute("srcset"), sizes: avif?.getAttribute("sizes") },
        shown: new URL(img.currentSrc).pathname,
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => candidates.includes(pathname)),
      };
    });
    expect(preloads).toEqual([source]);
    // The preload and the picture chose the same file, fetched once.
    expect(fetched).toEqual([shown]);
  });
}
