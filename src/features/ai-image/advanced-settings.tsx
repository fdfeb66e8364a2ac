import { Controller } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import { Label } from "@/components/ui/input";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/class-names";
import {
  IMAGE_GUIDANCE_RANGE,
  IMAGE_SEED_MAX,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  IMAGE_TEXT_LIMITS,
  type SliderRange,
} from "#contract/ai-image-rules";
import { filledClass, type FilledField, type GenerationFormState } from "./form-state";

type SliderSpec = {
  name: "width" | "height" | "num_inference_steps" | "guidance_scale";
  label: string;
  range: SliderRange;
  unit?: string;
};

const sliders: SliderSpec[] = [
  { name: "width", label: "Width", range: IMAGE_SIZE_RANGE, unit: "px" },
  { name: "height", label: "Height", range: IMAGE_SIZE_RANGE, unit: "px" },
  { name: "num_inference_steps", label: "Inference steps", range: IMAGE_STEPS_RANGE },
  { name: "guidance_scale", label: "Guidance scale", range: IMAGE_GUIDANCE_RANGE },
];

function SliderField({
  form,
  disabled,
  slider: { name, label, range, unit },
}: {
  form: GenerationFormState;
  disabled: boolean;
  slider: SliderSpec;
}) {
  const id = form.fieldId(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div>
          <div className="flex items-baseline justify-between">
            <Label htmlFor={id}>{label}</Label>
            <output htmlFor={id} className="text-sm tabular-nums text-accent">
              {field.value}
              {unit && ` ${unit}`}
            </output>
          </div>
          <Slider
            id={id}
            ref={field.ref}
            min={range.min}
            max={range.max}
            step={range.step}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </div>
      )}
    />
  );
}

/**
 * Negative prompt, size, steps, guidance and seed: the panel under Advanced, fetched when the
 * visitor first opens it. The form holds their values meanwhile, so a reused picture's seed is
 * already there when the panel comes.
 */
export function AdvancedSettings({
  form,
  filled,
  disabled,
}: {
  form: GenerationFormState;
  filled: FilledField | null;
  disabled: boolean;
}) {
  const { field } = form;
  return (
    <>
      <TextAreaField
        field={field("negative_prompt")}
        label="Negative prompt (optional)"
        controlClassName="min-h-20"
        placeholder="blurry, low quality, text"
        maxLength={IMAGE_TEXT_LIMITS.negativePrompt}
        disabled={disabled}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {sliders.map((slider) => (
          <SliderField key={slider.name} form={form} disabled={disabled} slider={slider} />
        ))}
      </div>
      <TextField
        field={field("seed")}
        label="Seed (optional)"
        hint="The same seed, prompt and settings give the same picture again."
        type="number"
        inputMode="numeric"
        min={0}
        max={IMAGE_SEED_MAX}
        step={1}
        placeholder="Random"
        disabled={disabled}
        className="sm:max-w-xs"
        controlClassName={cn(filled === "seed" && filledClass)}
      />
    </>
  );
}
