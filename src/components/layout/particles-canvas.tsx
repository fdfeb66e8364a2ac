import type { Engine, ISourceOptions } from "@tsparticles/engine";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { nextTask } from "./next-task";
import { loadSnowPacer } from "./snow-pacer";
import { FPS } from "./snow-plan";

// Snow: small, faint dots drifting down; one that leaves at the bottom comes back at the top.
// The pacer adds the flakes in small batches, about 400 where the device can afford them,
// whatever the screen size (snow-plan.ts).
const snow: ISourceOptions = {
  // Full-screen mode restyles the canvas after it has mounted, which moved the page; the fixed
  // layer around it already covers the viewport.
  fullScreen: { enable: false },
  // Decoration needs no more: half the frames of a 60 Hz screen, about half the main-thread time.
  fpsLimit: FPS,
  // Nothing is drawn while the tab is hidden.
  pauseOnBlur: true,
  // Plain sRGB colours: no wide-gamut conversion of every flake's colour on every frame.
  hdr: false,
  particles: {
    // None at first: creating flakes costs script time, so the pacer adds them all in batches.
    number: { value: 0 },
    paint: { color: { value: ["#eceff5", "#5eead4", "#a5b4fc"] } },
    shape: { type: "circle" },
    opacity: { value: { min: 0.12, max: 0.45 } },
    size: { value: { min: 0.6, max: 2.4 } },
    move: {
      enable: true,
      direction: "bottom",
      speed: { min: 0.3, max: 1.2 },
      drift: { min: -0.2, max: 0.2 },
      outModes: "out",
    },
  },
};

// The basic bundle holds all that falling dots need (movement, circles, opacity, size, out
// modes); the slim bundle's interactions cost about 30 KB more and 50 ms more main-thread time
// under Lighthouse's mobile throttling (decision 002). It is a chunk of its own, so its code is
// run in a task apart from the engine's. One function for the app's lifetime, as the provider
// requires: the plugins register once.
async function loadSnowPlugins(engine: Engine): Promise<void> {
  const { loadBasic } = await import("@tsparticles/basic");
  await nextTask();
  await loadBasic(engine);
  await loadSnowPacer(engine);
  // Run the plugins' set-up now, in a task of its own, rather than in the one that creates the
  // container (which finds the engine initialised and goes on).
  await nextTask();
  await engine.init();
  await nextTask();
}

// The library draws through an OffscreenCanvas; in a browser without one it could only fail.
const canDraw = () => "transferControlToOffscreen" in HTMLCanvasElement.prototype;

export function ParticlesCanvas() {
  if (!canDraw()) return null;
  // Behind the content, in the page's open space; fixed, so it never moves the page, and it
  // never takes a click.
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 z-0">
      <ParticlesProvider init={loadSnowPlugins}>
        <Particles id="background-particles" className="size-full" options={snow} />
      </ParticlesProvider>
    </div>
  );
}
