import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Kysely } from "kysely";
import { site } from "#content/site";
import type { Database } from "../../../db/database";
import { Refusal } from "../../../refusal";
import { withAuditEntry } from "../audit/audit-log";
import { startSession, tokenHash, type SignedInOperator } from "../sessions/session-service";
import {
  findOperator,
  findPasskey,
  insertPasskey,
  listPasskeyIds,
  recordPasskeyUse,
  useInvitation,
} from "./operator-repository";
import { openInvitation, type StudioConfig, INVITATION_INVALID_DETAIL } from "./operator-service";

/** How long a browser has to answer a challenge (the ceremony's own time-out is a minute). */
const CHALLENGE_VALID_MS = 5 * 60_000;

export const PASSKEY_REFUSED_DETAIL = "This passkey could not be verified. Try again.";
export const PASSKEY_UNKNOWN_DETAIL = "This passkey is not registered for the console.";

type Purpose = "register" | "sign-in";

/** The relying party: the site's own host and origin. */
function relyingParty(config: StudioConfig) {
  const url = new URL(config.PUBLIC_SITE_URL);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: Purpose,
  now: Date,
): Promise<void> {
  await db.deleteFrom("studio_challenges").where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("studio_challenges")
    .values({
      challenge,
      purpose,
      expires_at: new Date(now.getTime() + CHALLENGE_VALID_MS).toISOString(),
    })
    .execute();
}

/** Takes the challenge if it was handed out for this purpose and is live: each answers once. */
function challengeTaker(db: Kysely<Database>, purpose: Purpose, now: Date) {
  return async (challenge: string): Promise<boolean> => {
    const result = await db
      .deleteFrom("studio_challenges")
      .where("challenge", "=", challenge)
      .where("purpose", "=", purpose)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  };
}

/** Verification failures are the browser's or the authenticator's: one plain refusal for all. */
async function verified<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    throw new Refusal("unauthorized", PASSKEY_REFUSED_DETAIL, { cause: error });
  }
}

function transportsOf(json: string): AuthenticatorTransport[] {
  return JSON.parse(json) as AuthenticatorTransport[];
}

/** Options for creating a passkey, for the holder of an open invitation. */
export async function registrationOptions(
  db: Kysely<Database>,
  config: StudioConfig,
  token: string,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const invitation = await openInvitation(db, token, now);
  const existing = await listPasskeyIds(db, invitation.operatorId);
  const options = await generateRegistrationOptions({
    rpName: `${site.name} studio`,
    rpID: relyingParty(config).rpID,
    userName: invitation.email,
    userDisplayName: invitation.name,
    userID: new TextEncoder().encode(`operator-${invitation.operatorId}`),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    // A discoverable credential signs in without typing a name; verification is the second factor.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, "register", now);
  return options;
}

/** Verifies the new passkey and stores it, using up the invitation. */
export async function registerPasskey(
  db: Kysely<Database>,
  config: StudioConfig,
  token: string,
  response: RegistrationResponseJSON,
  ip: string,
  now = new Date(),
): Promise<void> {
  const invitation = await openInvitation(db, token, now);
  const { rpID, origin } = relyingParty(config);
  const { registrationInfo } = await verified(async () => {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeTaker(db, "register", now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("registration not verified");
    return result;
  });
  const { credential } = registrationInfo;
  await withAuditEntry(
    db,
    { operatorId: invitation.operatorId, name: invitation.name, ip },
    async (trx) => {
      // Two registrations racing on one link: only the first uses it.
      if (!(await useInvitation(trx, tokenHash(token), now.toISOString()))) {
        throw new Refusal("expired", INVITATION_INVALID_DETAIL);
      }
      await insertPasskey(trx, {
        credential_id: credential.id,
        operator_id: invitation.operatorId,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: now.toISOString(),
        last_used_at: null,
      });
    },
    { action: "registered a passkey" },
    now,
  );
}

/** Options for signing in with any passkey of the console: the browser offers the ones it holds. */
export async function signInOptions(
  db: Kysely<Database>,
  config: StudioConfig,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: "required",
  });
  await keepChallenge(db, options.challenge, "sign-in", now);
  return options;
}

/** Verifies a passkey's answer and starts a session; resolves with its token and operator. */
export async function signIn(
  db: Kysely<Database>,
  config: StudioConfig,
  response: AuthenticationResponseJSON,
  ip: string,
  now = new Date(),
): Promise<{ token: string; operator: SignedInOperator }> {
  // A removed operator's passkeys are deleted with them, so theirs is unknown here.
  const passkey = await findPasskey(db, response.id);
  const operator = passkey && (await findOperator(db, passkey.operator_id));
  if (!passkey || !operator) throw new Refusal("unauthorized", PASSKEY_UNKNOWN_DETAIL);
  const { rpID, origin } = relyingParty(config);
  const { authenticationInfo } = await verified(async () => {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeTaker(db, "sign-in", now),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
    if (!result.verified) throw new Error("authentication not verified");
    return result;
  });
  const token = await withAuditEntry(
    db,
    { operatorId: operator.id, name: operator.name, ip },
    async (trx) => {
      await recordPasskeyUse(
        trx,
        passkey.credential_id,
        authenticationInfo.newCounter,
        now.toISOString(),
      );
      return startSession(trx, operator.id, ip, now);
    },
    { action: "signed in" },
    now,
  );
  return { token, operator: { id: operator.id, name: operator.name, email: operator.email } };
}
