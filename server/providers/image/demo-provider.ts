import { drawDemoPicture } from "./demo-picture";
import { abortableDelay, type ImageProvider } from "./image-provider";

/** The simulator: a deterministic placeholder, with step progress paced like a slow GPU. */
export function createDemoImageProvider({ stepMs }: { stepMs: number }): ImageProvider {
  return {
    name: "demo",
    simulated: true,
    async generate(request, { signal, onProgress }) {
      for (let step = 1; step <= request.steps; step += 1) {
        await abortableDelay(stepMs, signal);
        onProgress({ fraction: step / request.steps, step, steps: request.steps });
      }
      const bytes = drawDemoPicture(request.prompt, request.seed, request.width, request.height);
      return { bytes, mimeType: "image/png" };
    },
  };
}
