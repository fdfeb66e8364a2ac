import { deferred } from "@/lib/deferred";

// The forms' confirmation and result dialogs, fetched when a form is first used: the page that
// shows a form does not wait for the dialog library.
const confirmDialog = deferred(() => import("@/components/ui/confirm-dialog"));
const resultOverlay = deferred(() => import("@/components/ui/result-overlay"));

export const ConfirmDialog = confirmDialog.component((module) => module.ConfirmDialog);
export const ResultOverlay = resultOverlay.component((module) => module.ResultOverlay);

/** Starts fetching both, so they are at hand when the visitor submits. */
export function preloadSubmitDialogs(): void {
  confirmDialog.intentHandlers.onFocus();
  resultOverlay.intentHandlers.onFocus();
}
