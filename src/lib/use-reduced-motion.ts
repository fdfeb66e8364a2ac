import { useMediaQuery } from "./use-media-query";

/** True while the visitor asks for reduced motion; false in prerendered markup. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
