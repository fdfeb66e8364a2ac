import { Suspense } from "react";
import { deferred, useAt } from "@/lib/deferred";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { ErrorBoundary } from "./error-boundary";

const ParticlesCanvas = deferred(() => import("./particles-canvas")).component(
  (module) => module.ParticlesCanvas,
);

// The particle library draws through an OffscreenCanvas; a browser without one never fetches it.
const canDraw = () => "transferControlToOffscreen" in HTMLCanvasElement.prototype;

// The falling-snow layer: its code is fetched once the page has loaded and the main thread is
// idle, never under reduced motion.
export function BackgroundParticles() {
  const ready = useAt("load");
  const reducedMotion = useReducedMotion();

  if (!ready || reducedMotion || !canDraw()) return null;
  // Decoration only: if its code cannot be fetched, the page simply goes without it.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ParticlesCanvas />
      </Suspense>
    </ErrorBoundary>
  );
}
