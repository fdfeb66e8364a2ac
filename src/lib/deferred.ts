import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { afterNextPaint, priorityImagesReady } from "./first-view";

/**
 * The one way to load or render what the first view does not need. Two moments:
 * - "paint": once the browser has painted the current frame; for what lies below the first
 *   screen or follows it closely (the rest of a long page, data, secondary controls);
 * - "load": once the window's load event has fired, the page's priority images are ready to
 *   paint, the main thread is idle (at most IDLE_TIMEOUT_MS later) and the next frame has been
 *   painted; for decoration and warm-ups that must not compete with the first view for bandwidth
 *   or the main thread.
 * A deferred module is fetched at most once; it can also be fetched earlier, when the visitor
 * reaches for the control that needs it (`intentHandlers`), or on first use (`load`).
 */
export type Moment = "paint" | "load";

// A page that never falls idle still gets its extras after this long.
const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` once `moment` has come; answers a function that cancels it. */
export function after(moment: Moment, callback: () => void): () => void {
  return moment === "paint" ? afterNextPaint(callback) : afterLoadAndIdle(callback);
}

function afterLoadAndIdle(callback: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let cancelPaint = () => {};
  // An idle moment can come between a commit and the frame that lays it out (the part of home
  // below its first screen, say): a part switched on then that measures (the slider) would lay
  // out the whole page in its own task. After the next paint the layout is done.
  const afterPaint = () => {
    if (!cancelled) cancelPaint = afterNextPaint(callback);
  };
  const whenIdle = () => {
    if (cancelled) return;
    // Where browsers cannot tell idle time, the load event alone decides.
    if (!("requestIdleCallback" in window)) afterPaint();
    else idle = window.requestIdleCallback(afterPaint, { timeout: IDLE_TIMEOUT_MS });
  };
  // index.html's loader asks for the page's code after the load event, so the event alone does
  // not mean the first view is in: the images it gives priority must be ready to paint too.
  const afterPriorityImages = () => void priorityImagesReady().then(whenIdle);
  if (document.readyState === "complete") afterPriorityImages();
  else window.addEventListener("load", afterPriorityImages, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterPriorityImages);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    cancelPaint();
  };
}

/**
 * False until `moment`, then true. The switch renders as a transition, so the work it starts
 * is time-sliced and never blocks a tap.
 */
export function useAfter(moment: Moment): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => after(moment, () => startTransition(() => setReached(true))), [moment]);
  return reached;
}

export type DeferredModule<T> = {
  /** Fetches the module, once; later calls answer the same promise. */
  load: () => Promise<T>;
  /** Pointer and focus handlers that start the fetch when the visitor reaches for a control. */
  intentHandlers: { onPointerEnter: () => void; onFocus: () => void };
  /** A `React.lazy` component of one of the module's exports, sharing the same fetch. */
  component: <P extends object>(
    pick: (module: T) => ComponentType<P>,
  ) => LazyExoticComponent<ComponentType<P>>;
};

/** A module fetched on demand: `deferred(() => import("./heavy-part"))`. */
export function deferred<T>(importer: () => Promise<T>): DeferredModule<T> {
  let pending: Promise<T> | undefined;
  const load = () => {
    // A failed fetch is not remembered, so the next attempt tries again.
    pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const prefetch = () => void load().catch(() => undefined);
  return {
    load,
    intentHandlers: { onPointerEnter: prefetch, onFocus: prefetch },
    component: (pick) => lazy(() => load().then((module) => ({ default: pick(module) }))),
  };
}
