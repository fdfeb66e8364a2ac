import type { Insertable, Kysely } from "kysely";
import type { Database, StudioPasskeysTable } from "../../../db/database";
import { insertRow } from "../../../db/insert-row";

export async function insertOperator(
  db: Kysely<Database>,
  operator: { name: string; email: string; created_at: string },
): Promise<number> {
  return insertRow(db, "studio_operators", operator);
}

export async function findOperator(db: Kysely<Database>, id: number) {
  return db.selectFrom("studio_operators").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findOperatorByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("studio_operators")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

/** Every operator with how many passkeys they hold, oldest first. */
export async function listOperators(db: Kysely<Database>) {
  return db
    .selectFrom("studio_operators as operator")
    .leftJoin("studio_passkeys as passkey", "passkey.operator_id", "operator.id")
    .select(({ fn }) => [
      "operator.id",
      "operator.name",
      "operator.email",
      "operator.created_at",
      fn.count<number | string>("passkey.credential_id").as("passkeys"),
    ])
    .groupBy(["operator.id", "operator.name", "operator.email", "operator.created_at"])
    .orderBy("operator.id")
    .execute();
}

/** Deletes the operator; their passkeys, invitations, sessions and read marks go with them. */
export async function deleteOperator(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("studio_operators").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { token_hash: string; operator_id: number; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto("studio_invitations").values(invitation).execute();
}

/** The unused, unexpired invitation with this hash, with its operator. */
export async function findOpenInvitation(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom("studio_invitations as invitation")
    .innerJoin("studio_operators as operator", "operator.id", "invitation.operator_id")
    .select(["operator.id as operatorId", "operator.name", "operator.email"])
    .where("invitation.token_hash", "=", tokenHash)
    .where("invitation.used_at", "is", null)
    .where("invitation.expires_at", ">", now)
    .executeTakeFirst();
}

/** Marks the invitation used unless it already is; true when this call used it. */
export async function useInvitation(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("studio_invitations")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: Insertable<StudioPasskeysTable>,
): Promise<void> {
  await db.insertInto("studio_passkeys").values(passkey).execute();
}

export async function findPasskey(db: Kysely<Database>, credentialId: string) {
  return db
    .selectFrom("studio_passkeys")
    .selectAll()
    .where("credential_id", "=", credentialId)
    .executeTakeFirst();
}

export async function listPasskeyIds(db: Kysely<Database>, operatorId: number) {
  return db
    .selectFrom("studio_passkeys")
    .select(["credential_id", "transports"])
    .where("operator_id", "=", operatorId)
    .execute();
}

export async function recordPasskeyUse(
  db: Kysely<Database>,
  credentialId: string,
  counter: number,
  now: string,
): Promise<void> {
  await db
    .updateTable("studio_passkeys")
    .set({ counter, last_used_at: now })
    .where("credential_id", "=", credentialId)
    .execute();
}
