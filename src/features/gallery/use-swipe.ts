import { useRef, type PointerEvent } from "react";

// A swipe must travel this far, mostly sideways, so a tap or a vertical scroll never turns a page.
const MIN_DISTANCE = 48;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (the next item) and `onSwipe(-1)`
 * for one to the right. Touch and pen only: a mouse drag stays a drag. The element needs
 * `touch-action: pan-y` so the browser hands sideways moves to the page instead of panning.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5)
        onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
