import type { ImageProgress } from "../../../providers/image/image-provider";
import type { ImageSafety } from "./image-safety";

/**
 * Passes each progress report on at once without its preview; the preview follows, with the
 * latest progress, only once the safety filter has passed it, so no forming picture reaches the
 * page unchecked. One preview is checked at a time and those that arrive meanwhile are dropped,
 * which also keeps the classifier's work to a few pictures per generation.
 */
export function screenPreviews(
  safety: ImageSafety,
  forward: (progress: ImageProgress) => void,
  signal: AbortSignal,
): { onProgress: (progress: ImageProgress) => void; finish: () => void } {
  let latest: ImageProgress = { fraction: 0 };
  let checking = false;
  let finished = false;
  return {
    onProgress({ preview, ...progress }) {
      latest = progress;
      forward(progress);
      if (!preview || checking) return;
      checking = true;
      safety
        .passes(preview)
        .then(
          (passed) => {
            if (passed && !finished && !signal.aborted) forward({ ...latest, preview });
          },
          () => {}, // a preview that cannot be checked is not shown
        )
        .finally(() => (checking = false));
    },
    /** After the final picture, a preview still being checked is not passed on. */
    finish: () => void (finished = true),
  };
}
