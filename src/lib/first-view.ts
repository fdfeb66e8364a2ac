// What the first view is made of, read apart from React: index.html's first-load script uses it
// before the app exists, and the app's deferrals after.

/** Calls `callback` in a task after the next frame has been painted; answers a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  // The frame callback runs before the paint; the task it queues runs after it.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** The images the first view asks for with high priority. */
export function priorityImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

/**
 * Settles once every image marked `fetchpriority="high"` can be painted without waiting, or has
 * failed: loaded and decoded. An image decoded apart from the main thread (`decoding="async"`)
 * may arrive before the first paint and still be drawn frames later.
 */
export function priorityImagesReady(): Promise<unknown> {
  return Promise.all(
    priorityImages().map((image) =>
      "decode" in image ? image.decode().catch(() => undefined) : loadedOrFailed(image),
    ),
  );
}

function loadedOrFailed(image: HTMLImageElement): Promise<unknown> {
  if (image.complete) return Promise.resolve();
  return new Promise((settle) => {
    image.addEventListener("load", settle, { once: true });
    image.addEventListener("error", settle, { once: true });
  });
}
