import type { ContactMessage } from "#contract/contact";
import { apiRequest } from "@/lib/api-client";

/** Sends only the fields that hold something: blank optional ones are left out. */
export async function sendContactMessage(values: ContactMessage): Promise<void> {
  const body = Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value === "string" && value !== ""),
  );
  await apiRequest("/api/contact/", { method: "POST", body });
}
