// The texts of the error banner: they say whether the server answered, or nothing did.

const SERVER_ERROR = (detail: string | undefined) => `Server error: ${detail || "Unknown error"}`;
const NETWORK_ERROR = "Network error: Could not connect to the AI service";

/** The banner text for a failed generation (the api module's errors are recognised by name). */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === "ImageServerError") {
    return SERVER_ERROR((error as Error & { detail?: string }).detail);
  }
  if (error instanceof Error && error.name === "ImageNetworkError") return NETWORK_ERROR;
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}
