import { ApiError } from "@/lib/api-error";

// The texts of the error banner: they say whether the server answered, or nothing did.

const SERVER_ERROR = (detail: string | undefined) => `Server error: ${detail || "Unknown error"}`;
const NETWORK_ERROR = "Network error: Could not connect to the AI service";

/** The banner text for a failed generation. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A request cut by its time limit got no answer either.
    return error.failure === "status" ? SERVER_ERROR(error.detail) : NETWORK_ERROR;
  }
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

/** The banner text when the Advanced panel's code could not be fetched. */
export const ADVANCED_SETTINGS_FAILED = "Network error: Could not load the advanced settings";
