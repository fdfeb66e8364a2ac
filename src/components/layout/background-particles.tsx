import { Suspense } from "react";
import { deferred, useAfter } from "@/lib/deferred";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { ErrorBoundary } from "./error-boundary";

const ParticlesCanvas = deferred(() => import("./particles-canvas")).component(
  (module) => module.ParticlesCanvas,
);

// The falling-snow layer: its code is fetched once the page has loaded and the main thread is
// idle, never under reduced motion.
export function BackgroundParticles() {
  const ready = useAfter("load");
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
