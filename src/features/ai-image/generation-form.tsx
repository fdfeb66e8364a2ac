import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm, type Control, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { BotChallenge, useBotChallenge } from "@/components/forms/bot-challenge";
import { firstErrorMessage } from "@/components/forms/first-error-message";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { OptionsSelectAfterPaint } from "@/components/ui/select-after-paint";
import { Slider } from "@/components/ui/slider";
import { useRuntimeConfig } from "@/lib/runtime-config";
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_GUIDANCE_RANGE,
  IMAGE_MODELS,
  IMAGE_SEED_MAX,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  IMAGE_TEXT_LIMITS,
  type SliderRange,
} from "#contract/ai-image-rules";
import type { RuntimeConfig } from "#contract/runtime-config";
import type { generationFormSchema } from "./form-schema";
import { useStudioStore } from "./studio-store";

type FormInput = z.input<typeof generationFormSchema>;
type FormOutput = z.output<typeof generationFormSchema>;
export type GenerationFormMethods = UseFormReturn<FormInput, unknown, FormOutput>;

const defaultValues: FormInput = {
  model: DEFAULT_IMAGE_MODEL,
  prompt: "",
  negative_prompt: "",
  width: IMAGE_SIZE_RANGE.default,
  height: IMAGE_SIZE_RANGE.default,
  num_inference_steps: IMAGE_STEPS_RANGE.default,
  guidance_scale: IMAGE_GUIDANCE_RANGE.default,
  seed: "",
};

// Validation brings the schema library along: fetched when the form is first submitted.
const validateGeneration = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.generationFormSchema),
);

/** The form's values live as long as the page; the page's history card also fills them in. */
export function useGenerationForm(): GenerationFormMethods {
  return useForm<FormInput, unknown, FormOutput>({
    resolver: validateGeneration,
    defaultValues,
    // The banner above the form says what is missing; focus stays where the visitor left it.
    shouldFocusError: false,
  });
}

type ServedModels = RuntimeConfig["imageModels"];

/** Only the models the server's back end can serve. */
function modelOptions(served: ServedModels) {
  return IMAGE_MODELS.filter((model) => served.includes(model.id)).map((model) => ({
    value: model.id,
    label: model.label,
  }));
}

/** The usual model, unless the server's back end cannot serve it. */
function preferredModel(served: ServedModels) {
  return served.includes(DEFAULT_IMAGE_MODEL)
    ? DEFAULT_IMAGE_MODEL
    : (served[0] ?? DEFAULT_IMAGE_MODEL);
}

type SliderSpec = {
  name: "width" | "height" | "num_inference_steps" | "guidance_scale";
  id: string;
  label: string;
  range: SliderRange;
  unit?: string;
};

const sliders: SliderSpec[] = [
  { name: "width", id: "image-width", label: "Width", range: IMAGE_SIZE_RANGE, unit: "px" },
  { name: "height", id: "image-height", label: "Height", range: IMAGE_SIZE_RANGE, unit: "px" },
  {
    name: "num_inference_steps",
    id: "image-steps",
    label: "Inference steps",
    range: IMAGE_STEPS_RANGE,
  },
  {
    name: "guidance_scale",
    id: "image-guidance",
    label: "Guidance scale",
    range: IMAGE_GUIDANCE_RANGE,
  },
];

function SliderField({
  control,
  disabled,
  slider: { name, id, label, range, unit },
}: {
  control: Control<FormInput, unknown, FormOutput>;
  disabled: boolean;
  slider: SliderSpec;
}) {
  return (
    <Controller
      control={control}
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

export function GenerationForm({ form }: { form: GenerationFormMethods }) {
  const busy = useStudioStore((state) => state.status !== "idle");
  const generate = useStudioStore((state) => state.generate);
  const showError = useStudioStore((state) => state.showError);
  const { register, control, handleSubmit, getValues, setValue } = form;

  // The prerendered form, and the render that hydrates it, offer every model; once the served
  // config is read, a model the back end cannot serve gives way to one it can.
  const served = useRuntimeConfig().imageModels;
  useEffect(() => {
    if (!served.includes(getValues("model"))) setValue("model", preferredModel(served));
  }, [served, getValues, setValue]);

  const challenge = useBotChallenge();

  const onSubmit = handleSubmit(
    async (request) => {
      const altcha = await challenge.solution();
      await generate({ ...request, altcha });
      // The next challenge is solved once this picture is done, not while it is drawn.
      challenge.renew();
    },
    (errors) => {
      const message = firstErrorMessage(errors);
      if (message) showError(message);
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Image settings"
      className="space-y-6 rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      <FormField id="image-model" label="Model">
        {(fieldControl) => (
          <Controller
            control={control}
            name="model"
            render={({ field }) => (
              <OptionsSelectAfterPaint
                value={field.value}
                onValueChange={field.onChange}
                options={modelOptions(served)}
                disabled={busy}
                trigger={{ ...fieldControl, ref: field.ref, onBlur: field.onBlur }}
              />
            )}
          />
        )}
      </FormField>
      <FormField id="image-prompt" label="Prompt">
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            placeholder="A lighthouse on a cliff at dusk, warm light, painted in watercolour"
            maxLength={IMAGE_TEXT_LIMITS.prompt}
            disabled={busy}
            {...register("prompt")}
          />
        )}
      </FormField>
      <FormField id="image-negative-prompt" label="Negative prompt (optional)">
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            className="min-h-20"
            placeholder="blurry, low quality, text"
            maxLength={IMAGE_TEXT_LIMITS.negativePrompt}
            disabled={busy}
            {...register("negative_prompt")}
          />
        )}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        {sliders.map((slider) => (
          <SliderField key={slider.name} control={control} disabled={busy} slider={slider} />
        ))}
      </div>
      <FormField
        id="image-seed"
        label="Seed (optional)"
        hint="The same seed, prompt and settings give the same picture again."
      >
        {(fieldControl) => (
          <Input
            {...fieldControl}
            type="number"
            inputMode="numeric"
            min={0}
            max={IMAGE_SEED_MAX}
            step={1}
            placeholder="Random"
            disabled={busy}
            {...register("seed")}
          />
        )}
      </FormField>
      <BotChallenge controller={challenge} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Sparkles aria-hidden className="size-5" />
        {busy ? "Generating..." : "Generate Image"}
      </Button>
    </form>
  );
}
