import { IMAGE_GENERATION_ERRORS } from "#contract/ai-image-rules";
import { ApiError } from "@/lib/api-error";

/** The banner text for a failed generation. */
export function generationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // A request cut by its time limit got no answer either.
    return error.failure === "status"
      ? IMAGE_GENERATION_ERRORS.server(error.detail)
      : IMAGE_GENERATION_ERRORS.network;
  }
  return IMAGE_GENERATION_ERRORS.other(error instanceof Error ? error.message : String(error));
}
