import type { ProjectRequest } from "#contract/project-requests";
import { apiRequest } from "@/lib/api-client";

/**
 * Multipart with the text fields first (blank optional ones left out),
 * then one `files` part per attachment. The answer's body is not needed.
 */
export async function submitProjectRequest(
  values: ProjectRequest,
  files: readonly File[],
): Promise<void> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") body.append(field, String(value));
  }
  for (const file of files) body.append("files", file, file.name);
  await apiRequest("/api/project-requests/", { method: "POST", body });
}
