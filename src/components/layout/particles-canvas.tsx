import { useEffect, useRef } from "react";
import { startSnowfall } from "./snowfall";

export const PARTICLE_COUNT = 400;
const COLORS = ["#eceff5", "#5eead4", "#a5b4fc"] as const;

export function ParticlesCanvas() {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const snowfall = startSnowfall(canvas.current, { count: PARTICLE_COUNT, colors: COLORS });
    // Stop drawing while the tab is hidden.
    const onVisibility = () => (document.hidden ? snowfall.pause() : snowfall.resume());
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      snowfall.stop();
    };
  }, []);

  // Over the content (the sections' backgrounds would hide it), under the panel and dialogs;
  // fixed, so it never moves the page, and it never takes a click.
  return (
    <div id="background-particles" aria-hidden className="pointer-events-none fixed inset-0 z-20">
      <canvas ref={canvas} className="size-full" />
    </div>
  );
}
