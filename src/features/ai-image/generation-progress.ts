import type { JobDetails } from "./studio-store";

/** The stage a generation is in, which names it the same way in every place it is shown. */
export type GenerationStage = "queued" | "starting" | "drawing" | "finishing" | "done";

/** The headline of a running generation. */
export function stageTitle(stage: GenerationStage, queuePosition: number | null): string {
  switch (stage) {
    case "queued":
      return `Waiting in the queue: position ${queuePosition ?? 1}`;
    case "starting":
      return "Generating your image";
    case "drawing":
      return "The model is painting your prompt";
    case "finishing":
      return "Finishing your image";
    case "done":
      return "Your image is ready";
  }
}

/**
 * "Step 5 of 20 · About 3 s left", or the time so far when the back end counts no steps; nothing
 * once the last step is drawn, when only the finishing work is left.
 */
export function progressLine({
  step,
  steps,
  elapsed_seconds,
  eta_seconds,
}: JobDetails): string | null {
  if (step !== null && steps !== null && step >= steps) return null;
  const parts: string[] = [];
  if (step !== null && steps !== null) parts.push(`Step ${step} of ${steps}`);
  else if (elapsed_seconds !== null) parts.push(`${Math.round(elapsed_seconds)} s so far`);
  if (eta_seconds !== null) parts.push(`About ${Math.max(1, Math.ceil(eta_seconds))} s left`);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Which stage the server's report puts a running generation in. */
export function stageOf(queuePosition: number | null, details: JobDetails): GenerationStage {
  if (queuePosition) return "queued";
  if (details.step !== null && details.steps !== null && details.step >= details.steps) {
    return "finishing";
  }
  if (details.step || details.preview) return "drawing";
  return "starting";
}
