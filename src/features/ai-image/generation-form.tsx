import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import {
  BotChallenge,
  useBotChallenge,
  type BotChallengeController,
} from "@/components/forms/bot-challenge";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { SelectField } from "@/components/forms/select-field";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import { useContractForm, type ContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
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
export type GenerationFormState = ContractForm<FormInput, FormOutput>;

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
const generationSchema = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.generationFormSchema),
);

/**
 * The form's values live as long as the page; the page's history card also fills them in. A
 * picture is asked for with a solved challenge against bots.
 */
export function useGenerationForm(): {
  form: GenerationFormState;
  challenge: BotChallengeController;
} {
  const generate = useStudioStore((state) => state.generate);
  const showError = useStudioStore((state) => state.showError);
  const challenge = useBotChallenge();
  const form = useContractForm(
    generationSchema,
    async (request) => {
      const altcha = await challenge.solution();
      await generate({ ...request, altcha });
      // The next challenge is solved once this picture is done, not while it is drawn.
      challenge.renew();
    },
    // The banner above the form says what is missing; focus stays where the visitor left it.
    { defaultValues, banner: showError },
  );
  return { form, challenge };
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

type GenerationFormProps = { form: GenerationFormState; challenge: BotChallengeController };

export function GenerationForm({ form, challenge }: GenerationFormProps) {
  const busy = useStudioStore((state) => state.status !== "idle");
  const { field, getValues, setValue } = form;

  // The prerendered form, and the render that hydrates it, offer every model; once the served
  // config is read, a model the back end cannot serve gives way to one it can.
  const served = useRuntimeConfig().imageModels;
  useEffect(() => {
    if (!served.includes(getValues("model"))) setValue("model", preferredModel(served));
  }, [served, getValues, setValue]);

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label="Image settings"
      className="space-y-6 rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      <SelectField
        form={form}
        name="model"
        label="Model"
        options={modelOptions(served)}
        disabled={busy}
      />
      <TextAreaField
        field={field("prompt")}
        label="Prompt"
        placeholder="A lighthouse on a cliff at dusk, warm light, painted in watercolour"
        maxLength={IMAGE_TEXT_LIMITS.prompt}
        disabled={busy}
      />
      <TextAreaField
        field={field("negative_prompt")}
        label="Negative prompt (optional)"
        controlClassName="min-h-20"
        placeholder="blurry, low quality, text"
        maxLength={IMAGE_TEXT_LIMITS.negativePrompt}
        disabled={busy}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        {sliders.map((slider) => (
          <SliderField key={slider.name} form={form} disabled={busy} slider={slider} />
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
        disabled={busy}
      />
      <BotChallenge controller={challenge} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Sparkles aria-hidden className="size-5" />
        {busy ? "Generating..." : "Generate Image"}
      </Button>
    </form>
  );
}
