import { useEffect } from "react";

/**
 * Marks #root `data-ready` once a page (or the retry screen) is shown and its effects have run:
 * from then on the app answers input. Until then the page may be prerendered markup that only
 * looks ready, so browser tests wait for the mark.
 */
export function useReadyMark(): void {
  useEffect(() => {
    document.getElementById("root")?.setAttribute("data-ready", "");
  }, []);
}
