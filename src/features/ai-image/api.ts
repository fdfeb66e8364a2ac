import {
  imageGenerationResponseSchema,
  imageJobStatusSchema,
  type ImageGenerationRequest,
  type ImageGenerationResponse,
  type ImageJobStatus,
} from "@/contract/ai-image";
import { errorBodySchema } from "@/contract/errors";
import { apiUrl } from "@/lib/api-client";
import { getRuntimeConfig } from "@/lib/runtime-config";

/** The server answered with an error status; `detail` is its explanation, if it gave one. */
export class ImageServerError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
  ) {
    super(detail ?? `Status ${status}`);
    this.name = "ImageServerError";
  }
}

/** No answer came: the image service is down, unreachable or too slow. */
export class ImageNetworkError extends Error {
  constructor() {
    super("Could not connect to the AI service");
    this.name = "ImageNetworkError";
  }
}

async function imageFetch(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-API-Key", getRuntimeConfig().apiKey);
  headers.set("Accept", "application/json");
  let response: Response;
  try {
    response = await fetch(apiUrl(path, "image"), { ...init, headers });
  } catch (error) {
    // A cancel by the visitor is not a network failure: it is passed on as it is.
    if (
      init.signal?.aborted &&
      !(init.signal.reason instanceof DOMException && init.signal.reason.name === "TimeoutError")
    ) {
      throw error;
    }
    throw new ImageNetworkError();
  }
  if (!response.ok) {
    let detail: string | undefined;
    try {
      detail = errorBodySchema.safeParse(await response.json()).data?.detail || undefined;
    } catch {
      detail = undefined;
    }
    throw new ImageServerError(response.status, detail);
  }
  return response;
}

export async function generateImage(
  request: ImageGenerationRequest,
  signal: AbortSignal,
): Promise<ImageGenerationResponse> {
  const response = await imageFetch("/api/ai-image/generate", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
    signal,
  });
  return imageGenerationResponseSchema.parse(await response.json());
}

/** Where the job stands, or undefined while the server does not know it (yet). */
export async function fetchJobStatus(id: string): Promise<ImageJobStatus | undefined> {
  try {
    const response = await imageFetch(`/api/ai-image/jobs/${encodeURIComponent(id)}`, {});
    return imageJobStatusSchema.parse(await response.json());
  } catch {
    return undefined;
  }
}

/** Asks the server to stop the job; closing the request already does, this also covers proxies. */
export function cancelJob(id: string): void {
  imageFetch(`/api/ai-image/jobs/${encodeURIComponent(id)}/cancel`, { method: "POST" }).catch(
    () => undefined,
  );
}
