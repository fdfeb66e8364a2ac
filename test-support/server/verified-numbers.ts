import { signingSecret } from "../../server/security/bot-challenge";
import { hashPhoneNumber } from "../../server/modules/ai-call/consent-service";
import type { EngineTestApp } from "./engine-app";

/**
 * Records that the owners of `numbers` (E.164) typed their codes, as the consent step would:
 * for tests of real calls that are not about consent.
 */
export async function markNumbersVerified(
  testApp: Pick<EngineTestApp, "config" | "database">,
  numbers: string[],
): Promise<void> {
  const now = new Date();
  const until = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  const secret = signingSecret(testApp.config.SIGNING_SECRET);
  for (const number of numbers) {
    await testApp.database.db
      .insertInto("phone_consents")
      .values({
        number_hash: hashPhoneNumber(secret, number),
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
