import {
  ALREADY_SUBSCRIBED_PHRASE,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
} from "#contract/newsletter";
import {
  BotChallenge,
  createBotChallengeController,
  type BotChallengeController,
} from "@/components/forms/bot-challenge";
import { apiRequest } from "@/lib/api-client";

export type NewsletterCheck = { controller: BotChallengeController; Check: typeof BotChallenge };

/** The box's check against bots: its controller, and the part of the form that shows it. */
export function createNewsletterCheck(): NewsletterCheck {
  return { controller: createBotChallengeController(), Check: BotChallenge };
}

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/** The address as the API will take it, or the message saying what is wrong with it. */
export function checkNewsletterAddress(
  email: string,
): { email: string; error?: undefined } | { error: string } {
  const parsed = newsletterSubscribeSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email };
  return { error: parsed.error.issues[0]?.message ?? parsed.error.message };
}

/**
 * Sends the address with the check's solution; the reply's message tells a new sign-up from a
 * known address. A solution buys one sign-up: a fresh one is solved for the next.
 */
export async function subscribeToNewsletter(
  email: string,
  check: BotChallengeController,
): Promise<SubscribeOutcome> {
  const altcha = await check.solution();
  const reply = newsletterSubscribeResponseSchema.parse(
    await apiRequest("/api/newsletter/subscribe", {
      method: "POST",
      body: { email, altcha },
    }).finally(check.renew),
  );
  return reply.message.toLowerCase().includes(ALREADY_SUBSCRIBED_PHRASE)
    ? "already-subscribed"
    : "subscribed";
}
