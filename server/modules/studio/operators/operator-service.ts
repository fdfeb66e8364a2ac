import type { Kysely } from "kysely";
import type { Invitation, Operator } from "#contract/studio";
import { INVITATION_PATH } from "#contract/studio-rules";
import type { Config } from "../../../config";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { withAuditEntry, type Actor } from "../audit/audit-log";
import { newToken, tokenHash } from "../sessions/session-service";
import {
  deleteOperator,
  findOpenInvitation,
  findOperator,
  findOperatorByEmail,
  insertInvitation,
  insertOperator,
  listOperators,
} from "./operator-repository";

export type StudioConfig = Pick<Config, "PUBLIC_SITE_URL" | "NODE_ENV">;

/** How long an invitation link works; it works once. */
export const INVITATION_VALID_MS = 30 * 60_000;

export const INVITATION_INVALID_DETAIL =
  "This invitation link is not valid: it has been used or has expired. Ask for a new one.";

/**
 * Invites someone to the console: a new operator, or a further passkey for an operator already
 * known by that e-mail. Resolves with the one-time link; only its hash is stored.
 */
export async function inviteOperator(
  db: Kysely<Database>,
  config: StudioConfig,
  invitation: Invitation,
  actor: Actor,
  now = new Date(),
): Promise<{ link: string; expiresAt: string }> {
  const email = invitation.email.trim().toLowerCase();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS).toISOString();
  await withAuditEntry(
    db,
    actor,
    async (trx) => {
      const known = await findOperatorByEmail(trx, email);
      const operatorId =
        known?.id ??
        (await insertOperator(trx, {
          name: invitation.name.trim(),
          email,
          created_at: now.toISOString(),
        }));
      await insertInvitation(trx, {
        token_hash: tokenHash(token),
        operator_id: operatorId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return known?.name ?? invitation.name.trim();
    },
    (name) => ({ action: "invited an operator", detail: `${name} <${email}>` }),
    now,
  );
  return { link: `${config.PUBLIC_SITE_URL}${INVITATION_PATH}${token}`, expiresAt };
}

/** Whom an invitation token is for, while it is unused and unexpired. */
export async function openInvitation(db: Kysely<Database>, token: string, now = new Date()) {
  const invitation = await findOpenInvitation(db, tokenHash(token), now.toISOString());
  if (!invitation) throw new Refusal("expired", INVITATION_INVALID_DETAIL);
  return invitation;
}

export async function operators(db: Kysely<Database>): Promise<Operator[]> {
  const rows = await listOperators(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    passkeys: Number(row.passkeys),
  }));
}

/** Removes an operator: their passkeys stop working and their sessions end at once. */
export async function removeOperator(
  db: Kysely<Database>,
  operatorId: number,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  await withAuditEntry(
    db,
    actor,
    async (trx) => {
      const operator = await findOperator(trx, operatorId);
      if (!operator || !(await deleteOperator(trx, operatorId))) {
        throw new Refusal("not-found", "No such operator");
      }
      return operator;
    },
    (operator) => ({
      action: "removed an operator",
      detail: `${operator.name} <${operator.email}>`,
    }),
    now,
  );
}
