import type { Kysely } from "kysely";
import type { Database } from "../../../db/database";
import { retentionStart, type CallRetentionConfig } from "../calls/call-retention";
import { findCallBySid, listCallSidsFromIpSince, type CallRow } from "../calls/call-repository";
import { watchTokenMatches } from "./watch-token";

export interface CallAccessServiceDeps {
  db: Kysely<Database>;
  config: CallRetentionConfig;
}

/** Which calls a browser may watch or act on: its own, proven by the watch token, while kept. */
export function createCallAccessService({ db, config }: CallAccessServiceDeps) {
  return {
    /** The call a browser may watch with its token, or null; a token lasts as long as its call is kept. */
    async authorizedCall(callSid: string, token: string): Promise<CallRow | null> {
      const call = await findCallBySid(db, callSid);
      const kept = call && call.created_at >= retentionStart(config);
      return kept && watchTokenMatches(call.watch_token_hash, token) ? call : null;
    },

    /** Sids of the calls placed from `address` since `since` (ISO-8601). */
    callsPlacedFromSince: (address: string, since: string): Promise<string[]> =>
      listCallSidsFromIpSince(db, address, since),

    /** The call if it was placed from `address` and is still kept, or null. */
    async callPlacedFrom(callSid: string, address: string): Promise<CallRow | null> {
      const call = await findCallBySid(db, callSid);
      return call && call.ip === address && call.created_at >= retentionStart(config) ? call : null;
    },
  };
}

export type CallAccessService = ReturnType<typeof createCallAccessService>;
