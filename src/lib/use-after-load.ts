import { useEffect, useState } from "react";

// A page that never falls idle still gets its extras after this long.
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page's `load` event has fired, `delayMs` more have passed and the main thread
 * is idle: for what should not compete with the first view for bandwidth or the main thread.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    const whenIdle = () => {
      // Where browsers cannot tell idle time, the delay alone decides.
      if (!("requestIdleCallback" in window)) setReady(true);
      else idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
    };
    const start = () => {
      timer = window.setTimeout(whenIdle, delayMs);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [delayMs]);

  return ready;
}
