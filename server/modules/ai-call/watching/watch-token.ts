import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token that lets the browser which placed a call watch it, and the hash stored in its place:
 * the database never holds a token that would let a reader watch someone's call.
 */
export function newWatchToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function watchTokenMatches(storedHash: string, token: string): boolean {
  const stored = Buffer.from(storedHash);
  const given = Buffer.from(hashToken(token));
  return stored.length === given.length && timingSafeEqual(stored, given);
}
