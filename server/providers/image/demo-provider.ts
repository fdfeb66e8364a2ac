import { formFromNoise, planDemoPicture, renderDemoPicture } from "./demo-picture";
import { IMAGE_DEMO_RENDERER } from "#contract/ai-image-rules";
import { abortableDelay, type ImageProvider } from "./image-provider";
import { encodePng } from "./png";

/** Longest side of the demo's previews: small enough to send every second. */
const PREVIEW_SIDE = 128;

/**
 * The simulator: a picture drawn from the prompt's words and the seed, which forms from noise in
 * its previews with step progress paced like a slow GPU.
 */
export function createDemoImageProvider({ stepMs }: { stepMs: number }): ImageProvider {
  return {
    name: "demo",
    simulated: true,
    async generate(request, { signal, onProgress }) {
      const plan = planDemoPicture(request.prompt, request.seed);
      const shrink = PREVIEW_SIDE / Math.max(request.width, request.height);
      const previewWidth = Math.max(1, Math.round(request.width * shrink));
      const previewHeight = Math.max(1, Math.round(request.height * shrink));
      const small = renderDemoPicture(plan, previewWidth, previewHeight);
      for (let step = 1; step <= request.steps; step += 1) {
        await abortableDelay(stepMs, signal);
        const fraction = step / request.steps;
        const formed = formFromNoise(small, fraction, plan.drawingSeed + step);
        onProgress({
          fraction,
          step,
          steps: request.steps,
          preview: { bytes: encodePng(previewWidth, previewHeight, formed), mimeType: "image/png" },
        });
      }
      const picture = renderDemoPicture(plan, request.width, request.height);
      return {
        bytes: encodePng(request.width, request.height, picture),
        mimeType: "image/png",
        // No model of the ones offered ran: the renderer draws every one.
        model: { name: IMAGE_DEMO_RENDERER, asAsked: false },
      };
    },
  };
}
