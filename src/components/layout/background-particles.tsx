import { lazy, Suspense } from "react";
import { useAfterLoad } from "@/lib/use-after-load";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { ErrorBoundary } from "./error-boundary";

const ParticlesCanvas = lazy(() =>
  import("./particles-canvas").then((m) => ({ default: m.ParticlesCanvas })),
);

// The falling-snow layer: fetched only after the page has painted, never under reduced motion.
export function BackgroundParticles() {
  const ready = useAfterLoad(1500);
  const reducedMotion = useReducedMotion();

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
