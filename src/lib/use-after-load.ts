import { useEffect, useState } from "react";

/**
 * False until the page's `load` event has fired and `delayMs` more have passed: for what should
 * not compete with the first view for bandwidth or the main thread.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer = window.setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  return ready;
}
