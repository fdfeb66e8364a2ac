import { startTransition, useEffect, useState } from "react";

/**
 * Runs `callback` once the browser has painted the next frame, so work that is not needed for
 * that frame (fetching data, loading code) does not hold it back. Returns a cancel function.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False for a component's first paint, then true: for the parts of a page below its first
 * screen. The switch renders as an interruptible transition, so it never blocks a tap.
 */
export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
