import { PhoneCall } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { firstErrorMessage } from "@/components/forms/first-error-message";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { AI_CALL_LIMITS } from "#contract/ai-call-rules";
import { useCallStore } from "./call-store";
import type { CallRequest, callFormSchema } from "./form-schema";

type FormInput = z.input<typeof callFormSchema>;

const emptyForm: FormInput = { to_number: "", message: "", play_callee: false };

// Validation brings the schema library along: fetched when the form is first submitted.
const validateCall = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.callFormSchema),
);

export function CallForm({ demo }: { demo: boolean }) {
  const id = useId();
  const calling = useCallStore((state) => state.calling);
  const start = useCallStore((state) => state.start);
  const showError = useCallStore((state) => state.showError);
  const { register, handleSubmit, resetField } = useForm<FormInput, unknown, CallRequest>({
    resolver: validateCall,
    defaultValues: emptyForm,
    // The banner below the form says what is missing; focus stays where the visitor left it.
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    (request) =>
      // The visitor's choice to play the callee stays for the next call.
      start(request, () => {
        resetField("to_number");
        resetField("message");
      }),
    (errors) => {
      const message = firstErrorMessage(errors);
      if (message) showError(message);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Place an AI call">
      <FormField
        id={`${id}-phone`}
        label="Phone number"
        hint="International format, country code first."
        hintClassName="text-sm"
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            disabled={calling}
            {...register("to_number")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Initial message"
        hint="An instruction for the AI, not a script: it opens the call by saying it is an AI assistant, then talks about this."
        hintClassName="text-sm"
      >
        {(control) => (
          <Textarea
            {...control}
            placeholder="What the AI should call about, e.g. remind Priya of Friday's design review at 11 am."
            maxLength={AI_CALL_LIMITS.message}
            disabled={calling}
            {...register("message")}
          />
        )}
      </FormField>
      {demo && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[rgb(var(--color-accent))]"
            disabled={calling}
            {...register("play_callee")}
          />
          <span>I will answer as the person called, by typing their replies.</span>
        </label>
      )}
      <Button type="submit" disabled={calling} className="justify-self-start">
        <PhoneCall aria-hidden className="size-4" />
        {calling ? "Calling..." : "Start Call"}
      </Button>
    </form>
  );
}
