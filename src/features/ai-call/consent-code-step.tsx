import { PhoneCall } from "lucide-react";
import { useEffect, type FormEvent } from "react";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { TextField } from "@/components/forms/text-fields";
import { useContractForm } from "@/components/forms/use-contract-form";
import { Button } from "@/components/ui/button";
import { CONSENT_MESSAGES, VERIFICATION_CODE_DIGITS } from "#contract/ai-call-rules";
import { useCallStore } from "./call-store";
import type { CodeForm } from "./form-schema";

const codeSchema = lazyZodResolver(() =>
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
  /** The number's form is at work (a number verified before is being called). */
  busy: boolean;
  /** Checks the code; throws when it is refused. */
  checkCode: (values: CodeForm) => Promise<void>;
  /** Places the call once the code is accepted. */
  placeCall: () => Promise<void>;
  onChangeNumber: () => void;
};

/** The second step of a call: the code the person called received, then the call itself. */
export function ConsentCodeStep({
  pending,
  calling,
  busy,
  checkCode,
  placeCall,
  onChangeNumber,
}: Props) {
  const showError = useCallStore((state) => state.showError);
  const form = useContractForm(codeSchema, checkCode, {
    defaultValues: { code: "" },
    banner: showError,
    onSent: placeCall,
  });
  const { setFocus } = form;
  // Keyboard and screen-reader users land where the step continues.
  useEffect(() => {
    if (!pending.verified) setFocus("code");
  }, [pending.verified, setFocus]);

  // Once the code was accepted, trying the call again needs no code.
  const onSubmit = (event: FormEvent) =>
    pending.verified ? (event.preventDefault(), void placeCall()) : void form.submit(event);
  const checking = busy || form.sending;
  const disabled = calling || checking;

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
        <TextField
          field={form.field("code")}
          label={CONSENT_MESSAGES.codeLabel}
          className="max-w-xs"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_DIGITS.max}
          disabled={disabled}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={disabled}>
          <PhoneCall aria-hidden className="size-4" />
          {calling ? "Calling..." : checking ? CONSENT_MESSAGES.checkingCode : "Start Call"}
        </Button>
        <Button type="button" variant="secondary" disabled={disabled} onClick={onChangeNumber}>
          {CONSENT_MESSAGES.changeNumber}
        </Button>
      </div>
    </form>
  );
}
