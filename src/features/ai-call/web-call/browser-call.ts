import { AI_SPEAKER, CALLEE_SPEAKER } from "#contract/ai-call-rules";
import { WEB_CALL_MESSAGES, type WebCallEvent, type WebCallReady } from "#contract/web-call";
import { useCallStore, type BrowserCallLink, type LineLatency } from "../call-store";
import type { AgentSpeaker, SpeakerReports } from "./agent-speaker";
import { openWebCallSocket, type WebCallSocket } from "./api";
import { browserCanHear, listenInBrowser } from "./browser-hearing";
import { BrowserVoice, browserHasVoice } from "./browser-voice";
import type { Hearing } from "./hearing";
import { listenToMicrophone } from "./microphone";
import { ServiceVoice } from "./service-voice";
import { initialVoiceState, useVoiceState, type HearingKind } from "./voice-state";
import { WEB_CALL_TEXTS } from "./web-call-texts";

export { startWebCall } from "./api";

const calls = useCallStore.getState;
const now = () => new Date().toISOString();

/**
 * A call the server has readied, held in this page: its socket, the AI's voice (the speech
 * service's, else the browser's own) and the visitor's (the microphone through the voice
 * activity detector; in the demo the browser's own recognition; else typing). Its lines go to
 * the call's transcript as they are spoken; its status and summary come as a phone call's do.
 */
class BrowserCall {
  private speaker: AgentSpeaker | null = null;
  private hearing: Hearing | null = null;
  private over = false;
  /** Written so far of each AI line, sentence by sentence. */
  private readonly lineTexts = new Map<number, string>();
  /** When the visitor's last words ended (`performance.now()`), until the answer sounds. */
  private wordsEndedAt: number | null = null;
  /** Each answered line's wait: the server's steps, then its first sound, measured here. */
  private readonly latencies = new Map<number, LineLatency>();
  private readonly firstSounds = new Map<number, number>();
  private readonly socket: WebCallSocket;

  private readonly reports: SpeakerReports = {
    onSpeaking: (agentSpeaking) => useVoiceState.setState({ agentSpeaking }),
    onSound: (lineId, first) => {
      useVoiceState.setState((state) => ({ sentencesPlayed: state.sentencesPlayed + 1 }));
      if (!first || this.wordsEndedAt === null) return;
      this.firstSounds.set(lineId, Math.round(performance.now() - this.wordsEndedAt));
      this.wordsEndedAt = null;
      this.showLatency(lineId);
    },
  };

  constructor(ready: WebCallReady) {
    useVoiceState.setState(initialVoiceState);
    this.socket = openWebCallSocket(
      { type: "start", call_sid: ready.call_sid, token: ready.watch_token },
      (event) => this.onEvent(event),
      () => this.end(),
    );
  }

  /**
   * The visitor's words, typed or recognised by the browser. Only a voice interrupts the AI (at
   * its start): a reply typed while the AI speaks lets it finish, so its opening, which says it is
   * an AI, is never cut before it is heard.
   */
  readonly say = (message: string) => {
    this.wordsEndedAt = performance.now();
    this.socket.send({ type: "say", message });
  };

  readonly hangUp = () => {
    useCallStore.setState({ hangingUp: true });
    this.socket.send({ type: "hang_up" });
    // The server ends the call and closes the socket; a page being left does not wait for it.
    this.end();
  };

  /** The visitor speaks over the AI: it stops at once, and the server is told where. */
  private readonly interrupt = () => {
    const cut = this.speaker?.stop();
    if (cut)
      this.socket.send({ type: "interrupted", line_id: cut.lineId, played_ms: cut.playedMs });
  };

  private showLatency(lineId: number) {
    const latency = this.latencies.get(lineId);
    if (!latency) return;
    const firstSound = this.firstSounds.get(lineId) ?? null;
    calls().updateLine(lineId, { latency: { ...latency, firstSound } });
  }

  private hearBy(kind: HearingKind) {
    useVoiceState.setState({ hearing: kind });
    // Typing is the demo's reply field, pinned under the transcript.
    useCallStore.setState({ playingCallee: kind === "typing" });
  }

  private typeInstead(message: string | null) {
    this.hearing?.stop();
    this.hearing = null;
    this.hearBy("typing");
    if (message) calls().showError(message);
  }

  private async listen(serverHears: boolean) {
    if (!serverHears) {
      if (!browserCanHear()) return this.typeInstead(null);
      this.hearing = listenInBrowser({
        onSpeechStart: this.interrupt,
        onPhrase: this.say,
        onFail: () => this.typeInstead(WEB_CALL_TEXTS.microphoneRefused),
      });
      return this.hearBy("browser");
    }
    try {
      const hearing = await listenToMicrophone({
        onSpeechStart: this.interrupt,
        onUtterance: (wav) => {
          this.wordsEndedAt = performance.now();
          this.socket.sendUtterance(wav);
        },
      });
      if (this.over) return hearing.stop();
      this.hearing = hearing;
      this.hearBy("microphone");
    } catch (error) {
      console.error("The microphone could not be used", error);
      this.typeInstead(WEB_CALL_TEXTS.microphoneRefused);
    }
  }

  private async speak(serverSpeaks: boolean) {
    if (serverSpeaks) {
      this.speaker = new ServiceVoice(this.reports);
      useVoiceState.setState({ voice: "service" });
    } else if ((await browserHasVoice()) && !this.over) {
      this.speaker = new BrowserVoice(this.reports);
      useVoiceState.setState({ voice: "browser" });
    }
  }

  private putAgentLine(lineId: number, text: string) {
    this.lineTexts.set(lineId, text);
    calls().putLine({ speaker: AI_SPEAKER, message: text, timestamp: now(), lineId });
  }

  private onEvent(event: WebCallEvent) {
    switch (event.type) {
      case "started":
        // The AI's voice first: its opening line follows at once.
        void this.speak(event.speaks).then(() => this.listen(event.listens));
        return;
      case "agent_sentence": {
        const before = this.lineTexts.get(event.line_id);
        this.putAgentLine(event.line_id, before ? `${before} ${event.text}` : event.text);
        this.speaker?.say(event);
        return;
      }
      case "agent_line":
        return this.putAgentLine(event.line_id, event.text);
      case "line_cut":
        return calls().updateLine(event.line_id, { message: event.text, cut: true });
      case "callee_line":
        return calls().putLine({ speaker: CALLEE_SPEAKER, message: event.text, timestamp: now() });
      case "latency":
        this.latencies.set(event.line_id, {
          transcript: event.speech_to_text_ms,
          // The model is asked once the words are heard.
          firstToken:
            event.first_token_ms === null
              ? null
              : (event.speech_to_text_ms ?? 0) + event.first_token_ms,
          firstAudio: event.first_audio_ms,
          firstSound: null,
        });
        return this.showLatency(event.line_id);
      case "error":
        if (event.message === WEB_CALL_MESSAGES.typeInstead) return this.typeInstead(event.message);
        return calls().showError(event.message);
      case "ended":
        return this.end();
      case "no_speech":
        return;
    }
  }

  /** The call is over here: nothing listens or speaks any more. */
  private end() {
    if (this.over) return;
    this.over = true;
    this.hearing?.stop();
    this.speaker?.close();
    useVoiceState.setState({ agentSpeaking: false });
    useCallStore.setState({ browserCall: null, playingCallee: false });
    this.socket.close();
  }
}

export function holdWebCall(ready: WebCallReady): BrowserCallLink {
  const call = new BrowserCall(ready);
  return { say: call.say, hangUp: call.hangUp };
}
