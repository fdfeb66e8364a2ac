import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { AiCallRequest } from "#contract/ai-call";
import {
  CALL_REFUSALS,
  CALL_SOCKET_REFUSALS,
  CONSENT_MESSAGES,
  isTerminalCallStatus,
} from "#contract/ai-call-rules";
import type { DatabaseEngine } from "../../../db/connect";
import type { Database } from "../../../db/database";
import {
  CallAccountError,
  CallRejectedError,
  type Telephony,
} from "../../../providers/telephony/telephony";
import type { ConsentService } from "../consent/consent-service";
import type { DoNotCallList } from "../do-not-call/do-not-call-list";
import type { ConversationService } from "../conversation/conversation-service";
import type { CallAccessService } from "../watching/call-access-service";
import { newWatchToken } from "../watching/watch-token";
import { reserveCall, type CallGuardConfig } from "./call-guards";
import { CallRefusedError } from "./call-refusals";
import { BROWSER_PROVIDER, setCallOpening, setCallSid, updateCallStatus } from "./call-repository";
import { allowedDestination, maskPhoneNumber, type Destination } from "./phone-numbers";

export interface PlacedAiCall {
  callSid: string;
  aiText: string;
  watchToken: string;
}

export interface CallServiceDeps {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: CallGuardConfig;
  /** The regions (ISO 3166 codes) whose mobile numbers calls may go to. */
  allowedRegions: readonly string[];
  /** Null when calls are off: a production site without Twilio that did not ask for the demo. */
  telephony: Telephony | null;
  /** What the AI says; the telephony reports to it too. */
  conversation: ConversationService;
  /** Which numbers agreed to be called; real calls go only to those. */
  consent: Pick<ConsentService, "isVerified">;
  /** Numbers whose owners asked not to be called: refused, in the demo too. */
  doNotCall: Pick<DoNotCallList, "has">;
  /** Whether a watch token names the call, for the visitor's own hang-up and lines. */
  access: Pick<CallAccessService, "authorizedCall">;
  log: FastifyBaseLogger;
}

/** A reserved call, about to be placed. */
interface ReservedCall {
  id: number;
  ip: string;
  callRef: string;
  destination: Destination;
  instruction: string;
  scriptedCallee: boolean;
}

/** The refusal a visitor reads when the network would not place the call; the operator's part is logged. */
function placementRefusal(
  error: unknown,
  log: FastifyBaseLogger,
  logged: { callRef: string; to: string },
): CallRefusedError {
  if (error instanceof CallRejectedError) {
    // The provider's own message repeats the whole number, so only its code is logged.
    log.info({ ...logged, code: error.code }, "The phone network refused the number");
    return new CallRefusedError("invalid", CALL_REFUSALS.rejectedNumber);
  }
  if (error instanceof CallAccountError) {
    // The operator's to fix; the visitor learns only that calls are out of service.
    log.error({ ...logged, code: error.code }, `Calls are failing: ${error.fix}`);
    return new CallRefusedError("unavailable", CALL_REFUSALS.unavailable);
  }
  log.error({ ...logged, err: error }, "Could not place the call");
  return new CallRefusedError("upstream-failed", CALL_REFUSALS.failed);
}

/**
 * Has the AI write the opening line and places the reserved call. A call that cannot be placed is
 * marked failed, so it blocks no later one.
 */
async function dial(
  { db, config, conversation, log }: CallServiceDeps,
  telephony: Telephony,
  call: ReservedCall,
): Promise<{ sid: string; opening: string }> {
  const logged = { callRef: call.callRef, to: maskPhoneNumber(call.destination.e164) };
  let dialed: { sid: string; opening: string };
  try {
    const opening = await conversation.openingLine(call);
    await setCallOpening(db, call.id, opening);
    const placed = await telephony.placeCall({
      callRef: call.callRef,
      to: call.destination.e164,
      opening,
      maxDurationSeconds: config.CALL_MAX_DURATION_SECONDS,
      scriptedCallee: call.scriptedCallee,
    });
    dialed = { sid: placed.sid, opening };
  } catch (error) {
    await updateCallStatus(db, call.id, "failed", new Date().toISOString());
    throw placementRefusal(error, log, logged);
  }
  await setCallSid(db, call.id, dialed.sid);
  log.info({ ...logged, callSid: dialed.sid }, "AI call placed");
  return dialed;
}

/** What a visitor does with calls: place one, answer as the callee, end it. */
export function createCallService(deps: CallServiceDeps) {
  const { db, engine, config, telephony, conversation, consent, access, log } = deps;

  return {
    /**
     * Reserves the call under every guard, then has the AI write the opening line and places it.
     * Nothing costly happens before the reservation: a refused call costs no AI request.
     */
    async placeCall(input: AiCallRequest, ip: string): Promise<PlacedAiCall> {
      if (!telephony) throw new CallRefusedError("unavailable", CALL_REFUSALS.unavailable);
      const destination = allowedDestination(input.to_number, deps.allowedRegions);
      if (await deps.doNotCall.has(destination.e164)) {
        throw new CallRefusedError("forbidden", CALL_REFUSALS.doNotCall);
      }
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
      const reserved = { id, ip, callRef, destination, instruction: input.message, scriptedCallee };
      const { sid, opening } = await dial(deps, telephony, reserved);
      return { callSid: sid, aiText: opening, watchToken: watchToken.token };
    },

    /** Demo mode: the visitor answers as the callee. */
    async visitorSays(callSid: string, token: string, text: string): Promise<void> {
      const call = await access.authorizedCall(callSid, token);
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
     * the end is recorded here too. A call held in the browser ends here: the instance holding its
     * socket hears the end and closes it.
     */
    async hangUp(callSid: string, token: string): Promise<"call ending" | "call ended"> {
      const call = await access.authorizedCall(callSid, token);
      if (!call) throw new CallRefusedError("not-found", CALL_REFUSALS.notYourCall);
      if (isTerminalCallStatus(call.status)) return "call ended";
      if (call.provider === BROWSER_PROVIDER) {
        // One whose page never opened its socket had not started: it is canceled.
        const ended = call.status === "queued" ? "canceled" : "completed";
        await conversation.onStatus(call.call_ref, callSid, ended);
        return "call ended";
      }
      if (!telephony) return "call ended";
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
  };
}

export type CallService = ReturnType<typeof createCallService>;
