import { useState, type RefObject } from "react";
import { retryAdvice } from "@/lib/retry-advice";

export type SubmitPhase = "editing" | "confirming" | "sending" | "succeeded" | "failed";

/** A failure whose own text (the server's reason) is shown instead of the form's error text. */
export class SubmitRefusal extends Error {}

/** What the flow's dialogs read and call. */
export type SubmitFlowState = {
  phase: SubmitPhase;
  /** The server's reason for the last failure, when it gave one. */
  refusal: string | undefined;
  /** When the last failure may be tried again, when the server said ("Try again in 9 minutes."). */
  retryAdvice: string | undefined;
  /** Whether the dialogs have been needed yet: they are mounted from then on. */
  used: boolean;
  confirm: () => Promise<void>;
  /** Back to the form (cancel the confirmation, close the result). */
  dismiss: () => void;
  /** Focuses the button that opened the flow, or the fallback when that is gone. */
  returnFocus: () => void;
};

export type SubmitFlow<T> = SubmitFlowState & {
  sending: boolean;
  /** Valid values in hand: ask the visitor to confirm them. */
  ask: (values: T) => void;
  /** Valid values in hand, sent without asking; answers whether they were accepted. */
  submit: (values: T) => Promise<boolean>;
};

export type FocusReturn = {
  /** The button that opens the flow (the form's submit button): focus comes back to it. */
  opener: RefObject<HTMLElement | null>;
  /** Takes focus instead when the opener has left the page (its form was closed). */
  fallback?: RefObject<HTMLElement | null>;
};

export type SubmitFlowOptions<T> = {
  /** Where focus returns once the outcome is closed; needed only where dialogs show it. */
  focus?: FocusReturn;
  /** What follows accepted values (a form cleared, a next step), once the outcome is shown. */
  onSent?: (values: T) => void | Promise<void>;
};

/**
 * The forms' one submit flow: valid values are sent, after the visitor confirms them (`ask`)
 * or at once (`submit`), and the outcome is shown until dismissed. `send` throws on failure;
 * the form is left as it was.
 */
export function useSubmitFlow<T>(
  send: (values: T) => Promise<void>,
  { focus, onSent }: SubmitFlowOptions<T> = {},
): SubmitFlow<T> {
  const [phase, setPhase] = useState<SubmitPhase>("editing");
  const [pending, setPending] = useState<T>();
  const [refusal, setRefusal] = useState<string>();
  const [advice, setAdvice] = useState<string>();
  const [used, setUsed] = useState(false);

  async function run(values: T): Promise<boolean> {
    setUsed(true);
    setRefusal(undefined);
    setAdvice(undefined);
    setPhase("sending");
    try {
      await send(values);
    } catch (error) {
      if (error instanceof SubmitRefusal) setRefusal(error.message);
      setAdvice(retryAdvice(error));
      setPhase("failed");
      return false;
    }
    setPending(undefined);
    setPhase("succeeded");
    await onSent?.(values);
    return true;
  }

  return {
    phase,
    refusal,
    retryAdvice: advice,
    used,
    sending: phase === "sending",
    ask(values: T) {
      setPending(values);
      setPhase("confirming");
      setUsed(true);
    },
    async confirm() {
      if (pending !== undefined) await run(pending);
    },
    submit: run,
    dismiss() {
      setPhase("editing");
    },
    returnFocus() {
      const opener = focus?.opener.current;
      (opener?.isConnected ? opener : focus?.fallback?.current)?.focus();
    },
  };
}
