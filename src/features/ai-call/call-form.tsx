import { MessageSquareText } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { BotChallenge, useBotChallenge } from "@/components/forms/bot-challenge";
import { firstErrorMessage } from "@/components/forms/first-error-message";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api-error";
import {
  AI_CALL_LIMITS,
  AI_CALL_MESSAGES,
  CONSENT_MESSAGES,
  isTerminalCallStatus,
} from "#contract/ai-call-rules";
import { useCallStore } from "./call-store";
import { ConsentCodeStep, type PendingConsent } from "./consent-code-step";
import type { CallRequest, callFormSchema } from "./form-schema";

type FormInput = z.input<typeof callFormSchema>;

const emptyForm: FormInput = { to_number: "", message: "", play_callee: false };

// Validation brings the schema library along: fetched when the form is first submitted.
const validateCall = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.callFormSchema),
);
const loadConsentApi = () => import("./consent-api");

/** The banner text for a refused code request or check: the server's reason, else a generic line. */
function consentErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.detail
    ? error.detail
    : AI_CALL_MESSAGES.errorMakingCall;
}

/**
 * Number and instruction, then the consent step (a code texted to the number, typed back), then
 * the call. In the demo the code is shown on screen, since no text is sent.
 */
export function CallForm({ demo }: { demo: boolean }) {
  const id = useId();
  const calling = useCallStore((state) => state.calling);
  const callStatus = useCallStore((state) => state.callStatus);
  const start = useCallStore((state) => state.start);
  const showError = useCallStore((state) => state.showError);
  const dismissError = useCallStore((state) => state.dismissError);
  const challenge = useBotChallenge();
  // The request the code step is for, and where that step stands.
  const [request, setRequest] = useState<CallRequest | null>(null);
  const [pending, setPending] = useState<PendingConsent | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, resetField } = useForm<FormInput, unknown, CallRequest>({
    resolver: validateCall,
    defaultValues: emptyForm,
    // The banner below the form says what is missing; focus stays where the visitor left it.
    shouldFocusError: false,
  });

  const backToDetails = () => {
    setPending(null);
    setRequest(null);
  };
  // A call that ended leaves the form ready for the next number; one that failed to start keeps
  // the step, so the verified number can be tried again.
  const callEnded = callStatus !== null && isTerminalCallStatus(callStatus);
  const stepOpen = pending !== null && !(pending.placed && callEnded);

  /** Solves a fresh challenge for the call and places it. */
  const placeCall = async (call: CallRequest) => {
    setPending((step) => step && { ...step, placed: true });
    const altcha = await challenge.solution();
    challenge.renew();
    // The visitor's choice to play the callee stays for the next call.
    await start({ ...call, altcha }, () => {
      resetField("to_number");
      resetField("message");
    });
  };

  const sendCode = handleSubmit(
    async (details) => {
      dismissError();
      setBusy(true);
      try {
        const altcha = await challenge.solution();
        challenge.renew();
        const answer = await (await loadConsentApi()).requestCode(details.to_number, altcha);
        dismissError();
        setRequest(details);
        const verified = answer.status === "verified";
        setPending({
          message: answer.message,
          demoCode: answer.demo_code,
          verified,
          placed: false,
        });
        if (verified) await placeCall(details);
      } catch (error) {
        showError(consentErrorMessage(error));
      } finally {
        setBusy(false);
      }
    },
    (errors) => {
      const message = firstErrorMessage(errors);
      if (message) showError(message);
    },
  );

  const checkCodeAndCall = async (code: string) => {
    if (!request || !pending) return;
    setBusy(true);
    try {
      if (!pending.verified) {
        const approved = await (await loadConsentApi()).checkCode(request.to_number, code);
        dismissError();
        setPending({ ...pending, message: approved.message, verified: true });
      }
    } catch (error) {
      showError(consentErrorMessage(error));
      return;
    } finally {
      setBusy(false);
    }
    await placeCall(request);
  };

  const detailsLocked = calling || busy || stepOpen;

  return (
    <>
      <form noValidate onSubmit={sendCode} className="grid gap-5" aria-label="Place an AI call">
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
              disabled={detailsLocked}
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
              disabled={detailsLocked}
              {...register("message")}
            />
          )}
        </FormField>
        {demo && (
          // The label is the tap target: 44 px tall on phones.
          <label className="flex min-h-11 items-center gap-3 text-sm md:min-h-0 md:items-start">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-[rgb(var(--color-accent))] md:mt-0.5"
              disabled={detailsLocked}
              {...register("play_callee")}
            />
            <span>I will answer as the person called, by typing their replies.</span>
          </label>
        )}
        <BotChallenge controller={challenge} />
        {!stepOpen && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{CONSENT_MESSAGES.stepHint}</p>
            <Button type="submit" disabled={calling || busy} className="justify-self-start">
              <MessageSquareText aria-hidden className="size-4" />
              {busy ? CONSENT_MESSAGES.sendingCode : CONSENT_MESSAGES.sendCode}
            </Button>
          </div>
        )}
      </form>
      {stepOpen && (
        <ConsentCodeStep
          pending={pending}
          calling={calling}
          busy={busy}
          onCode={checkCodeAndCall}
          onChangeNumber={() => {
            dismissError();
            backToDetails();
          }}
          onInvalid={showError}
        />
      )}
    </>
  );
}
