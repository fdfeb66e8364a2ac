import type { ImageModelId } from "#contract/ai-image-rules";
import type { GenerationFormState } from "./generation-form";

/** What a finished picture was made with, as far as it is known. */
export type ReusableSettings = {
  prompt: string;
  model: ImageModelId;
  width?: number;
  height?: number;
  seed?: number;
};

/** Puts a picture's prompt, model, size and seed back into the form, to make it again or vary it. */
export function reuseSettings(form: GenerationFormState, settings: ReusableSettings): void {
  form.setValue("prompt", settings.prompt);
  form.setValue("model", settings.model);
  if (settings.width !== undefined) form.setValue("width", settings.width);
  if (settings.height !== undefined) form.setValue("height", settings.height);
  if (settings.seed !== undefined) form.setValue("seed", String(settings.seed));
}
