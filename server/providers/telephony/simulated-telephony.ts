import { randomBytes } from "node:crypto";
import type { CallStatus } from "#contract/ai-call-rules";
import type { PlaceCallRequest, PlacedCall, Telephony, TelephonyListener } from "./telephony";

/**
 * Demo numbers: a destination ending in one of these digits gets that outcome instead of an
 * answer, so every ending can be tried without a phone.
 */
export const DEMO_OUTCOME_ENDINGS: Record<string, CallStatus> = {
  "0001": "busy",
  "0002": "no-answer",
  "0003": "failed",
};

/** Demo number ending: a voicemail answers, and after its greeting the AI leaves a message. */
export const DEMO_VOICEMAIL_ENDING = "0004";

/**
 * What the scripted person says, one line per turn, whatever the call is about: they ask what it
 * is about, when, then agree; the last line says goodbye if the AI has not ended the call.
 */
export const SCRIPTED_CALLEE_LINES = [
  "Hi, yes, I have a minute. What is this about?",
  "Sorry, when was that again?",
  "Yes, that works for me.",
  "Great, thank you. Bye!",
];

interface SimulatedCall {
  sid: string;
  callRef: string;
  timers: Set<NodeJS.Timeout>;
  answered: boolean;
  ended: boolean;
  /** Events of one call are reported one after another, in order. */
  queue: Promise<unknown>;
}

/**
 * A pretend phone network: the call rings, is answered (or busy, unanswered, failed, or taken by a
 * voicemail for the demo numbers), a scripted person replies a few times and hangs up. Nothing
 * leaves the server.
 */
export function createSimulatedTelephony(options: {
  paceMs: number;
  listener: TelephonyListener;
}): Telephony {
  const { paceMs, listener } = options;
  const calls = new Map<string, SimulatedCall>();

  const report = (call: SimulatedCall, step: () => Promise<unknown>) => {
    // A failed step is the service's to log; the network carries on with the next one.
    call.queue = call.queue.then(step).catch(() => undefined);
    return call.queue;
  };
  const later = (call: SimulatedCall, delayMs: number, step: () => Promise<unknown>) => {
    const timer = setTimeout(() => {
      call.timers.delete(timer);
      if (!call.ended) void report(call, step);
    }, delayMs);
    call.timers.add(timer);
  };
  /** Ends the call; called from inside a step, so it reports directly rather than queueing. */
  const end = async (call: SimulatedCall, status: CallStatus) => {
    if (call.ended) return;
    call.ended = true;
    for (const timer of call.timers) clearTimeout(timer);
    call.timers.clear();
    calls.delete(call.sid);
    return listener.onStatus(call.callRef, call.sid, status);
  };

  const calleeTurn = (call: SimulatedCall, line: number) => {
    later(call, paceMs * 2, async () => {
      const text = SCRIPTED_CALLEE_LINES[line];
      if (text === undefined) return end(call, "completed");
      const { end: aiEnded } = await listener.onCalleeSaid(call.callRef, text);
      if (aiEnded) later(call, paceMs, () => end(call, "completed"));
      else calleeTurn(call, line + 1);
    });
  };

  /** A voicemail's greeting plays, then the AI's message is left as on a real call. */
  const voicemailAnswers = (call: SimulatedCall) => {
    later(call, paceMs * 3, async () => {
      const message = await listener.onMachineAnswered(call.callRef, call.sid);
      if (message) await telephony.leaveMessage(call.sid, message);
    });
  };

  const telephony: Telephony = {
    simulated: true,
    async placeCall(request: PlaceCallRequest): Promise<PlacedCall> {
      const call: SimulatedCall = {
        sid: `SIM${randomBytes(16).toString("hex")}`,
        callRef: request.callRef,
        timers: new Set(),
        answered: false,
        ended: false,
        queue: Promise.resolve(),
      };
      calls.set(call.sid, call);
      const outcome = Object.entries(DEMO_OUTCOME_ENDINGS).find(([ending]) =>
        request.to.endsWith(ending),
      )?.[1];
      later(call, paceMs, () => listener.onStatus(call.callRef, call.sid, "initiated"));
      later(call, paceMs * 2, () => listener.onStatus(call.callRef, call.sid, "ringing"));
      later(call, paceMs * 4, async () => {
        if (outcome) return end(call, outcome);
        call.answered = true;
        await listener.onStatus(call.callRef, call.sid, "in-progress");
        later(call, request.maxDurationSeconds * 1000, () => end(call, "completed"));
        if (request.to.endsWith(DEMO_VOICEMAIL_ENDING)) voicemailAnswers(call);
        else if (request.scriptedCallee) calleeTurn(call, 0);
      });
      return { sid: call.sid, status: "queued" };
    },
    async leaveMessage(sid: string) {
      // Saying the message takes a moment; then the call ends, as Twilio's <Hangup/> ends it.
      const call = calls.get(sid);
      if (call) later(call, paceMs * 2, () => end(call, "completed"));
    },
    async hangUp(sid: string) {
      const call = calls.get(sid);
      // Like Twilio: a call hung up before it is answered is canceled, not completed.
      if (call) await report(call, () => end(call, call.answered ? "completed" : "canceled"));
    },
    async close() {
      for (const call of calls.values()) {
        call.ended = true;
        for (const timer of call.timers) clearTimeout(timer);
      }
      calls.clear();
    },
  };
  return telephony;
}
