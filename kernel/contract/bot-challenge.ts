import { z } from "./zod";

/** The body field that carries a solved challenge (the widget's payload), as ALTCHA names it. */
export const BOT_CHALLENGE_FIELD = "altcha";

/** Where the page fetches a challenge to solve. */
export const BOT_CHALLENGE_PATH = "/api/challenge";

/** A base64 payload is about 1 KB; anything much longer is not one. */
const PAYLOAD_MAX_LENGTH = 4096;

/** The optional request field for a solved challenge; the server says when it is missing. */
export const botChallengeField = z.string().max(PAYLOAD_MAX_LENGTH).optional();

/** What a visitor reads when the check against bots refuses a request. */
export const BOT_CHALLENGE_MESSAGES = {
  missing:
    "Please complete the check that you are not a robot (the box above the button), then try again.",
  failed:
    "The check that you are not a robot failed or expired. Please run it again, then try again.",
  used: "This check against robots was already used. Please run it again, then try again.",
  unavailable: "The check against robots is unavailable right now. Please try again in a minute.",
} as const;

/** `GET /api/challenge`: a signed proof-of-work challenge, as the ALTCHA widget reads it. */
export const botChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** Seconds since the epoch after which the challenge is refused. */
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});
export type BotChallenge = z.infer<typeof botChallengeSchema>;
