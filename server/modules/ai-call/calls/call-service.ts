import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AiCallRequest } from "#contract/ai-call";
import type { Config } from "../../../config";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import {
  CallAccountError,
  CallRejectedError,
  type Telephony,
} from "../../../providers/telephony/telephony";
import type { CallConversation } from "../conversation/call-conversation";
import type { CallEvents } from "./call-events";
import type { ConsentService } from "../consent/consent-service";
import { reserveCall, type CallGuardConfig } from "./call-guards";
import { CallRefusedError } from "./call-refusals";
import { retentionStart, type CallRetentionConfig } from "./call-retention";
import type { CallBusMessage } from "../watching/event-bus";
import { allowedDestination, maskPhoneNumber } from "./phone-numbers";
import {
  findCallBySid,
  listCallSidsFromIpSince,
  setCallOpening,
  setCallSid,
  updateCallStatus,
  type CallRow,
} from "./call-repository";
import { newWatchToken, watchTokenMatches } from "../watching/watch-token";
import {
  CALL_REFUSALS,
  CALL_SOCKET_REFUSALS,
  CONSENT_MESSAGES,
  isTerminalCallStatus,
} from "#contract/ai-call-rules";

export type AiCallConfig = CallGuardConfig &
  CallRetentionConfig &
  Pick<Config, "CALL_ALLOWED_COUNTRY_CODES">;

export interface PlacedAiCall {
  callSid: string;
  aiText: string;
  watchToken: string;
}

export interface AiCallServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: AiCallConfig;
  /** Null when calls are off: a production site without Twilio that did not ask for the demo. */
  telephony: Telephony | null;
  /** What the AI says; the telephony reports to it too. */
  conversation: CallConversation;
  /** Which numbers agreed to be called; real calls go only to those. */
  consent: Pick<ConsentService, "isVerified">;
  events: CallEvents;
  log: FastifyBaseLogger;
}

/** What a visitor does with calls: place one, watch it with its token, answer as the callee. */
export function createAiCallService(deps: AiCallServiceDeps) {
  const { db, engine, config, telephony, conversation, consent, events, log } = deps;

  /** The call a browser may watch with its token, or null; a token lasts as long as its call is kept. */
  async function authorizedCall(callSid: string, token: string): Promise<CallRow | null> {
    const call = await findCallBySid(db, callSid);
    const kept = call && call.created_at >= retentionStart(config);
    return kept && watchTokenMatches(call.watch_token_hash, token) ? call : null;
  }

  return {
    authorizedCall,

    /** Sids of the calls placed from `address` since `since` (ISO-8601). */
    callsPlacedFromSince: (address: string, since: string): Promise<string[]> =>
      listCallSidsFromIpSince(db, address, since),

    /** The call if it was placed from `address` and is still kept, or null. */
    async callPlacedFrom(callSid: string, address: string): Promise<CallRow | null> {
      const call = await findCallBySid(db, callSid);
      return call && call.ip === address && call.created_at >= retentionStart(config) ? call : null;
    },

    /**
     * Reserves the call under every guard, then has the AI write the opening line and places it.
     * A reserved call that cannot be placed is marked failed, so it blocks no later one.
     */
    async placeCall(input: AiCallRequest, ip: string): Promise<PlacedAiCall> {
      if (!telephony) throw new CallRefusedError("unavailable", CALL_REFUSALS.unavailable);
      const destination = allowedDestination(input.to_number, config.CALL_ALLOWED_COUNTRY_CODES);
      // In the demo nothing rings, so no consent is needed; the page still shows the step.
      if (!telephony.simulated && !(await consent.isVerified(destination.e164))) {
        throw new CallRefusedError("forbidden", CONSENT_MESSAGES.unverified);
      }
      const watchToken = newWatchToken();
      const callRef = randomUUID();
      const scriptedCallee = !(telephony.simulated && input.play_callee === true);
      const id = await reserveCall(db, engine, config, {
        call_ref: callRef,
        call_sid: null,
        to_number: destination.e164,
        instruction: input.message,
        // Written by the AI once the call is reserved.
        opening_text: "",
        status: "queued",
        provider: telephony.simulated ? "simulator" : "twilio",
        visitor_plays_callee: scriptedCallee ? 0 : 1,
        watch_token_hash: watchToken.hash,
        ip,
        summary: null,
        created_at: new Date().toISOString(),
        ended_at: null,
      });

      const logged = { callRef, to: maskPhoneNumber(destination.e164) };
      let opening;
      let placed;
      try {
        opening = await conversation.openingLine(input.message);
        await setCallOpening(db, id, opening);
        placed = await telephony.placeCall({
          callRef,
          to: destination.e164,
          opening,
          maxDurationSeconds: config.CALL_MAX_DURATION_SECONDS,
          scriptedCallee,
        });
      } catch (error) {
        await updateCallStatus(db, id, "failed", new Date().toISOString());
        if (error instanceof CallRejectedError) {
          // The provider's own message repeats the whole number, so only its code is logged.
          log.info({ ...logged, code: error.code }, "The phone network refused the number");
          throw new CallRefusedError("invalid", CALL_REFUSALS.rejectedNumber);
        }
        if (error instanceof CallAccountError) {
          // The operator's to fix; the visitor learns only that calls are out of service.
          log.error({ ...logged, code: error.code }, `Calls are failing: ${error.fix}`);
          throw new CallRefusedError("unavailable", CALL_REFUSALS.unavailable);
        }
        log.error({ ...logged, err: error }, "Could not place the call");
        throw new CallRefusedError("upstream-failed", CALL_REFUSALS.failed);
      }
      await setCallSid(db, id, placed.sid);
      log.info({ ...logged, callSid: placed.sid }, "AI call placed");
      return { callSid: placed.sid, aiText: opening, watchToken: watchToken.token };
    },

    /** Demo mode: the visitor answers as the callee. */
    async visitorSays(callSid: string, token: string, text: string): Promise<void> {
      const call = await authorizedCall(callSid, token);
      if (!call || !call.visitor_plays_callee || call.status !== "in-progress" || !telephony) {
        throw new CallRefusedError("conflict", CALL_SOCKET_REFUSALS.notWaitingForYou);
      }
      // Lines typed ahead of the AI's answer would each cost a model request of their own.
      if (conversation.answering(call.call_ref))
        throw new CallRefusedError("limited", CALL_SOCKET_REFUSALS.waitForReply);
      const { end } = await conversation.onCalleeSaid(call.call_ref, text);
      if (!end) return;
      await telephony.hangUp(callSid);
      // The simulated network may run on another instance, whose hang-up this one cannot reach:
      // the call ends here all the same, and that instance's later report changes nothing.
      await conversation.onStatus(call.call_ref, callSid, "completed");
    },

    /**
     * Ends the visitor's own call (the hang-up button, or the page being left). Twilio then reports
     * the end through its status callback; the simulated network may run on another instance, so
     * the end is recorded here too.
     */
    async hangUp(callSid: string, token: string): Promise<"call ending" | "call ended"> {
      const call = await authorizedCall(callSid, token);
      if (!call) throw new CallRefusedError("not-found", CALL_REFUSALS.notYourCall);
      if (isTerminalCallStatus(call.status) || !telephony) return "call ended";
      try {
        await telephony.hangUp(callSid);
      } catch (error) {
        log.error({ err: error, callSid }, "Could not end the call");
        throw new CallRefusedError("upstream-failed", CALL_REFUSALS.hangUpFailed);
      }
      if (!telephony.simulated) return "call ending";
      const ended = call.status === "in-progress" ? "completed" : "canceled";
      await conversation.onStatus(call.call_ref, callSid, ended);
      return "call ended";
    },

    /** Every stored event of a call, in order, for a browser that starts watching. */
    storedEvents: (call: CallRow): Promise<CallBusMessage[]> => events.stored(call),
  };
}

export type AiCallService = ReturnType<typeof createAiCallService>;
