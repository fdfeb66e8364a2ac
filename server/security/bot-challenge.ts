import { createHmac, randomBytes } from "node:crypto";
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { BOT_CHALLENGE_MESSAGES } from "#contract/bot-challenge-rules";
import { Refusal } from "../refusal";
import type { UsedChallenges } from "./used-challenges";

/**
 * PBKDF2 rounds per attempt and the range the secret counter is drawn from: under a second of
 * work in a phone's browser, a real cost for thousands of requests, and one HMAC to check.
 */
const CHALLENGE_COST = 500;
const COUNTER_RANGE = { min: 200, max: 1500 };
/** Long enough to fill in a form after the widget solved its challenge. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** A request refused by the check against bots; answered like any `{ detail }` refusal. */
export class BotChallengeError extends Refusal<"forbidden" | "unavailable"> {
  override name = "BotChallengeError";
}

function parsePayload(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload>;
    const valid =
      typeof parsed?.challenge?.parameters?.nonce === "string" &&
      typeof parsed.solution?.derivedKey === "string" &&
      typeof parsed.solution.counter === "number";
    return valid ? (parsed as Payload) : null;
  } catch {
    return null;
  }
}

export interface BotChallengeOptions {
  /** Signs the challenges; every instance must share it. */
  secret: string;
  used: UsedChallenges;
}

/** Issues signed, expiring proof-of-work challenges and accepts each solution once. */
export function createBotChallenge({ secret, used }: BotChallengeOptions) {
  // A second key for the signed derived keys (one HMAC to check a solution), derived from the first.
  const keySecret = createHmac("sha256", secret).update("bot-challenge-key").digest("hex");

  return {
    async issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: CHALLENGE_COST,
        counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    /** Resolves when `payload` solves a challenge of ours that has not expired nor been used. */
    async check(payload: string | undefined): Promise<void> {
      if (!payload) throw new BotChallengeError("forbidden", BOT_CHALLENGE_MESSAGES.missing);
      const parsed = parsePayload(payload);
      const expiresAt = parsed?.challenge.parameters.expiresAt;
      if (!parsed || !expiresAt)
        throw new BotChallengeError("forbidden", BOT_CHALLENGE_MESSAGES.failed);
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }).catch(() => null);
      if (!result?.verified)
        throw new BotChallengeError("forbidden", BOT_CHALLENGE_MESSAGES.failed);
      let first: boolean;
      try {
        first = await used.markUsed(parsed.challenge.parameters.nonce, expiresAt * 1000);
      } catch {
        // Without its record a solution could be replayed without end: refused, like the daily limits.
        throw new BotChallengeError("unavailable", BOT_CHALLENGE_MESSAGES.unavailable);
      }
      if (!first) throw new BotChallengeError("forbidden", BOT_CHALLENGE_MESSAGES.used);
    },
  };
}

export type BotChallengeService = ReturnType<typeof createBotChallenge>;

/** Stands in for SIGNING_SECRET when none is set: one per process, shared by what signs and hashes. */
const PROCESS_SECRET = randomBytes(32).toString("hex");

/** The configured key, or this process's own when none is set. */
export function signingSecret(configured: string | undefined): string {
  return configured ?? PROCESS_SECRET;
}
