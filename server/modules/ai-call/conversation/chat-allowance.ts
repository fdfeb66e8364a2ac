import type { Kysely } from "kysely";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import { lockSiteWide } from "../../../db/site-lock";
import type { ChatModel } from "../../../providers/llm/chat-model";
import { HOUR_MS } from "../calls/call-guards";
import { addChatRequest, countChatRequestsFromIp, type CallRow } from "../calls/call-repository";

export interface ChatAllowanceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: Pick<Config, "CALL_CHAT_REQUESTS_PER_IP_PER_HOUR" | "RATE_LIMIT_ALLOW_LIST">;
  chat: Pick<ChatModel, "simulated">;
}

/** Whether a call may ask the chat model once more. */
export interface ChatAllowance {
  /** The ceiling on one address's requests per hour, for the texts that name it. */
  readonly perIpPerHour: number;
  /** True, and the request is counted, while the calls from the call's address made fewer in the last hour. */
  take(call: Pick<CallRow, "id" | "ip">): Promise<boolean>;
}

/**
 * Counts each call's chat-model requests and holds one client address's calls of the last hour,
 * demo and real alike, to `CALL_CHAT_REQUESTS_PER_IP_PER_HOUR` together. Counted in the database
 * under a site-wide lock, like the call guards, so the ceiling holds across instances.
 */
export function createChatAllowance({
  db,
  engine,
  config,
  chat,
}: ChatAllowanceDeps): ChatAllowance {
  const perIpPerHour = config.CALL_CHAT_REQUESTS_PER_IP_PER_HOUR;
  return {
    perIpPerHour,
    async take(call) {
      // The scripted AI costs nothing; exempt addresses meet no per-address limit.
      if (chat.simulated || config.RATE_LIMIT_ALLOW_LIST.includes(call.ip)) return true;
      return db.transaction().execute(async (trx) => {
        await lockSiteWide(trx, engine, "chatRequests");
        const since = new Date(Date.now() - HOUR_MS).toISOString();
        if ((await countChatRequestsFromIp(trx, call.ip, since)) >= perIpPerHour) return false;
        await addChatRequest(trx, call.id);
        return true;
      });
    },
  };
}
