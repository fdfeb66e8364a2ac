import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database";
import { hashPhoneNumber } from "../../server/modules/ai-call/consent/consent-service";
import { signingSecret } from "../../server/security/bot-challenge";

/**
 * Records that the owners of `numbers` (E.164) typed their codes, as the consent step would:
 * for tests of real calls that are not about consent. `secret` is the app's SIGNING_SECRET.
 */
export async function markNumbersVerified(
  db: Kysely<Database>,
  secret: string | undefined,
  numbers: string[],
): Promise<void> {
  const now = new Date();
  const until = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  for (const number of numbers) {
    await db
      .insertInto("phone_consents")
      .values({
        number_hash: hashPhoneNumber(signingSecret(secret), number),
        verified_until: until,
        wrong_codes: 0,
        locked_until: null,
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) =>
        conflict.column("number_hash").doUpdateSet({ verified_until: until }),
      )
      .execute();
  }
}
