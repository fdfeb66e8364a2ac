import type { ContactMessage } from "#contract/contact";
import { apiRequest } from "@/lib/api-client";

/** Multipart with only the fields that hold something. */
export async function sendContactMessage(values: ContactMessage): Promise<void> {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === "string" && value !== "") body.append(field, value);
  }
  await apiRequest("/api/contact/", { method: "POST", body });
}
