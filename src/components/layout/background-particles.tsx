import { lazy, Suspense, useEffect, useState } from "react";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { ErrorBoundary } from "./error-boundary";

const ParticlesCanvas = lazy(() =>
  import("./particles-canvas").then((m) => ({ default: m.ParticlesCanvas })),
);

// The falling-snow layer: fetched only after the page has painted, never under reduced motion.
export function BackgroundParticles() {
  const [ready, setReady] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const start = () => setReady(true);
    if (document.readyState === "complete") {
      const id = window.setTimeout(start, 1500);
      return () => window.clearTimeout(id);
    }
    const onLoad = () => window.setTimeout(start, 1500);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  if (!ready || reducedMotion) return null;
  // Decoration only: if its code cannot be fetched, the page simply goes without it.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ParticlesCanvas />
      </Suspense>
    </ErrorBoundary>
  );
}
