import { MessageSquareText, Mic } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { BotChallenge, useBotChallenge } from "@/components/forms/bot-challenge";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { TextAreaField, TextField } from "@/components/forms/text-fields";
import { useContractForm, type ContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { AI_CALL_LIMITS, AI_CALL_MESSAGES, CONSENT_MESSAGES } from "#contract/ai-call-rules";
import { useCallStore, type PlacedRequest } from "./call-store";
import { ConsentCodeStep } from "./consent-code-step";
import type { CallRequest, callFormSchema } from "./form-schema";
import { useConsentStep } from "./use-consent-step";
import { useTalkHere } from "./web-call/use-talk-here";
import { WEB_CALL_TEXTS } from "./web-call/web-call-texts";

type FormInput = z.input<typeof callFormSchema>;

const emptyForm: FormInput = { to_number: "", message: "", play_callee: false };

// Validation brings the schema library along: fetched when the form is first submitted.
const callSchema = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.callFormSchema),
);

type CallFormState = ContractForm<FormInput, CallRequest>;

/** Once a call has ended: the number and the instruction go, the choice to play the callee stays. */
function clearDetails(form: UseFormReturn<FormInput, unknown, CallRequest>) {
  form.resetField("to_number");
  form.resetField("message");
}

/**
 * The call form's state: number and instruction, the check against bots, then the consent step
 * (a code texted to the number, typed back), then the call. It outlives the form being shown,
 * so the call that ended can be placed again.
 */
export function useCallComposer() {
  const showError = useCallStore((state) => state.showError);
  const dismissError = useCallStore((state) => state.dismissError);
  const reset = useCallStore((state) => state.reset);

  const challenge = useBotChallenge();
  const consent = useConsentStep(challenge);
  const startTalking = useTalkHere(challenge);
  const form = useContractForm(
    callSchema,
    (details, form) => consent.sendCode(details, () => clearDetails(form)),
    {
      defaultValues: emptyForm,
      // The banner says what is missing; focus stays where the visitor left it.
      banner: showError,
    },
  );
  /** Back to the form, with the call that ended cleared from the page. */
  const startOver = () => {
    consent.changeNumber();
    reset();
  };
  /** The same instruction, in a call held in this browser: no number and no code. */
  const talkHere = async () => {
    if (!(await form.trigger("message"))) {
      showError(form.getFieldState("message").error?.message ?? AI_CALL_MESSAGES.missingFields);
      return;
    }
    dismissError();
    await startTalking(form.getValues("message"), () => form.resetField("message"));
  };
  return {
    form,
    challenge,
    consent,
    talkHere,
    /** An empty form for another number. */
    newCall() {
      startOver();
      clearDetails(form);
    },
    /** The same number and instruction again: a verified number is called at once. */
    callAgain({ channel, toNumber, message, playCallee }: PlacedRequest) {
      startOver();
      if (channel === "browser") {
        form.setValue("message", message);
        void talkHere();
        return;
      }
      form.setValue("to_number", `+${toNumber}`);
      form.setValue("message", message);
      form.setValue("play_callee", playCallee);
      void form.submit();
    },
  };
}

export type CallComposerState = ReturnType<typeof useCallComposer>;

type CallDetailsProps = {
  form: CallFormState;
  demo: boolean;
  disabled: boolean;
};

/** The number to call and the AI's instruction; in the demo, the choice to answer as the callee. */
function CallDetailsFields({ form: { field, register }, demo, disabled }: CallDetailsProps) {
  return (
    <>
      <TextField
        field={field("to_number")}
        label="Phone number"
        hint="International format, country code first."
        hintClassName="text-sm"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        disabled={disabled}
      />
      <TextAreaField
        field={field("message")}
        label="Initial message"
        hint="An instruction for the AI, not a script: it opens the call by saying it is an AI assistant, then talks about this."
        hintClassName="text-sm"
        placeholder="What the AI should call about, e.g. remind Priya of Friday's design review at 11 am."
        maxLength={AI_CALL_LIMITS.message}
        rows={3}
        disabled={disabled}
      />
      {demo && (
        // The label is the tap target: 44 px tall on phones.
        <label className="flex min-h-11 items-center gap-3 text-sm md:min-h-0 md:items-start">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-[rgb(var(--color-accent))] md:mt-0.5"
            disabled={disabled}
            {...register("play_callee")}
          />
          <span>I will answer as the person called, by typing their replies.</span>
        </label>
      )}
    </>
  );
}

type CallFormProps = {
  composer: CallComposerState;
  demo: boolean;
};

/**
 * Number and instruction, then the consent step inline, then the call. In the demo the code is
 * shown on screen, since no text is sent.
 */
export function CallForm({
  composer: { form, challenge, consent, talkHere },
  demo,
}: CallFormProps) {
  const calling = useCallStore((state) => state.calling);
  const step = consent.openStep;
  return (
    <>
      <form noValidate onSubmit={form.submit} className="grid gap-5" aria-label="Place an AI call">
        <CallDetailsFields
          form={form}
          demo={demo}
          disabled={calling || form.sending || step !== null}
        />
        {!step && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{CONSENT_MESSAGES.stepHint}</p>
            <Button type="submit" disabled={calling || form.sending} className="justify-self-start">
              <MessageSquareText aria-hidden className="size-4" />
              {form.sending ? CONSENT_MESSAGES.sendingCode : CONSENT_MESSAGES.sendCode}
            </Button>
          </div>
        )}
        {!step && (
          <div className="grid gap-3 border-t border-border pt-5">
            <p className="text-sm text-muted-foreground">
              {WEB_CALL_TEXTS.talkHereHint} {WEB_CALL_TEXTS.audioNotStored}
            </p>
            <Button
              type="button"
              variant="secondary"
              onClick={() => void talkHere()}
              disabled={calling || form.sending}
              className="justify-self-start"
            >
              <Mic aria-hidden className="size-4" />
              {WEB_CALL_TEXTS.talkHere}
            </Button>
          </div>
        )}
        {/* After the buttons: loading, it never moves them. */}
        <BotChallenge controller={challenge} />
      </form>
      {step && (
        <ConsentCodeStep
          pending={step}
          calling={calling}
          busy={form.sending}
          checkCode={consent.checkCode}
          placeCall={() => consent.placeCall(() => clearDetails(form))}
          onChangeNumber={consent.changeNumber}
        />
      )}
    </>
  );
}
