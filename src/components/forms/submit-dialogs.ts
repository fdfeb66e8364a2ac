import { lazy } from "react";

// The forms' confirmation and result dialogs, fetched when a form is first used: the page that
// shows a form does not wait for the dialog library.
const loadConfirmDialog = () => import("@/components/ui/confirm-dialog");
const loadResultOverlay = () => import("@/components/ui/result-overlay");

export const ConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);
export const ResultOverlay = lazy(() =>
  loadResultOverlay().then((module) => ({ default: module.ResultOverlay })),
);

/** Starts fetching both, so they are at hand when the visitor submits. */
export function preloadSubmitDialogs(): void {
  void loadConfirmDialog();
  void loadResultOverlay();
}
