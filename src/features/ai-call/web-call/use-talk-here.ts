import type { BotChallengeController } from "@/components/forms/bot-challenge";
import { useCallStore } from "../call-store";

/**
 * Starts a call held in the browser with the instruction, after the check against bots. Its
 * sound, socket and schema come with the first such call, not with the page.
 */
export function useTalkHere(challenge: BotChallengeController) {
  const talkHere = useCallStore((state) => state.talkHere);
  const holdBrowserCall = useCallStore((state) => state.holdBrowserCall);
  const failToStart = useCallStore((state) => state.failToStart);
  return async (message: string, clearForm: () => void) => {
    if (!talkHere(message, clearForm)) return;
    try {
      const altcha = await challenge.solution();
      challenge.renew();
      const { startWebCall, holdWebCall } = await import("./browser-call");
      const ready = await startWebCall({ message, altcha });
      holdBrowserCall(ready.call_sid, ready.watch_token, holdWebCall(ready));
    } catch (error) {
      failToStart(error);
    }
  };
}
