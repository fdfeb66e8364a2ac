import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the CSS media `query` matches; follows changes live. False in prerendered markup, which
 * cannot know, and so in the first render that hydrates it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` and up: room for a page's secondary blocks side by side and open. */
export function useWideScreen(): boolean {
  return useMediaQuery("(min-width: 768px)");
}
