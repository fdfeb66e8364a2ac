import type { Container, Engine, IContainerPlugin, IPlugin } from "@tsparticles/engine";
import { nextTask } from "./next-task";
import { firstPlan, nextPlan, type SnowPlan } from "./snow-plan";

/** Frames per verdict: their median ignores a stray slow frame (a garbage collection, a busy moment). */
const WINDOW_FRAMES = 10;
/** Script time one batch of new flakes may take, however fast or slow the device. */
const BATCH_MS = 4;

/**
 * A tsParticles plugin that paces the snow of each container: it measures the script time of
 * every drawn frame (the library calls `update` first in a frame and `drawSettingsCleanup`
 * last), adds flakes in small batches when the main thread is idle, and applies the snow plan
 * (`snow-plan.ts`) every WINDOW_FRAMES frames. The canvas shows the plan in `data-flakes`,
 * `data-fps` and `data-ceiling`.
 */
export async function loadSnowPacer(engine: Engine): Promise<void> {
  await engine.pluginManager.register((registering) => {
    registering.pluginManager.addPlugin(snowPacer);
  });
}

// The library creates a container in one go unless a plugin's hook makes it wait: the pacer's
// hooks each wait for a new task, so the creation runs as several short tasks (the plugins'
// instances; the options and the canvas; the particles; the start) instead of one long one.
// The pacer is registered last, so each wait comes after the other plugins' part of that step.
const snowPacer: IPlugin = {
  id: "snow-pacer",
  getPlugin: async (container) => {
    await nextTask();
    return new SnowPacer(container);
  },
  loadOptions: () => undefined,
  needsPlugin: () => true,
};

class SnowPacer implements IContainerPlugin {
  readonly #container: Container;
  #plan: SnowPlan = firstPlan;
  #frameStart: number | undefined;
  #frames: number[] = [];
  #cancelGrowth: (() => void) | undefined;

  constructor(container: Container) {
    this.#container = container;
  }

  preInit = nextTask;

  init = nextTask;

  // The library fills a new canvas with transparent black as it creates it: nothing to see on a
  // canvas that starts transparent, yet the first touch of its memory, half the cost of that step.
  // Taking the fill over leaves that touch to the first frame, a task of its own.
  canvasPaint = () => true;

  async start(): Promise<void> {
    await nextTask();
    this.#apply(firstPlan);
  }

  stop(): void {
    this.#cancelGrowth?.();
    this.#cancelGrowth = undefined;
  }

  destroy(): void {
    this.stop();
  }

  update(): void {
    this.#frameStart = performance.now();
  }

  drawSettingsCleanup(): void {
    if (this.#frameStart === undefined) return;
    const frameMs = performance.now() - this.#frameStart;
    this.#frameStart = undefined;
    // A frame drawn while flakes are still being added says nothing of the plan's cost.
    if (this.#cancelGrowth) return;
    this.#frames.push(frameMs);
    if (this.#frames.length < WINDOW_FRAMES) return;
    const plan = nextPlan(this.#plan, median(this.#frames));
    this.#frames = [];
    this.#apply(plan);
  }

  #apply(plan: SnowPlan): void {
    this.#plan = plan;
    const { particles } = this.#container;
    if (particles.count > plan.flakes) particles.removeQuantity(particles.count - plan.flakes);
    this.#container.fpsLimit = plan.fps;
    this.#show();
    if (particles.count < plan.flakes && !this.#cancelGrowth) this.#grow();
  }

  /** Adds flakes up to the plan, a batch per idle moment. */
  #grow(): void {
    this.#cancelGrowth = whenIdle(() => {
      const { particles } = this.#container;
      const until = performance.now() + BATCH_MS;
      while (particles.count < this.#plan.flakes && performance.now() < until) {
        if (!particles.addParticle()) {
          // The library declined (a limit, an error): the snow stays as it is.
          this.#plan = { ...this.#plan, flakes: particles.count, ceiling: particles.count };
        }
      }
      this.#cancelGrowth = undefined;
      this.#frames = [];
      this.#show();
      if (particles.count < this.#plan.flakes) this.#grow();
    });
  }

  #show(): void {
    const canvas = this.#container.canvas.domElement;
    canvas?.setAttribute("data-flakes", String(this.#container.particles.count));
    canvas?.setAttribute("data-fps", String(this.#plan.fps));
    canvas?.setAttribute("data-ceiling", String(this.#plan.ceiling));
  }
}

/** Runs `callback` when the main thread is idle (soon, where browsers cannot tell); answers a cancel. */
function whenIdle(callback: () => void): () => void {
  if (!("requestIdleCallback" in window)) {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(callback, { timeout: 1000 });
  return () => window.cancelIdleCallback(idle);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
