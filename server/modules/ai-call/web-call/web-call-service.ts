import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { WEB_CALL_MESSAGES, type WebCallRequest } from "#contract/web-call";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import type { SpeechToText, TextToSpeech } from "../../../providers/speech/speech";
import { CallRefusedError } from "../calls/call-refusals";
import { BROWSER_PROVIDER, setCallOpening, updateCallStatus } from "../calls/call-repository";
import type { ConversationService } from "../conversation/conversation-service";
import { newWatchToken } from "../watching/watch-token";
import { reserveWebCall, type WebCallGuardConfig } from "./web-call-guards";
import { cancelUnstartedWebCall } from "./web-call-repository";

/** Time a page has, after starting a call, to open its socket; then the call is canceled. */
export const WEB_CALL_START_WINDOW_MS = 60_000;

export interface WebCallServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: WebCallGuardConfig;
  /** False when the site has no AI to speak with: production without a chat model or the demo. */
  available: boolean;
  conversation: Pick<ConversationService, "openingLine">;
  stt: SpeechToText | null;
  tts: TextToSpeech | null;
  log: FastifyBaseLogger;
}

/** What starting a call held in the browser answers. */
export interface ReadyWebCall {
  callSid: string;
  watchToken: string;
  opening: string;
  listens: boolean;
  speaks: boolean;
}

/** Our own id for a call held in the browser, in the shape of a network's call sid. */
const newWebCallSid = () => `WEB${randomBytes(16).toString("hex")}`;

/**
 * Calls held in the browser: the same AI, instruction, opening and record as a phone call, with
 * the visitor as the person called. No consent code is asked: the person spoken to is the
 * visitor. Nothing costly happens before the reservation: a refused call costs no AI request.
 */
export function createWebCallService(deps: WebCallServiceDeps) {
  const { db, engine, config, conversation, log } = deps;
  // A call no socket started would count as waiting; it is canceled when its window closes.
  const unstarted = new Set<NodeJS.Timeout>();
  const cancelIfUnstarted = (id: number) => {
    const timer = setTimeout(() => {
      unstarted.delete(timer);
      cancelUnstartedWebCall(db, id).catch((error: unknown) =>
        log.error({ err: error }, "Could not cancel an unstarted call held in the browser"),
      );
    }, WEB_CALL_START_WINDOW_MS);
    unstarted.add(timer);
  };
  return {
    async start(input: WebCallRequest, ip: string): Promise<ReadyWebCall> {
      if (!deps.available) throw new CallRefusedError("unavailable", WEB_CALL_MESSAGES.unavailable);
      const watchToken = newWatchToken();
      const callSid = newWebCallSid();
      const id = await reserveWebCall(db, engine, config, {
        call_ref: randomUUID(),
        call_sid: callSid,
        // No number is called: the person spoken to is the visitor.
        to_number: "",
        instruction: input.message,
        // Written by the AI once the call is reserved.
        opening_text: "",
        // Until the call's socket starts it.
        status: "queued",
        provider: BROWSER_PROVIDER,
        visitor_plays_callee: 1,
        watch_token_hash: watchToken.hash,
        ip,
        summary: null,
        created_at: new Date().toISOString(),
        ended_at: null,
      });
      try {
        const opening = await conversation.openingLine({ id, ip, instruction: input.message });
        await setCallOpening(db, id, opening);
        cancelIfUnstarted(id);
        return {
          callSid,
          watchToken: watchToken.token,
          opening,
          listens: deps.stt !== null,
          speaks: deps.tts !== null,
        };
      } catch (error) {
        await updateCallStatus(db, id, "failed", new Date().toISOString());
        throw error;
      }
    },

    /** Stops waiting for sockets, as the app closes. */
    close(): void {
      for (const timer of unstarted) clearTimeout(timer);
      unstarted.clear();
    },
  };
}

export type WebCallService = ReturnType<typeof createWebCallService>;
