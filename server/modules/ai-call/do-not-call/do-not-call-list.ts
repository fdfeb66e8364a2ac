import type { Kysely } from "kysely";
import type { Database } from "../../../db/database";
import { hashPhoneNumber } from "../consent/consent-service";
import { addToList, isListed, removeFromList, type ListedBy } from "./do-not-call-repository";

/** The numbers whose owners asked not to be called, by E.164 number; stored as keyed hashes. */
export interface DoNotCallList {
  has(e164: string): Promise<boolean>;
  /** Answers whether it was added: a number listed already keeps its first entry. */
  add(e164: string, listedBy: ListedBy, reason: string, at: Date): Promise<boolean>;
  /** Answers whether it was listed. */
  remove(e164: string): Promise<boolean>;
}

export function createDoNotCallList(db: Kysely<Database>, secret: string): DoNotCallList {
  const hash = (e164: string) => hashPhoneNumber(secret, e164);
  return {
    has: (e164) => isListed(db, hash(e164)),
    add: (e164, listedBy, reason, at) =>
      addToList(db, {
        number_hash: hash(e164),
        listed_by: listedBy,
        reason,
        listed_at: at.toISOString(),
      }),
    remove: (e164) => removeFromList(db, hash(e164)),
  };
}
