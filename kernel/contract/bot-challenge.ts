import { z } from "./zod";

/** A base64 payload is about 1 KB; anything much longer is not one. */
const PAYLOAD_MAX_LENGTH = 4096;

/** The optional request field for a solved challenge; the server says when it is missing. */
export const botChallengeField = z.string().max(PAYLOAD_MAX_LENGTH).optional();

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
