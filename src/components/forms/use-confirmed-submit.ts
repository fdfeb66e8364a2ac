import { useState } from "react";

export type SubmitPhase = "editing" | "confirming" | "sending" | "succeeded" | "failed";

/**
 * The forms' flow: valid values wait for the visitor to confirm them, are sent, and the
 * outcome is shown until dismissed. `send` throws on failure; the form is left as it was.
 */
export function useConfirmedSubmit<T>(send: (values: T) => Promise<void>) {
  const [phase, setPhase] = useState<SubmitPhase>("editing");
  const [pending, setPending] = useState<T>();
  const [used, setUsed] = useState(false);

  return {
    phase,
    sending: phase === "sending",
    showResult: phase === "succeeded" || phase === "failed",
    /** Whether the dialogs have been needed yet: they are mounted from then on. */
    used,
    /** Valid values in hand: ask the visitor to confirm them. */
    ask(values: T) {
      setPending(values);
      setPhase("confirming");
      setUsed(true);
    },
    async confirm() {
      if (pending === undefined) return;
      setPhase("sending");
      try {
        await send(pending);
        setPending(undefined);
        setPhase("succeeded");
      } catch {
        setPhase("failed");
      }
    },
    /** Back to the form (cancel the confirmation, close the result). */
    dismiss() {
      setPhase("editing");
    },
  };
}
