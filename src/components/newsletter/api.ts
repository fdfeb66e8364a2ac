import {
  ALREADY_SUBSCRIBED_PHRASE,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from "#contract/newsletter";
import { apiRequest } from "@/lib/api-client";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** The address as the API will take it, or the message saying what is wrong with it. */
export function checkNewsletterAddress(
  email: string,
): { email: string; error?: undefined } | { error: string } {
  const parsed = newsletterSubscribeSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email };
  return { error: parsed.error.issues[0]?.message ?? parsed.error.message };
}

/** The reply's message tells a new sign-up from a known address. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const reply = newsletterSubscribeResponseSchema.parse(
    await apiRequest("/api/newsletter/subscribe", { method: "POST", body: { email } }),
  );
  return reply.message.toLowerCase().includes(ALREADY_SUBSCRIBED_PHRASE)
    ? "already-subscribed"
    : "subscribed";
}
