import { AI_CALL_MISSING_FIELDS_MESSAGE } from "#contract/ai-call-rules";
import { ApiError } from "@/lib/api-error";

/** The call dialer's texts; status and error wording as the product defines it. */
export const callMessages = {
  initiating: "Initiating call...",
  initiated: "Call initiated successfully",
  status: (status: string) => `Call ${status}`,
  missingFields: AI_CALL_MISSING_FIELDS_MESSAGE,
  failedToInitiate: "Failed to initiate call",
  errorMakingCall: "Error making call",
  demoMode: "Demo mode: no real phone call is placed.",
} as const;

/** The banner text for a call request that failed: the server's reason, else the generic line. */
export function callErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : callMessages.errorMakingCall;
}

/** A terminal status clears the status text and the form this long after it arrives. */
export const CLEAR_AFTER_TERMINAL_MS = 2000;
