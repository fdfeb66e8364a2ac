import type { Hearing, HearingReports } from "./hearing";

// The Web Speech API's recognition, which TypeScript's DOM library does not declare.
type Recognition = EventTarget & {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onspeechstart: (() => void) | null;
  onresult: ((event: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

const recognitionClass = (): RecognitionConstructor | undefined => {
  const scope = window as unknown as Record<string, RecognitionConstructor | undefined>;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
};

/** Whether this browser offers its own speech recognition. */
export const browserCanHear = () => recognitionClass() !== undefined;

/** Recognition errors after which listening on would only fail again. */
const FATAL_ERRORS = ["not-allowed", "service-not-allowed", "audio-capture", "network"];

/**
 * The demo's hearing: the browser's own speech recognition, each final phrase as text. `onFail`
 * is told once if it cannot go on (refused, no microphone, no service).
 */
export function listenInBrowser(
  reports: HearingReports & { onPhrase: (text: string) => void; onFail: () => void },
): Hearing {
  const Recognition = recognitionClass();
  if (!Recognition) throw new Error("This browser has no speech recognition");
  const recognition = new Recognition();
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.lang = document.documentElement.lang || "en";
  let listening = true;
  recognition.onspeechstart = reports.onSpeechStart;
  recognition.onresult = ({ resultIndex, results }) => {
    for (let index = resultIndex; index < results.length; index += 1) {
      const result = results[index];
      const text = result?.[0]?.transcript.trim();
      if (result?.isFinal && text) reports.onPhrase(text);
    }
  };
  recognition.onerror = ({ error }) => {
    if (!FATAL_ERRORS.includes(error) || !listening) return;
    listening = false;
    reports.onFail();
  };
  // Recognition stops by itself after a while of silence: it listens again until the call ends.
  recognition.onend = () => {
    if (listening) recognition.start();
  };
  recognition.start();
  return {
    stop() {
      listening = false;
      recognition.abort();
    },
  };
}
