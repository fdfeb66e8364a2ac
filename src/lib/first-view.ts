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

/** The images the first view asks for with high priority that have not arrived yet. */
export function pendingPriorityImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
}

/** Settles once every image marked `fetchpriority="high"` has loaded or failed. */
export function priorityImagesLoaded(): Promise<unknown> {
  const pending = pendingPriorityImages().map(
    (image) =>
      new Promise((settle) => {
        image.addEventListener("load", settle, { once: true });
        image.addEventListener("error", settle, { once: true });
      }),
  );
  return Promise.all(pending);
}
