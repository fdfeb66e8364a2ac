import { z } from "./zod";
import { botChallengeField } from "./bot-challenge";
import { emailField } from "./fields";

export const newsletterSubscribeSchema = z.object({ email: emailField, altcha: botChallengeField });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** The SPA reads `message` and looks for this phrase, as clients of the first API did. */
export const ALREADY_SUBSCRIBED_PHRASE = "already subscribed";

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
