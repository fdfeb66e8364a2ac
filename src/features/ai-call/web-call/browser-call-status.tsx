import { useVoiceState } from "./voice-state";
import { WEB_CALL_TEXTS } from "./web-call-texts";

const VOICE_TEXTS = {
  service: WEB_CALL_TEXTS.voiceOfService,
  browser: WEB_CALL_TEXTS.voiceOfBrowser,
  none: WEB_CALL_TEXTS.noVoice,
} as const;

const HEARING_TEXTS = {
  starting: WEB_CALL_TEXTS.microphoneStarting,
  microphone: WEB_CALL_TEXTS.hearingByMicrophone,
  browser: WEB_CALL_TEXTS.hearingByBrowser,
  typing: WEB_CALL_TEXTS.typing,
} as const;

/** The connected state of a call held in the browser: who speaks now. */
export function useBrowserCallState(): string | null {
  const { agentSpeaking, hearing } = useVoiceState();
  if (agentSpeaking) return WEB_CALL_TEXTS.agentSpeaking;
  return hearing === "microphone" || hearing === "browser" ? WEB_CALL_TEXTS.listening : null;
}

/** Whose voice the AI speaks with and how the visitor answers; the voice never stored. */
export function BrowserCallNotes() {
  const { voice, hearing } = useVoiceState();
  return (
    <ul className="mt-2 space-y-0.5 text-xs leading-snug text-muted-foreground lg:mt-4 lg:text-sm">
      <li>{VOICE_TEXTS[voice]}</li>
      <li>{HEARING_TEXTS[hearing]}</li>
      <li className="max-lg:sr-only">{WEB_CALL_TEXTS.audioNotStored}</li>
    </ul>
  );
}
