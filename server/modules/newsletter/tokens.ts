import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export type TokenPurpose = "confirm" | "unsubscribe";

const payloadSchema = z.object({
  p: z.enum(["confirm", "unsubscribe"]),
  e: z.string(),
  // Seconds since the epoch. Unsubscribe links issued before links expired have none: they count
  // as expired, so they lead to the page that says how to unsubscribe anyway.
  x: z.number().int().optional(),
});

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(payload).digest();
}

/** A URL-safe token that proves the site issued this link for this address and purpose. */
export function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  expiresAt: Date,
): string {
  const payload = Buffer.from(
    JSON.stringify({ p: purpose, e: email, x: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

export type TokenCheck = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired" };

/** The address a token was issued for, if its signature, purpose and expiry all hold. */
export function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): TokenCheck {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = signature(secret, payload);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: "invalid" };
  }
  let decoded: z.infer<typeof payloadSchema>;
  try {
    decoded = payloadSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (decoded.p !== purpose) return { ok: false, reason: "invalid" };
  if (decoded.x === undefined || decoded.x * 1000 < now.getTime()) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, email: decoded.e };
}
