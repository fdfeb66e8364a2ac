import { Suspense, type ReactNode } from "react";
import { deferred } from "@/lib/deferred";
import type { SubmitFlowState } from "./use-submit-flow";

// Fetched when a form is first used: the page that shows a form does not wait for the dialog
// library.
const confirmDialog = deferred(() => import("@/components/ui/confirm-dialog"));
const resultDialog = deferred(() => import("./result-dialog"));
const ConfirmDialog = confirmDialog.component((module) => module.ConfirmDialog);
const ResultDialog = resultDialog.component((module) => module.ResultDialog);

/** Starts fetching the dialogs, so they are at hand when the visitor submits. */
export function preloadSubmitDialogs(): void {
  confirmDialog.intentHandlers.onFocus();
  resultDialog.intentHandlers.onFocus();
}

type ResultText = { title: string; description: ReactNode };

type SubmitFlowDialogsProps = {
  flow: SubmitFlowState;
  /** The question asked before sending; without it the flow sends at once. */
  confirmation?: {
    title: string;
    description: string;
    confirmLabel: string;
    /** On the confirm button while sending. */
    busyLabel: string;
  };
  success: ResultText;
  /** Its description gives way to the server's reason when there is one. */
  failure: ResultText;
};

/** Text as a paragraph of its own, so a line after it reads as a sentence apart. */
function asParagraph(description: ReactNode): ReactNode {
  return typeof description === "string" ? <p>{description}</p> : description;
}

/**
 * The confirmation and the result of a submit flow. Whichever closes last hands focus back to
 * the button that opened the flow, however it was closed (button, Escape).
 */
export function SubmitFlowDialogs({
  flow,
  confirmation,
  success,
  failure,
}: SubmitFlowDialogsProps) {
  if (!flow.used) return null;
  const { phase } = flow;
  const sending = phase === "sending";
  const showResult = phase === "succeeded" || phase === "failed";
  const title = phase === "failed" ? failure.title : success.title;
  const close = (open: boolean) => {
    if (!open) flow.dismiss();
  };
  return (
    <Suspense fallback={null}>
      {confirmation && (
        <ConfirmDialog
          open={phase === "confirming" || sending}
          onOpenChange={close}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.confirmLabel}
          busyLabel={confirmation.busyLabel}
          busy={sending}
          onConfirm={() => void flow.confirm()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The result takes focus next; it hands it back when closed.
            if (!showResult) flow.returnFocus();
          }}
        />
      )}
      <ResultDialog
        open={showResult}
        onOpenChange={close}
        tone={phase === "failed" ? "error" : "success"}
        title={title}
        description={
          phase === "failed" ? (
            <>
              {asParagraph(flow.refusal || failure.description)}
              {flow.retryAdvice && (
                <p className="font-medium text-foreground">{flow.retryAdvice}</p>
              )}
            </>
          ) : (
            success.description
          )
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          flow.returnFocus();
        }}
      />
    </Suspense>
  );
}
