import { useState } from "react";
import type { BotChallengeController } from "@/components/forms/bot-challenge";
import { AI_CALL_MESSAGES, isTerminalCallStatus } from "#contract/ai-call-rules";
import { checkCode as checkConsentCode, refusalText, requestCode } from "./api";
import { useCallStore } from "./call-store";
import type { PendingConsent } from "./consent-code-step";
import type { CallRequest, CodeForm } from "./form-schema";

/** The banner text for a refused code request or check. */
const consentRefusal = (error: unknown) => refusalText(error, AI_CALL_MESSAGES.errorMakingCall);

/**
 * A call's consent: a code is texted to the number (in the demo, shown), its owner's code is
 * checked, then the call is placed. Placing it takes `clearForm`, which empties the number's
 * form once the call has ended.
 */
export function useConsentStep(challenge: BotChallengeController) {
  const callStatus = useCallStore((state) => state.callStatus);
  const start = useCallStore((state) => state.start);
  const showError = useCallStore((state) => state.showError);
  const dismissError = useCallStore((state) => state.dismissError);
  // The request the code step is for, and where that step stands.
  const [request, setRequest] = useState<CallRequest | null>(null);
  const [pending, setPending] = useState<PendingConsent | null>(null);

  // A call that ended leaves the form ready for the next number; one that failed to start keeps
  // the step, so the verified number can be tried again.
  const callEnded = callStatus !== null && isTerminalCallStatus(callStatus);
  const stepOpen = pending !== null && !(pending.placed && callEnded);

  /** Solves a fresh challenge for the call and places it. */
  const placeCallTo = async (call: CallRequest, clearForm: () => void) => {
    setPending((step) => step && { ...step, placed: true });
    const altcha = await challenge.solution();
    challenge.renew();
    // The visitor's choice to play the callee stays for the next call.
    await start({ ...call, altcha }, clearForm);
  };

  return {
    /** The code step, while it is open. */
    openStep: stepOpen ? pending : null,

    /** Asks for a code to the number; a number verified before is called at once. */
    async sendCode(details: CallRequest, clearForm: () => void) {
      dismissError();
      try {
        const altcha = await challenge.solution();
        challenge.renew();
        const answer = await requestCode(details.to_number, altcha);
        dismissError();
        setRequest(details);
        const verified = answer.status === "verified";
        setPending({
          message: answer.message,
          demoCode: answer.demo_code,
          verified,
          placed: false,
        });
        if (verified) await placeCallTo(details, clearForm);
      } catch (error) {
        showError(consentRefusal(error));
      }
    },

    /** Checks the code the person called received; a refused one throws, and no call follows. */
    async checkCode({ code }: CodeForm) {
      if (!request) return;
      try {
        const approved = await checkConsentCode(request.to_number, code);
        dismissError();
        setPending((step) => step && { ...step, message: approved.message, verified: true });
      } catch (error) {
        showError(consentRefusal(error));
        throw error;
      }
    },

    /** Places the call to the number the step is for. */
    placeCall: (clearForm: () => void) =>
      request ? placeCallTo(request, clearForm) : Promise.resolve(),

    /** Back to the number and the instruction. */
    changeNumber() {
      dismissError();
      setPending(null);
      setRequest(null);
    },
  };
}
