import type { ComponentProps } from "react";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Shown on the confirm button while the confirmed action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
};

/** Asks before an action; stays open, with both buttons disabled, until the action has finished. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  cancelLabel = "Cancel",
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-request would hide the only sign that something is still happening.
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent
        title={title}
        description={description}
        onCloseAutoFocus={onCloseAutoFocus}
        aria-busy={busy || undefined}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
