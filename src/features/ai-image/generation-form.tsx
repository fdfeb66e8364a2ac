import { ChevronDown, Sparkles } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Controller } from "react-hook-form";
import {
  BotChallenge,
  useBotChallenge,
  type BotChallengeController,
} from "@/components/forms/bot-challenge";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { useContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { Label, Textarea } from "@/components/ui/input";
import { OptionsSelectOnDemand } from "@/components/ui/select-on-demand";
import { cn } from "@/lib/class-names";
import { deferred } from "@/lib/deferred";
import { useRuntimeConfig } from "@/lib/runtime-config";
import {
  DEFAULT_IMAGE_MODEL,
  IMAGE_GUIDANCE_RANGE,
  IMAGE_MODELS,
  IMAGE_SIZE_RANGE,
  IMAGE_STEPS_RANGE,
  IMAGE_TEXT_LIMITS,
} from "#contract/ai-image-rules";
import type { RuntimeConfig } from "#contract/runtime-config";
import type { AdvancedSettings } from "./advanced-settings";
import {
  filledClass,
  type FilledField,
  type FormInput,
  type GenerationFormState,
} from "./form-state";
import { ADVANCED_SETTINGS_FAILED } from "./messages";
import { sizeOptions, sizeValue, parseSizeValue } from "./size-presets";
import { useStudioStore } from "./studio-store";

/** The parts of the form the page opens and points at from outside it. */
export type FormPanel = {
  advancedOpen: boolean;
  /**
   * Opens or closes the Advanced panel, and answers whether it is open. Opening waits for the
   * panel's code: once it answers true, the panel's fields are in the document.
   */
  setAdvancedOpen: (open: boolean) => Promise<boolean>;
  /** The panel's content, once its code has come. */
  Advanced: typeof AdvancedSettings | undefined;
  filled: FilledField | null;
  showFilled: (field: FilledField) => void;
};

// The finer settings are not needed until the visitor opens them: fetched then, or when they
// point at or focus the Advanced button.
const advancedModule = deferred(() => import("./advanced-settings"));

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

/** How long a filled field stays lit. */
const FILLED_MS = 2000;

/**
 * The form's values live as long as the page; the pictures' actions also fill them in. A picture
 * is asked for with a solved challenge against bots.
 */
export function useGenerationForm(): {
  form: GenerationFormState;
  challenge: BotChallengeController;
  panel: FormPanel;
} {
  const generate = useStudioStore((state) => state.generate);
  const showError = useStudioStore((state) => state.showError);
  const challenge = useBotChallenge();
  const [advanced, setAdvanced] = useState<{
    open: boolean;
    Settings?: typeof AdvancedSettings;
  }>({ open: false });
  const [filled, setFilled] = useState<{ field: FilledField; at: number } | null>(null);
  useEffect(() => {
    if (!filled) return;
    const timer = window.setTimeout(() => setFilled(null), FILLED_MS);
    return () => window.clearTimeout(timer);
  }, [filled]);
  const form = useContractForm(
    generationSchema,
    async (request) => {
      const altcha = await challenge.solution();
      await generate({ ...request, altcha });
      // The next challenge is solved once this picture is done, not while it is drawn.
      challenge.renew();
    },
    // The line under the prompt says what is missing; focus stays where the visitor left it.
    { defaultValues, banner: showError },
  );
  const setAdvancedOpen = async (open: boolean) => {
    if (!open) {
      setAdvanced((current) => ({ ...current, open: false }));
      return false;
    }
    try {
      const { AdvancedSettings } = await advancedModule.load();
      // Rendered before this resolves, so the caller can point at a field in the panel.
      flushSync(() => setAdvanced({ open: true, Settings: AdvancedSettings }));
      return true;
    } catch {
      showError(ADVANCED_SETTINGS_FAILED);
      return false;
    }
  };
  return {
    form,
    challenge,
    panel: {
      advancedOpen: advanced.open,
      setAdvancedOpen,
      Advanced: advanced.Settings,
      filled: filled?.field ?? null,
      showFilled: (field) => setFilled({ field, at: Date.now() }),
    },
  };
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

/** A compact labelled select beside the prompt. */
function Chip({
  id,
  label,
  className,
  labelClassName,
  children,
}: {
  id: string;
  label: string;
  className: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 items-center gap-2", className)}>
      <Label htmlFor={id} className={cn("mb-0 shrink-0 text-muted-foreground", labelClassName)}>
        {label}
      </Label>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

type GenerationFormProps = {
  form: GenerationFormState;
  challenge: BotChallengeController;
  panel: FormPanel;
};

/**
 * The prompt bar: the prompt and Generate first, the model and the size beside them, the finer
 * settings folded away under Advanced.
 */
export function GenerationForm({ form, challenge, panel }: GenerationFormProps) {
  const busy = useStudioStore((state) => state.status !== "idle");
  const { field, getValues, setValue, control } = form;
  const { error: promptError, ...promptControl } = field("prompt");
  const advancedId = useId();

  // The prerendered form, and the render that hydrates it, offer every model; once the served
  // config is read, a model the back end cannot serve gives way to one it can.
  const served = useRuntimeConfig().imageModels;
  useEffect(() => {
    if (!served.includes(getValues("model"))) setValue("model", preferredModel(served));
  }, [served, getValues, setValue]);

  // Enter sends, as in a chat box; Shift+Enter starts a new line.
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label="Image settings"
      className="scroll-mt-24 rounded-xl border border-border bg-surface p-3 shadow-card md:p-4"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-stretch">
        <div className="min-w-0 flex-1">
          <label htmlFor={promptControl.id} className="sr-only">
            Prompt
          </label>
          <Textarea
            {...promptControl}
            aria-invalid={promptError ? true : undefined}
            onKeyDown={sendOnEnter}
            placeholder="Describe a picture: a Kerala houseboat on the backwaters at dawn, watercolour"
            maxLength={IMAGE_TEXT_LIMITS.prompt}
            disabled={busy}
            className={cn(
              "min-h-24 resize-none border-transparent bg-transparent px-3 text-base md:min-h-20 md:text-lg",
              panel.filled === "prompt" && filledClass,
            )}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="md:h-auto md:min-w-44 md:self-stretch"
          disabled={busy}
        >
          <Sparkles aria-hidden className="size-5" />
          {busy ? "Generating..." : "Generate Image"}
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-border pt-3">
        <Chip id={form.fieldId("model")} label="Model" className="w-full sm:w-80">
          <Controller
            control={control}
            name="model"
            render={({ field: model }) => (
              <OptionsSelectOnDemand
                value={model.value}
                onValueChange={model.onChange}
                options={modelOptions(served)}
                disabled={busy}
                trigger={{ id: form.fieldId("model"), ref: model.ref, onBlur: model.onBlur }}
              />
            )}
          />
        </Chip>
        <SizeChip form={form} disabled={busy} />
        <button
          type="button"
          aria-expanded={panel.advancedOpen}
          aria-controls={advancedId}
          onClick={() => void panel.setAdvancedOpen(!panel.advancedOpen)}
          {...advancedModule.intentHandlers}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-pill border border-border px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
        >
          Advanced
          <ChevronDown
            aria-hidden
            className={cn("size-4 transition-transform", panel.advancedOpen && "rotate-180")}
          />
        </button>
        {/* The check's box holds the widget's height from the first paint, and is shown only
            when the served config asks for the check: nothing below moves, no gap is left. */}
        <div className="hidden w-full lg:ml-auto lg:w-72 [html[data-bot-check]_&]:block">
          <BotChallenge controller={challenge} />
        </div>
      </div>
      <AdvancedPanel form={form} panel={panel} id={advancedId} disabled={busy} />
    </form>
  );
}

/** Common picture sizes as one choice; the Width and Height sliders set any other. */
function SizeChip({ form, disabled }: { form: GenerationFormState; disabled: boolean }) {
  const id = form.fieldId("width");
  const [width, height] = form.watch(["width", "height"]);
  return (
    <Chip
      id={`${id}-size`}
      label="Size"
      // On phones the size shares its row with Advanced: its label is read, not shown.
      labelClassName="max-sm:sr-only"
      className="flex-1 sm:w-56 sm:flex-none"
    >
      <OptionsSelectOnDemand
        value={sizeValue(width, height)}
        onValueChange={(value) => {
          const size = parseSizeValue(value);
          form.setValue("width", size.width);
          form.setValue("height", size.height);
        }}
        options={sizeOptions(width, height)}
        disabled={disabled}
        trigger={{ id: `${id}-size` }}
      />
    </Chip>
  );
}

/** The Advanced panel's place: empty and hidden until the visitor first opens it. */
function AdvancedPanel({
  form,
  panel: { Advanced, advancedOpen, filled },
  id,
  disabled,
}: {
  form: GenerationFormState;
  panel: FormPanel;
  id: string;
  disabled: boolean;
}) {
  return (
    <div id={id} hidden={!advancedOpen} className="mt-4 space-y-6 border-t border-border px-1 pt-4">
      {Advanced && <Advanced form={form} filled={filled} disabled={disabled} />}
    </div>
  );
}
