import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/database";

/** A session unused this long ends: a console left open on a shared screen signs itself out. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** However busy, a session ends this long after sign-in, so a stolen cookie stops working. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** Seen-times are written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/** The SHA-256 of a secret token: what the database keeps of sessions and invitations. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh random token, 256 bits in base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface SignedInOperator {
  id: number;
  name: string;
  email: string;
}

/** Starts a session for the operator; resolves with the token for the cookie. */
export async function startSession(
  db: Kysely<Database>,
  operatorId: number,
  ip: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("studio_sessions")
    .values({
      token_hash: tokenHash(token),
      operator_id: operatorId,
      ip,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * The operator signed in by the token, or undefined when the session is unknown, revoked, idle
 * too long or past its absolute limit. A live session's seen-time moves forward.
 */
export async function sessionOperator(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<SignedInOperator | undefined> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom("studio_sessions as session")
    .innerJoin("studio_operators as operator", "operator.id", "session.operator_id")
    .select([
      "operator.id",
      "operator.name",
      "operator.email",
      "session.created_at",
      "session.last_seen_at",
    ])
    .where("session.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  const age = now.getTime() - Date.parse(row.created_at);
  if (idleSince > SESSION_IDLE_MS || age > SESSION_MAX_MS) {
    await db.deleteFrom("studio_sessions").where("token_hash", "=", hash).execute();
    return undefined;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("studio_sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("token_hash", "=", hash)
      .execute();
  }
  return { id: row.id, name: row.name, email: row.email };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("studio_sessions").where("token_hash", "=", tokenHash(token)).execute();
}

/** Ends every session of the operator, on every device. */
export async function endEverySession(db: Kysely<Database>, operatorId: number): Promise<void> {
  await db.deleteFrom("studio_sessions").where("operator_id", "=", operatorId).execute();
}
