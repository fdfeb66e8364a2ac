import { PhoneCall } from "lucide-react";
import { useEffect, useId, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { firstErrorMessage } from "@/components/forms/first-error-message";
import { FormField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CONSENT_MESSAGES, VERIFICATION_CODE_DIGITS } from "#contract/ai-call-rules";
import type { CodeForm, codeFormSchema } from "./form-schema";

type FormInput = z.input<typeof codeFormSchema>;

const validateCode = lazyZodResolver(() =>
  import("./form-schema").then((module) => module.codeFormSchema),
);

/** Where the consent step stands: the code was sent (or, in the demo, shown), then typed back. */
export type PendingConsent = {
  message: string;
  /** Demo mode: the code a real text message would carry. */
  demoCode?: string;
  /** The code was accepted: placing the call again needs no new code. */
  verified: boolean;
  /** The call was placed from this step; once it ends, the step closes. */
  placed: boolean;
};

type Props = {
  pending: PendingConsent;
  calling: boolean;
  busy: boolean;
  /** Checks the code (none once verified); resolves once the call is placed or refused. */
  onCode: (code: string) => Promise<void>;
  onChangeNumber: () => void;
  onInvalid: (message: string) => void;
};

/** The second step of a call: the code the person called received, then the call itself. */
export function ConsentCodeStep({
  pending,
  calling,
  busy,
  onCode,
  onChangeNumber,
  onInvalid,
}: Props) {
  const id = useId();
  const { register, handleSubmit, setFocus } = useForm<FormInput, unknown, CodeForm>({
    resolver: validateCode,
    defaultValues: { code: "" },
    shouldFocusError: false,
  });
  // Keyboard and screen-reader users land where the step continues.
  useEffect(() => {
    if (!pending.verified) setFocus("code");
  }, [pending.verified, setFocus]);

  const checkAndCall = handleSubmit(
    ({ code }) => onCode(code),
    (errors) => {
      const message = firstErrorMessage(errors);
      if (message) onInvalid(message);
    },
  );
  // Once the code was accepted, trying the call again needs no code.
  const onSubmit = (event: FormEvent) =>
    pending.verified ? (event.preventDefault(), void onCode("")) : void checkAndCall(event);
  const disabled = calling || busy;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Confirm the number"
      className="mt-5 grid gap-5 border-t border-border pt-5"
    >
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {pending.message}
      </p>
      {pending.demoCode && (
        <p className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
          <span className="font-semibold">{CONSENT_MESSAGES.demoCodeLabel}: </span>
          <span className="font-mono text-base tracking-widest" data-demo-code>
            {pending.demoCode}
          </span>
        </p>
      )}
      {!pending.verified && (
        <FormField id={`${id}-code`} label={CONSENT_MESSAGES.codeLabel} className="max-w-xs">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_DIGITS.max}
              disabled={disabled}
              {...register("code")}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={disabled}>
          <PhoneCall aria-hidden className="size-4" />
          {calling ? "Calling..." : busy ? CONSENT_MESSAGES.checkingCode : "Start Call"}
        </Button>
        <Button type="button" variant="secondary" disabled={disabled} onClick={onChangeNumber}>
          {CONSENT_MESSAGES.changeNumber}
        </Button>
      </div>
    </form>
  );
}
