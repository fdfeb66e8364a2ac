import type { ImageModelId } from "#contract/ai-image-rules";
import type { FilledField, GenerationFormState } from "./form-state";
import type { FormPanel } from "./generation-form";

/** What a finished picture was made with, as far as it is known. */
export type ReusableSettings = {
  prompt: string;
  model: ImageModelId;
  width?: number;
  height?: number;
  seed?: number;
};

/** Brings a filled field into view, focused and lit, once its panel has opened. */
function pointAt(form: GenerationFormState, panel: FormPanel, field: FilledField): void {
  panel.showFilled(field);
  window.requestAnimationFrame(() => {
    const control = document.getElementById(form.fieldId(field));
    control?.scrollIntoView({ block: "center", behavior: "smooth" });
    control?.focus({ preventScroll: true });
  });
}

/** Puts a picture's prompt, model, size and seed back into the form, to make it again or vary it. */
export function reuseSettings(
  form: GenerationFormState,
  panel: FormPanel,
  settings: ReusableSettings,
): void {
  form.setValue("prompt", settings.prompt);
  form.setValue("model", settings.model);
  if (settings.width !== undefined) form.setValue("width", settings.width);
  if (settings.height !== undefined) form.setValue("height", settings.height);
  if (settings.seed !== undefined) form.setValue("seed", String(settings.seed));
  // The seed lives under Advanced: opened (its code fetched first), so the visitor sees it filled.
  void panel.setAdvancedOpen(true).then((open) => open && pointAt(form, panel, "seed"));
}

/** Puts a picture's prompt and model back, to vary its words. */
export function reusePrompt(
  form: GenerationFormState,
  panel: FormPanel,
  { prompt, model }: Pick<ReusableSettings, "prompt" | "model">,
): void {
  form.setValue("prompt", prompt);
  form.setValue("model", model);
  pointAt(form, panel, "prompt");
}

/** Back to an empty-handed prompt bar, ready for the next picture. */
export function focusPrompt(form: GenerationFormState): void {
  window.requestAnimationFrame(() => {
    const control = document.getElementById(form.fieldId("prompt"));
    control?.scrollIntoView({ block: "center", behavior: "smooth" });
    control?.focus({ preventScroll: true });
  });
}
