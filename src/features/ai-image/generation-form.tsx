import { Sparkles } from "lucide-react";
import type { ChangeEvent, FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label, Textarea } from "@/components/ui/input";
import { OptionsSelect } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import {
  IMAGE_GUIDANCE_RANGE,
  IMAGE_MODELS,
  IMAGE_SEED_MAX,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  IMAGE_TEXT_LIMITS,
  type ImageModelId,
  type SliderRange,
} from "@/contract/ai-image-rules";
import { useStudioStore, type StudioForm } from "./studio-store";

const modelOptions = IMAGE_MODELS.map((model) => ({ value: model.id, label: model.label }));

type NumericField = "width" | "height" | "steps" | "guidance";
type TextField = Exclude<keyof StudioForm, NumericField | "model">;

const sliders: { field: NumericField; label: string; range: SliderRange; unit?: string }[] = [
  { field: "width", label: "Width", range: IMAGE_SIZE_RANGE, unit: "px" },
  { field: "height", label: "Height", range: IMAGE_SIZE_RANGE, unit: "px" },
  { field: "steps", label: "Inference steps", range: IMAGE_STEPS_RANGE },
  { field: "guidance", label: "Guidance scale", range: IMAGE_GUIDANCE_RANGE },
];

export function GenerationForm() {
  const form = useStudioStore((state) => state.form);
  const busy = useStudioStore((state) => state.status !== "idle");
  const setField = useStudioStore((state) => state.setField);
  const generate = useStudioStore((state) => state.generate);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void generate();
  };
  const text = (field: TextField) => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setField(field, event.target.value),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Image settings"
      className="space-y-6 rounded-lg border border-border bg-surface p-6 shadow-card md:p-8"
    >
      <div>
        <Label htmlFor="image-model">Model</Label>
        <OptionsSelect
          value={form.model}
          onValueChange={(value) => setField("model", value as ImageModelId)}
          options={modelOptions}
          disabled={busy}
          trigger={{ id: "image-model" }}
        />
      </div>
      <div>
        <Label htmlFor="image-prompt">Prompt</Label>
        <Textarea
          id="image-prompt"
          placeholder="A lighthouse on a cliff at dusk, warm light, painted in watercolour"
          maxLength={IMAGE_TEXT_LIMITS.prompt}
          disabled={busy}
          {...text("prompt")}
        />
      </div>
      <div>
        <Label htmlFor="image-negative-prompt">Negative prompt (optional)</Label>
        <Textarea
          id="image-negative-prompt"
          className="min-h-20"
          placeholder="blurry, low quality, text"
          maxLength={IMAGE_TEXT_LIMITS.negativePrompt}
          disabled={busy}
          {...text("negativePrompt")}
        />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {sliders.map(({ field, label, range, unit }) => (
          <div key={field}>
            <div className="flex items-baseline justify-between">
              <Label htmlFor={`image-${field}`}>{label}</Label>
              <output htmlFor={`image-${field}`} className="text-sm tabular-nums text-accent">
                {form[field]}
                {unit && ` ${unit}`}
              </output>
            </div>
            <Slider
              id={`image-${field}`}
              min={range.min}
              max={range.max}
              step={range.step}
              value={form[field]}
              onValueChange={(value) => setField(field, value)}
              disabled={busy}
            />
          </div>
        ))}
      </div>
      <div>
        <Label htmlFor="image-seed">Seed (optional)</Label>
        <Input
          id="image-seed"
          type="number"
          inputMode="numeric"
          min={0}
          max={IMAGE_SEED_MAX}
          step={1}
          placeholder="Random"
          aria-describedby="image-seed-hint"
          disabled={busy}
          {...text("seed")}
        />
        <p id="image-seed-hint" className="mt-1.5 text-xs text-muted-foreground">
          The same seed, prompt and settings give the same picture again.
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <Sparkles aria-hidden className="size-5" />
        {busy ? "Generating..." : "Generate Image"}
      </Button>
    </form>
  );
}
