import { useSyncExternalStore } from "react";

/** The year the site was built in, set by vite.config.ts. */
declare const __BUILD_YEAR__: number;

const unchanging = () => () => {};

/**
 * This year, for a copyright line. Prerendered markup shows the year of the build, and so does
 * the first render that hydrates it, which then moves on to this year if the build is older.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
