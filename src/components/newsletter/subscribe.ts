import {
  ALREADY_SUBSCRIBED_PHRASE,
  newsletterSubscribeResponseSchema,
} from "@/contract/newsletter";
import { apiRequest } from "@/lib/api-client";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** SPEC section 7, call 1: the reply's message tells a new sign-up from a known address. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const reply = newsletterSubscribeResponseSchema.parse(
    await apiRequest("/api/newsletter/subscribe", { method: "POST", body: { email } }),
  );
  return reply.message.toLowerCase().includes(ALREADY_SUBSCRIBED_PHRASE)
    ? "already-subscribed"
    : "subscribed";
}
