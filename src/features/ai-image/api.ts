import {
  imageGenerationResponseSchema,
  imageJobStatusSchema,
  type ImageGenerationRequest,
  type ImageGenerationResponse,
  type ImageJobStatus,
} from "#contract/ai-image";
import { apiRequest } from "@/lib/api-client";
import { getRuntimeConfig } from "@/lib/runtime-config";

const jobPath = (id: string) => `/api/ai-image/jobs/${encodeURIComponent(id)}`;

/** Generates one picture; `signal` is the visitor's cancel, the time limit is added here. */
export async function generateImage(
  request: ImageGenerationRequest,
  signal: AbortSignal,
): Promise<ImageGenerationResponse> {
  const answer = await apiRequest("/api/ai-image/generate", {
    service: "image",
    method: "POST",
    body: request,
    signal,
    timeoutMs: getRuntimeConfig().imageTimeoutMs,
  });
  return imageGenerationResponseSchema.parse(answer);
}

/** Where the job stands, or undefined while the server does not know it (yet). */
export async function fetchJobStatus(id: string): Promise<ImageJobStatus | undefined> {
  try {
    return imageJobStatusSchema.parse(await apiRequest(jobPath(id), { service: "image" }));
  } catch {
    return undefined;
  }
}

/** Asks the server to stop the job; closing the request already does, this also covers proxies. */
export function cancelJob(id: string): void {
  apiRequest(`${jobPath(id)}/cancel`, { service: "image", method: "POST" }).catch(() => undefined);
}
