import {
  imageGenerationResponseSchema,
  imageJobStatusSchema,
  type ImageGenerationRequest,
  type ImageGenerationResponse,
  type ImageJobStatus,
} from "#contract/ai-image";
import { IMAGE_FAKE_PROGRESS } from "#contract/ai-image-rules";
import { apiRequest } from "@/lib/api-client";
import { getRuntimeConfig } from "@/lib/runtime-config";

const jobPath = (id: string) => `/api/ai-image/jobs/${encodeURIComponent(id)}`;

/** How often a running job is asked where it stands: as often as the shown estimate moves. */
const JOB_POLL_MS = IMAGE_FAKE_PROGRESS.intervalMs;

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
async function fetchJobStatus(
  id: string,
  signal: AbortSignal,
): Promise<ImageJobStatus | undefined> {
  try {
    return imageJobStatusSchema.parse(await apiRequest(jobPath(id), { service: "image", signal }));
  } catch {
    return undefined;
  }
}

/**
 * Asks where the job stands, one request at a time, and reports each answer to `onStatus` until
 * `signal` aborts (the generation is over or cancelled).
 */
export async function watchJob(
  id: string,
  onStatus: (job: ImageJobStatus) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    const job = signal.aborted ? undefined : await fetchJobStatus(id, signal);
    if (job && !signal.aborted) onStatus(job);
  }
}

/** Asks the server to stop the job; closing the request already does, this also covers proxies. */
export function cancelJob(id: string): void {
  apiRequest(`${jobPath(id)}/cancel`, { service: "image", method: "POST" }).catch(() => undefined);
}
