/**
 * Runs `callback` once the browser has painted the next frame, so work that is not needed for
 * that frame (fetching data, loading code) does not hold it back. Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
