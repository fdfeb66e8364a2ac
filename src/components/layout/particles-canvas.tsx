import type { Container, Engine, ISourceOptions } from "@tsparticles/engine";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { loadSlim } from "@tsparticles/slim";
import { useEffect, useState } from "react";

export const PARTICLE_COUNT = 400;

// Stable across renders: ParticlesProvider requires the same init for the app's lifetime.
async function init(engine: Engine): Promise<void> {
  await loadSlim(engine);
}

const options: ISourceOptions = {
  fullScreen: { enable: true, zIndex: 0 },
  background: { color: { value: "transparent" } },
  fpsLimit: 30,
  detectRetina: false,
  particles: {
    number: { value: PARTICLE_COUNT },
    color: { value: ["#eceff5", "#5eead4", "#a5b4fc"] },
    opacity: { value: { min: 0.08, max: 0.35 } },
    size: { value: { min: 0.6, max: 2.4 } },
    shape: { type: "circle" },
    move: {
      enable: true,
      direction: "bottom",
      speed: { min: 0.3, max: 1.2 },
      straight: false,
      outModes: { default: "out" },
    },
    wobble: { enable: true, distance: 6, speed: 4 },
  },
  interactivity: { events: { resize: { enable: true } } },
};

export function ParticlesCanvas() {
  const [container, setContainer] = useState<Container>();

  // Stop drawing while the tab is hidden.
  useEffect(() => {
    if (!container) return;
    const onVisibility = () => (document.hidden ? container.pause() : container.play());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [container]);

  return (
    <ParticlesProvider init={init}>
      <Particles
        id="background-particles"
        className="pointer-events-none"
        options={options}
        particlesLoaded={async (loaded) => setContainer(loaded)}
      />
    </ParticlesProvider>
  );
}
